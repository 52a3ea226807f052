import type { Page } from '@playwright/test';
import { createNewsletterSignup, createVendorApplication, createWaitlistSignup } from '../../tests/factories/submissions';
import { adminCredential } from '../support/admin';
import { expect, test } from '../support/test';

/**
 * Admin dashboard at scale (10,000 newsletter rows, 5,000 waitlist rows, 2,000 applications) in Chromium:
 * how long a search keystroke takes until the list shows its result, and the longest main-thread task while the
 * dashboard sits idle (the 5-second refresh). Figures are printed; the keystroke budget is 100 ms (median).
 */
const keystrokeBudgetMs = 100;

const vendors = Array.from({ length: 2000 }, (_, index) =>
  createVendorApplication({ company: `Company ${index}`, status: index % 3 === 0 ? 'pending' : 'approved' }),
);
const waitlist = Array.from({ length: 5000 }, (_, index) => createWaitlistSignup({ firstName: `Owner${index}`, queuePosition: 501 + index }));
const newsletter = Array.from({ length: 10_000 }, () => createNewsletterSignup());

const includes = (query: string, ...values: string[]) => values.some((value) => value.toLowerCase().includes(query.toLowerCase()));

const cases = [
  {
    tab: 'vendors',
    label: 'Search applications',
    queries: ['c', 'co', 'com', 'company 1', 'company 19', 'company 199', 'company 1', 'company', 'x', ''],
    count: (query: string) => vendors.filter((record) => includes(query, record.company, record.contact, record.email)).length,
  },
  {
    tab: 'waitlist',
    label: 'Search waitlist',
    queries: ['o', 'ow', 'owner4', 'owner49', 'owner499', 'owner4999', 'owner', 'z', 'da', ''],
    count: (query: string) => waitlist.filter((record) => includes(query, record.firstName, record.lastName, record.email)).length,
  },
  {
    tab: 'newsletter',
    label: 'Search subscribers',
    queries: ['r', 're', 'reader0000', 'reader00001', 'reader000012', 'reader', 'q', 'example', '9', ''],
    count: (query: string) => newsletter.filter((record) => includes(query, record.email)).length,
  },
] as const;

/** Types `query` into the labelled search box and resolves with the ms until the list shows `expected` results. */
function timeKeystroke(page: Page, label: string, query: string, expected: number): Promise<number> {
  return page.evaluate(
    async ({ label, query, expected }) => {
      const input = Array.from(document.querySelectorAll('label'))
        .find((element) => element.textContent === label)
        ?.control as HTMLInputElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      const shown = () => {
        const text = document.querySelector('main')?.textContent ?? '';
        if (expected === 0) return /No matching/.test(text);
        return text.includes(` of ${new Intl.NumberFormat('en-US').format(expected)}`);
      };
      const started = performance.now();
      setValue?.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // Until the result is on screen, then one more task so a deferred render of the same count is included.
      do {
        while (!shown()) await new Promise((resolve) => requestAnimationFrame(resolve));
        await new Promise((resolve) => setTimeout(resolve, 0));
      } while (!shown());
      return performance.now() - started;
    },
    { label, query, expected },
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test('admin dashboard stays responsive with 17,000 records', async ({ page }) => {
  await page.addInitScript(
    (data) => {
      if (sessionStorage.getItem('bench-seeded')) return;
      sessionStorage.setItem('bench-seeded', '1');
      localStorage.setItem('vendor-applications', data.vendors);
      localStorage.setItem('waitlist-signups', data.waitlist);
      localStorage.setItem('newsletter-signups', data.newsletter);
    },
    { vendors: JSON.stringify(vendors), waitlist: JSON.stringify(waitlist), newsletter: JSON.stringify(newsletter) },
  );
  const { email, password } = adminCredential();
  await page.goto('/admin-dashboard');
  await page.getByLabel('Admin email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('tab', { name: 'Newsletter Signups (10000 total)' })).toBeVisible({ timeout: 30_000 });

  const report: string[] = [];
  const medians: number[] = [];
  for (const benchCase of cases) {
    await page.getByRole('tab', { name: new RegExp(benchCase.tab === 'vendors' ? 'Vendor Applications' : benchCase.tab === 'waitlist' ? 'Waitlist Signups' : 'Newsletter Signups') }).click();
    await expect(page.getByLabel(benchCase.label)).toBeVisible();
    const timings: number[] = [];
    for (const query of benchCase.queries) timings.push(await timeKeystroke(page, benchCase.label, query, benchCase.count(query)));
    medians.push(median(timings));
    report.push(`${benchCase.tab}: keystroke median ${median(timings).toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms`);
  }

  // The longest main-thread task over two refresh periods while idle: what one 5-second re-read costs.
  const longestTask = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let longest = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
        });
        observer.observe({ type: 'longtask' });
        setTimeout(() => {
          observer.disconnect();
          resolve(longest);
        }, 11_000);
      }),
  );
  report.push(`idle refresh: longest task ${longestTask.toFixed(0)} ms over 11 s (0 = none over 50 ms)`);
  console.info(`[bench] admin dashboard\n  ${report.join('\n  ')}`);
  for (const value of medians) expect(value).toBeLessThan(keystrokeBudgetMs);
});
