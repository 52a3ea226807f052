import type { Locator, Page } from '@playwright/test';
import { createVendorApplication } from '../../tests/factories/submissions';
import { seedStores, signIn } from '../admin/admin-helpers';
import { expect, test, waitForHydration } from '../support/test';

/** Presses `key` `times` times; after every press focus must still be inside `dialog`. */
async function expectFocusStaysIn(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab', times: number) {
  for (let press = 1; press <= times; press += 1) {
    await page.keyboard.press(key);
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    expect(inside, `focus after ${key} press ${press}`).toBe(true);
  }
}

/** Whether Chromium's accessibility tree, which screen readers read, exposes a `role` whose name starts with `name`. */
async function exposedToScreenReaders(page: Page, role: string, name: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    return nodes.some((node) => !node.ignored && node.role?.value === role && String(node.name?.value ?? '').startsWith(name));
  } finally {
    await cdp.detach();
  }
}

/** Clicks the middle of where `target` is on screen, whatever covers it now (as a visitor's mouse would). */
async function clickWhere(page: Page, box: { x: number; y: number; width: number; height: number }) {
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('modal dialogs keep the page behind inert', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the demo dialog: Tab stays inside, the page behind is hidden from screen readers and unclickable, focus returns', async ({
    page,
  }) => {
    await page.goto('/how-it-works');
    const watch = page.getByRole('button', { name: 'Watch Demo' });
    await waitForHydration(watch);
    const pricingLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' });
    const pricingBox = await pricingLink.boundingBox();
    if (!pricingBox) throw new Error('The header has no Pricing link on screen.');
    expect(await exposedToScreenReaders(page, 'link', 'Pricing')).toBe(true);

    await watch.click();
    const dialog = page.getByRole('dialog', { name: 'DoorKeep in three steps' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
    await expectFocusStaysIn(page, dialog, 'Tab', 8);
    await expectFocusStaysIn(page, dialog, 'Shift+Tab', 8);
    expect(await exposedToScreenReaders(page, 'link', 'Pricing')).toBe(false);

    // A click where the header's Pricing link is lands on the backdrop: no navigation, and the dialog closes.
    await clickWhere(page, pricingBox);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(watch).toBeFocused();

    // A click inside the panel (on its text, not a control) leaves it open; Escape closes it and focus returns.
    await watch.click();
    await dialog.getByText('A short illustrated walk-through.').click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(watch).toBeFocused();
    expect(await exposedToScreenReaders(page, 'link', 'Pricing')).toBe(true);
  });

  test('the admin decline dialog: Tab stays inside, the dashboard behind is hidden from screen readers and a click on it does nothing, focus returns', async ({ page }) => {
    await seedStores(page, { vendorApplications: [createVendorApplication({ company: 'Acme Plumbing' })] });
    await signIn(page, 'vendors');
    const waitlistTab = page.getByRole('tab', { name: /Waitlist Signups/ });
    const tabBox = await waitlistTab.boundingBox();
    if (!tabBox) throw new Error('The Waitlist tab is not on screen.');

    expect(await exposedToScreenReaders(page, 'tab', 'Waitlist Signups')).toBe(true);

    const decline = page.getByRole('article', { name: 'Acme Plumbing' }).getByRole('button', { name: /^Decline/ });
    await decline.click();
    const dialog = page.getByRole('dialog', { name: 'Decline Acme Plumbing?' });
    await expect(dialog.getByLabel('Reason for declining')).toBeFocused();
    await expectFocusStaysIn(page, dialog, 'Tab', 6);
    await expectFocusStaysIn(page, dialog, 'Shift+Tab', 6);
    expect(await exposedToScreenReaders(page, 'tab', 'Waitlist Signups')).toBe(false);

    await clickWhere(page, tabBox);
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/tab=waitlist/);
    await expect(waitlistTab).toHaveAttribute('aria-selected', 'false');
    await expect(decline).toBeFocused();

    await decline.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(decline).toBeFocused();
  });
});
