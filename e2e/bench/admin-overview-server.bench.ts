import { backendInfo } from '../backend/backend';
import { expect, test } from '../support/test';
import { benchScale, overviewScale } from './bench-seed';
import {
  budgetTable,
  checkBudgets,
  formatCount,
  median,
  percentile,
  signInAdmin,
  timeNavigation,
  withinBudget,
  writeBenchResults,
  type BudgetRow,
} from './bench-helpers';

/**
 * The admin's launch Overview at production scale on the server path ('backend-bench' project, the stack seeded by
 * e2e/bench/backend-bench-stack.ts, with the first touches, owner accounts, rentals, refunds and vendor states the
 * Overview reads; see bench-seed.ts). In one run, side by side: the Waitlist tab's first render, the Overview's first
 * render (every part of it showing the server's figures) and a change of its period from 30 to 90 days, each from a
 * fresh load; then each Overview SQL function called as the admin through the REST API. Budgets: the Overview within
 * 1.5× the Waitlist's first render, each function under 300 ms. Printed as a table, written to
 * bench/results-overview.json; `npm run bench -- --check` fails on a miss.
 */
const budgets = { overviewVsWaitlist: 1.5, functionMs: 300 } as const;
const renderRuns = 3;
const functionRuns = 7;

type Funnel = { accounts: number; waitlist: number; paid: number; refunded: number };
type DailyRow = { waitlist_signups: number };
type Figures = { waitlistOwners: { now: number } };
/** What the Overview shows for one period once everything has arrived (texts as the panel writes them). */
type OverviewExpectation = { figure: string; summary: string; funnel: string; loading: string };

const count = new Intl.NumberFormat('en-US');

/**
 * In-page test (runs in the browser): does the Overview panel show the server's figures for the period? Every card
 * loaded (no loading line left), the headline figure, the daily summary and the funnel's first step with the
 * expected numbers, and the chart drawn (a canvas) where it can be.
 */
function overviewShows(expected: OverviewExpectation): boolean {
  const panel = document.getElementById('admin-panel-overview');
  if (!panel) return false;
  const text = panel.textContent ?? '';
  return (
    !text.includes(expected.loading) &&
    text.includes(expected.figure) &&
    text.includes(expected.summary) &&
    text.includes(expected.funnel) &&
    panel.querySelector('canvas') !== null
  );
}

async function rpc<T>(token: string, fn: string, body: object): Promise<{ ms: number; data: T }> {
  const { apiUrl, publishableKey } = backendInfo();
  const started = performance.now();
  const response = await fetch(`${apiUrl}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: publishableKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json()) as T;
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${fn}(${JSON.stringify(body)}) failed: ${response.status} ${JSON.stringify(data)}`);
  return { ms, data };
}

/** The bench admin's access token, signed in with its password as the dashboard does. */
async function adminToken(email: string, password: string): Promise<string> {
  const { apiUrl, publishableKey } = backendInfo();
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`signing the bench admin in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

test('admin Overview beside the Waitlist tab, and its SQL functions, on the server path', async ({ page }) => {
  const email = process.env.BENCH_ADMIN_EMAIL;
  const password = process.env.BENCH_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('Run the server bench through e2e/bench/playwright.config.ts (npm run bench).');
  const token = await adminToken(email, password);

  // What each period shows, from the functions themselves, outside any timing.
  const figures = (await rpc<Figures>(token, 'admin_overview_figures', {})).data;
  const expectation = async (period: 30 | 90): Promise<OverviewExpectation> => {
    const days = (await rpc<DailyRow[]>(token, 'admin_overview_daily', { p_days: period })).data;
    const funnel = (await rpc<Funnel>(token, 'admin_overview_funnel', { p_days: period })).data;
    const signups = days.reduce((sum, day) => sum + day.waitlist_signups, 0);
    return {
      figure: `Owners on the waitlist${count.format(figures.waitlistOwners.now)}`,
      summary: `In the last ${period} days: ${count.format(signups)} waitlist signups`,
      funnel: `Accounts created${count.format(funnel.accounts)}`,
      loading: 'Loading the overview…',
    };
  };
  const expected = { 30: await expectation(30), 90: await expectation(90) };
  // The seed must give the Overview something to count, or its timings say nothing.
  const coverage = (await rpc<{ doors: number; vendors: number }[]>(token, 'admin_overview_coverage', {})).data;
  const sources = (await rpc<unknown[]>(token, 'admin_overview_sources', { p_days: 90 })).data;
  expect(figures.waitlistOwners.now, 'owners on the waitlist').toBeGreaterThan(0);
  expect(coverage.filter((state) => state.doors > 0 && state.vendors === 0).length, 'states with rentals and no vendor').toBeGreaterThan(0);
  expect(coverage.filter((state) => state.doors > 0 && state.vendors > 0).length, 'states with rentals and vendors').toBeGreaterThan(0);
  expect(sources.length, 'sources of the last 90 days').toBeGreaterThan(3);
  const waitlistTotal = benchScale.waitlist_signups;

  await signInAdmin(page, email, password);
  await expect(page.getByRole('tablist', { name: 'Admin sections' })).toBeVisible({ timeout: 30_000 });

  const waitlistMs: number[] = [];
  const overviewMs: number[] = [];
  const periodMs: number[] = [];
  for (let run = 0; run < renderRuns; run += 1) {
    // 1. The Waitlist tab's first render, as the admin bench times it: a fresh load until the list shows its total.
    waitlistMs.push(await timeNavigation(page, '/admin-dashboard?tab=waitlist', { total: waitlistTotal, emptyText: 'No matching signups' }));

    // 2. The Overview's first render: a fresh load (nothing cached) until every part shows the 30 days' figures.
    await page.goto('/admin-dashboard?tab=overview', { waitUntil: 'commit' });
    const rendered = await page.waitForFunction(
      ({ source, arg }) => ((new Function(`return (${source})`)() as (value: typeof arg) => boolean)(arg) ? performance.now() : 0),
      { source: overviewShows.toString(), arg: expected[30] },
      { polling: 'raf', timeout: 60_000 },
    );
    overviewMs.push((await rendered.jsonValue()) as number);

    // 3. A change of period: the 90-day choice clicked until the summary, funnel and chart show those 90 days.
    const radio = page.getByRole('radio', { name: 'Last 90 days' });
    periodMs.push(
      await radio.evaluate(
        async (input, { source, arg, timeout }) => {
          const shows = new Function(`return (${source})`)() as (value: typeof arg) => boolean;
          const started = performance.now();
          (input as HTMLInputElement).click();
          while (!shows(arg)) {
            if (performance.now() - started > timeout) throw new Error('the Overview did not show the 90 days in time');
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
          return performance.now() - started;
        },
        { source: overviewShows.toString(), arg: expected[90], timeout: 60_000 },
      ),
    );
    await expect(page).toHaveURL(/[?&]period=90/);
  }

  // 4. Each function as the admin through the REST API, one call at a time.
  const calls: { fn: string; body: object }[] = [
    { fn: 'admin_overview_figures', body: {} },
    { fn: 'admin_overview_daily', body: { p_days: 30 } },
    { fn: 'admin_overview_daily', body: { p_days: 90 } },
    { fn: 'admin_overview_funnel', body: { p_days: 30 } },
    { fn: 'admin_overview_funnel', body: { p_days: 90 } },
    { fn: 'admin_overview_sources', body: { p_days: 30 } },
    { fn: 'admin_overview_sources', body: { p_days: 90 } },
    { fn: 'admin_overview_coverage', body: {} },
  ];
  const functionMs: Record<string, number[]> = {};
  for (const { fn, body } of calls) {
    const label = 'p_days' in body ? `${fn}(${(body as { p_days: number }).p_days})` : `${fn}()`;
    const times: number[] = [];
    for (let run = 0; run < functionRuns; run += 1) times.push((await rpc(token, fn, body)).ms);
    functionMs[label] = times;
  }

  const waitlistMedian = median(waitlistMs);
  const overviewMedian = median(overviewMs);
  const runs = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  const rows: BudgetRow[] = [
    { figure: `waitlist: first render (${formatCount(waitlistTotal)} rows)`, value: waitlistMedian, unit: 'ms', note: `median of ${renderRuns}: ${runs(waitlistMs)}` },
    {
      figure: 'overview: first render (30 days)',
      value: overviewMedian,
      unit: 'ms',
      budget: budgets.overviewVsWaitlist * waitlistMedian,
      note: `median of ${renderRuns}: ${runs(overviewMs)}; ${(overviewMedian / waitlistMedian).toFixed(2)}× the waitlist's, budget ${budgets.overviewVsWaitlist}×`,
    },
    { figure: 'overview: change of period, 30 → 90 days', value: median(periodMs), unit: 'ms', note: `median of ${renderRuns}: ${runs(periodMs)}` },
    ...Object.entries(functionMs).map(([label, times]): BudgetRow => ({
      figure: `${label} p95`,
      value: percentile(times, 95),
      unit: 'ms',
      budget: budgets.functionMs,
      note: `median ${median(times).toFixed(0)} of ${times.length}: ${runs(times)}`,
    })),
  ];

  const misses = rows.filter((row) => !withinBudget(row)).map((row) => row.figure);
  const file = writeBenchResults('results-overview.json', {
    bench: 'admin Overview, server path (local stack)',
    at: new Date().toISOString(),
    scale: { ...benchScale, ...overviewScale },
    budgets,
    checked: checkBudgets,
    withinBudgets: misses.length === 0,
    misses,
    figures: rows,
    runs: { waitlistMs, overviewMs, periodMs, functionMs },
  });
  console.info(
    `[bench] admin Overview, server path: ${formatCount(benchScale.waitlist_signups)} waitlist (${formatCount(overviewScale.owner_accounts)} with an account, ${formatCount(overviewScale.properties)} rentals), ${formatCount(benchScale.newsletter_signups)} newsletter, ${formatCount(benchScale.vendor_applications)} applications\n\n${budgetTable(rows)}\n\n` +
      `${misses.length === 0 ? 'all within budget' : `over budget: ${misses.join('; ')}`}${checkBudgets ? '' : ' (printed only; `npm run bench -- --check` enforces the budgets)'}\n` +
      `written to ${file}`,
  );
  if (checkBudgets) expect(misses, 'figures over budget').toEqual([]);
});
