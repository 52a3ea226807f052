import type { Locator } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/test';

/** Waits until the app has hydrated `element`, so key presses reach its handlers rather than the static HTML. */
async function hydrated(element: Locator) {
  await waitForHydration(element);
  return element;
}

test.describe('ROI calculator', () => {
  test('starts at one property at $2,000 a month and responds to the keyboard', async ({ page }) => {
    await page.goto('/pricing');
    const rent = await hydrated(page.getByRole('slider', { name: 'Monthly rent per property' }));
    const properties = page.getByRole('slider', { name: 'Number of properties' });
    const savings = page.getByTestId('annual-savings');
    await expect(savings).toHaveText('$1,920');
    await expect(page.getByText('$2,400', { exact: true })).toBeVisible();
    await expect(page.getByText('$480', { exact: true })).toBeVisible();
    await expect(page.getByText('80% Less')).toBeVisible();

    await rent.focus();
    await page.keyboard.press('ArrowRight');
    await expect(rent).toHaveAttribute('aria-valuetext', '$2,100 per month');
    await expect(savings).toHaveText('$2,016');
    await page.keyboard.press('End');
    await expect(rent).toHaveAttribute('aria-valuetext', '$5,000 per month');
    await expect(savings).toHaveText('$4,800');

    await properties.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(properties).toHaveAttribute('aria-valuetext', '3 properties');
    await expect(savings).toHaveText('$14,400');
    await page.keyboard.press('End');
    await expect(properties).toHaveAttribute('aria-valuetext', '20 or more properties');
    await expect(savings).toHaveText('$96,000');

    // The numbers follow into the address so they can be shared.
    await expect(page).toHaveURL(/\?rent=5000&properties=20$/);
  });

  test('on a phone the yearly savings stay in view while the second slider is dragged', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    const properties = await hydrated(page.getByRole('slider', { name: 'Number of properties' }));
    // Bring the slider to the middle of the screen, as a thumb would while dragging it.
    await properties.evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await expect(page.getByTestId('annual-savings')).not.toBeInViewport();

    const summary = page.getByTestId('savings-summary');
    await expect(summary).toBeInViewport();
    await expect(summary).toContainText('$1,920');
    await properties.focus();
    await page.keyboard.press('ArrowRight');
    await expect(summary).toContainText('$3,840');
    // It sits below the sticky header and clear of the slider being moved.
    const [header, strip, slider] = await Promise.all([
      page.locator('header').first().boundingBox(),
      summary.boundingBox(),
      properties.boundingBox(),
    ]);
    expect(strip!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(strip!.y + strip!.height).toBeLessThan(slider!.y);
  });

  test('on a desktop the results sit beside the sliders, so no summary strip is shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/pricing');
    await expect(page.getByTestId('annual-savings')).toHaveText('$1,920');
    await expect(page.getByTestId('savings-summary')).toBeHidden();
  });

  test('a shared address restores the numbers', async ({ page }) => {
    await page.goto('/pricing?rent=2500&properties=3');
    // The calculator comes to life as the visitor scrolls to it.
    await page.getByRole('slider', { name: 'Monthly rent per property' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('slider', { name: 'Monthly rent per property' })).toHaveValue('2500');
    await expect(page.getByRole('slider', { name: 'Number of properties' })).toHaveValue('3');
    await expect(page.getByTestId('annual-savings')).toHaveText('$7,200');
    await expect(page.getByText('$9,000', { exact: true })).toBeVisible();
    await expect(page.getByText('$1,800', { exact: true })).toBeVisible();
  });

  test('an out-of-range address is clamped and corrected', async ({ page }) => {
    await page.goto('/pricing?rent=99999&properties=0');
    await page.getByRole('slider', { name: 'Monthly rent per property' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('slider', { name: 'Monthly rent per property' })).toHaveValue('5000');
    await expect(page.getByRole('slider', { name: 'Number of properties' })).toHaveValue('1');
    await expect(page.getByTestId('annual-savings')).toHaveText('$4,800');
    await expect(page).toHaveURL(/\?rent=5000&properties=1$/);
  });
});

test.describe('pricing page', () => {
  test('the FAQ keeps one answer open and closes the open one when clicked again', async ({ page }) => {
    await page.goto('/pricing');
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const setup = await hydrated(faq.getByRole('button', { name: 'Are there any setup fees?' }));
    const vacant = faq.getByRole('button', { name: 'What about vacant properties?' });
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);

    await setup.click();
    await expect(setup).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/no setup fees at all/)).toBeVisible();

    await vacant.click();
    await expect(vacant).toHaveAttribute('aria-expanded', 'true');
    await expect(setup).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(/no setup fees at all/)).toBeHidden();
    await expect(faq.getByText(/Vacant properties incur no fee/)).toBeVisible();
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);

    await vacant.click();
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('the deposit and final calls to action open the reservation in the same tab', async ({ page }) => {
    await page.goto('/pricing');
    const main = page.getByRole('main');
    for (const name of ['Reserve My Spot - $99', 'Lock in 2% Rate Forever']) {
      const link = main.getByRole('link', { name: new RegExp(name.replace(/[$%]/g, '\\$&')) });
      await expect(link).toHaveAttribute('href', '/waitlist'); // no separate sign-up host in the test build
      await expect(link).not.toHaveAttribute('target');
    }
    await expect(main.getByText('$99 fully refundable')).toBeVisible();
    await expect(main.getByText('Locks your 2% lifetime rate')).toBeVisible();
    await expect(main.getByText('500+ owners on the waitlist')).toBeVisible();
  });
});
