import type { Locator, Page } from '@playwright/test';
import type { NewsletterSignup, SupportMessage, VendorApplication, WaitlistSignup } from '../../src/lib/submissions/schemas';
import { adminCredential } from '../support/admin';
import { expect } from '../support/test';

export type Stores = {
  vendorApplications?: VendorApplication[];
  waitlist?: WaitlistSignup[];
  newsletter?: NewsletterSignup[];
  supportMessages?: SupportMessage[];
};

/** Seeds the browser stores once per test (later reloads keep what the test changed). */
export async function seedStores(page: Page, stores: Stores) {
  await page.addInitScript((data) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    if (data.vendorApplications) localStorage.setItem('vendor-applications', JSON.stringify(data.vendorApplications));
    if (data.waitlist) localStorage.setItem('waitlist-signups', JSON.stringify(data.waitlist));
    if (data.newsletter) localStorage.setItem('newsletter-signups', JSON.stringify(data.newsletter));
    if (data.supportMessages) localStorage.setItem('support-messages', JSON.stringify(data.supportMessages));
  }, stores);
}

/** Opens the gate and signs in with this run's throwaway credential, on `tab` when given (else the Overview). */
export async function signIn(page: Page, tab?: 'overview' | 'vendors' | 'waitlist' | 'newsletter' | 'support') {
  const { email, password } = adminCredential();
  await page.goto(tab ? `/admin-dashboard?tab=${tab}` : '/admin-dashboard');
  await page.getByLabel('Admin email').fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible();
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
}

/** The stored records of one localStorage key. */
export function storedRecords<T>(page: Page, key: string): Promise<T[]> {
  return page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? '[]'), key);
}

/** The page never scrolls sideways. */
export async function expectNoPageOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, 'page scroll width').toBeLessThanOrEqual(clientWidth);
}

/** `inner`'s box lies within `outer`'s (or within the viewport when `outer` is null). */
export async function expectInside(page: Page, inner: Locator, outer: Locator | null) {
  const box = await inner.boundingBox();
  const frame = outer ? await outer.boundingBox() : { x: 0, y: 0, ...page.viewportSize()! };
  expect(box, 'inner box').not.toBeNull();
  expect(frame, 'outer box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(frame!.x - 0.5);
  expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width + 0.5);
}
