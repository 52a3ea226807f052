import { createNewsletterSignup, createVendorApplication, createWaitlistSignup } from '../../tests/factories/submissions';
import { adminCredential } from '../support/admin';
import { expect, test } from '../support/test';
import { median, signInAdmin, timeKeystroke } from './bench-helpers';

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
  await signInAdmin(page, email, password);
  await expect(page.getByRole('tab', { name: 'Newsletter Signups (10000 total)' })).toBeVisible({ timeout: 30_000 });

  const report: string[] = [];
  const medians: number[] = [];
  for (const benchCase of cases) {
    await page.getByRole('tab', { name: new RegExp(benchCase.tab === 'vendors' ? 'Vendor Applications' : benchCase.tab === 'waitlist' ? 'Waitlist Signups' : 'Newsletter Signups') }).click();
    await expect(page.getByLabel(benchCase.label)).toBeVisible();
    const timings: number[] = [];
    for (const query of benchCase.queries) timings.push(await timeKeystroke(page, benchCase.label, query, { total: benchCase.count(query), emptyText: 'No matching' }));
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
