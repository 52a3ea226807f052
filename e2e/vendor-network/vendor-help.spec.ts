import { expect, test } from '../support/test';

test.describe('vendor help page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/vendor-help');
  });

  test('shows its heading and the question groups', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendor Help');
    for (const group of ['Joining the network', 'Receiving jobs', 'Getting paid', 'Support']) {
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: group })).toBeVisible();
    }
  });

  test('answers payment, review, documents, support hours, dispatch and emergency questions', async ({ page }) => {
    const main = page.getByRole('main');
    const answer = (question: string) => main.getByRole('article', { name: question });
    await expect(answer('When do I get paid?')).toContainText('Within 24 hours of job completion');
    await expect(answer('How long does the application review take?')).toContainText('3-5 business days');
    await expect(answer('How long does the application review take?')).toContainText('once approved you get your portal invite');
    await expect(answer('How long does the application review take?')).not.toContainText(/reference/i);
    const documents = answer('What documents do I need?');
    for (const document of ['license', 'insurance', 'W-9', 'Once approved you get your portal invite', '30 days and 7 days before']) {
      await expect(documents).toContainText(document);
    }
    await expect(answer('When can I reach vendor support?')).toContainText('Monday-Friday 8 AM - 6 PM CT');
    await expect(answer('How are jobs dispatched?')).toContainText('service area');
    await expect(answer('How does emergency work work?')).toContainText('urgent text');
  });

  test('links to the vendor application, the vendor login and the contact page', async ({ page }) => {
    const quickLinks = page.getByRole('navigation', { name: 'Vendor quick links' });
    await expect(quickLinks.getByRole('link', { name: /Apply to join/ })).toHaveAttribute('href', '/vendor-signup');
    await expect(quickLinks.getByRole('link', { name: /Vendor login/ })).toHaveAttribute('href', '/vendor-login');
    await expect(quickLinks.getByRole('link', { name: /Contact support/ })).toHaveAttribute('href', '/contact');
    await quickLinks.getByRole('link', { name: /Vendor login/ }).click();
    await expect(page).toHaveURL(/\/vendor-login$/);
  });

  test('topic links jump to their group', async ({ page }) => {
    const topics = page.getByRole('navigation', { name: 'Topics' });
    await topics.getByRole('link', { name: 'Getting paid' }).click();
    await expect(page).toHaveURL(/#payment$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Getting paid' })).toBeInViewport();
  });
});
