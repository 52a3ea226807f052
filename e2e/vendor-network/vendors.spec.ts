import { expect, test } from '../support/test';
import { site } from '../../src/config/site';

const categories = [
  ['Plumbing', 'High'],
  ['Electrical', 'High'],
  ['HVAC', 'Very High'],
  ['Handyman', 'High'],
  ['Appliance Repair', 'Medium'],
  ['Landscaping', 'Medium'],
  ['Cleaning', 'High'],
  ['Painting', 'Medium'],
  ['Flooring', 'Medium'],
  ['Roofing', 'High'],
  ['Pest Control', 'Medium'],
  ['Security', 'Low'],
] as const;

test.describe('vendors page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/vendors');
  });

  test('shows its heading, the hero links and every named section', async ({ page }) => {
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grow Your Business With DoorKeep');
    await expect(main.getByRole('link', { name: 'Apply to Join Network' }).first()).toHaveAttribute('href', '/vendor-signup');
    await expect(main.getByRole('link', { name: 'Existing Vendor Login' })).toHaveAttribute('href', '/vendor-login');
    for (const heading of [
      'Why Vendors Choose DoorKeep',
      'From Application to Payday in Four Steps',
      'Service Categories',
      'What Our Vendors Say',
      'Questions Before You Apply?',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  });

  test('shows the four network figures, six benefits and the four steps in order', async ({ page }) => {
    const stats = page.getByRole('region', { name: 'The network in numbers' });
    for (const figure of ['500+', '1,000+', '4.9/5', '24 hours']) {
      await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    }
    const benefits = page.getByRole('region', { name: 'Why Vendors Choose DoorKeep' }).getByRole('heading', { level: 3 });
    await expect(benefits).toHaveCount(6);
    const steps = page.getByRole('region', { name: 'From Application to Payday in Four Steps' }).getByRole('heading', { level: 3 });
    await expect(steps).toHaveText([/Apply to Join$/, /Get Approved$/, /Receive Jobs$/, /Get Paid Fast$/]);
  });

  test('lists the twelve service categories, each with its demand label written out', async ({ page }) => {
    const items = page.getByTestId('service-categories').getByRole('listitem');
    await expect(items).toHaveCount(12);
    for (const [index, [name, demand]] of categories.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(item.locator('[data-demand]')).toHaveText(`Demand: ${demand}`);
      await expect(item.locator('[data-demand]')).toBeVisible();
    }
  });

  test('colours demand labels Very High red, High orange, Medium yellow and Low green', async ({ page }) => {
    const hue = (name: string) =>
      page
        .locator(`[data-category="${name}"] [data-demand]`)
        .evaluate((element) => getComputedStyle(element.parentElement as Element).backgroundColor);
    const red = await hue('HVAC');
    const orange = await hue('Plumbing');
    const yellow = await hue('Painting');
    const green = await hue('Security');
    expect(new Set([red, orange, yellow, green]).size).toBe(4);
  });

  test('gives each testimonial a star rating with accessible text, an author, a company and earnings', async ({ page }) => {
    const section = page.getByRole('region', { name: 'What Our Vendors Say' });
    const testimonials = section.getByRole('figure');
    await expect(testimonials).toHaveCount(3);
    await expect(section.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(2);
    await expect(section.getByRole('img', { name: 'Rated 4 out of 5' })).toHaveCount(1);
    for (let index = 0; index < 3; index += 1) {
      await expect(testimonials.nth(index).getByRole('blockquote')).not.toBeEmpty();
      await expect(testimonials.nth(index)).toContainText('average monthly earnings');
    }
  });

  test('has a contact block with phone, vendor e-mail, office address and support hours', async ({ page }) => {
    const contact = page.getByRole('region', { name: 'Questions Before You Apply?' });
    await expect(contact.getByRole('link', { name: site.contact.phoneDisplay })).toHaveAttribute('href', `tel:${site.contact.phoneHref}`);
    await expect(contact.getByRole('link', { name: site.contact.vendorEmail })).toHaveAttribute('href', `mailto:${site.contact.vendorEmail}`);
    await expect(contact).toContainText(site.contact.address.street);
    await expect(contact).toContainText('Monday-Friday 8 AM - 6 PM CT');
    await expect(contact).toContainText('Answered within 24 hours');
  });
});
