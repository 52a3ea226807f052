import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from '@playwright/test';

/** Shared by the admin benches (admin.bench.ts: browser-only data; admin-server.bench.ts: the server path). */

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run bench -- --check` (e2e/bench/run.mjs sets BENCH_CHECK=1): a budget miss fails the run; otherwise printed only. */
export const checkBudgets = process.env.BENCH_CHECK === '1';

const numberFormat = new Intl.NumberFormat('en-US');
/** A count the way the dashboard shows it (en-US: 100,000). */
export const formatCount = (value: number) => numberFormat.format(value);

/** What the list shows once it has the result: its pagination reads `… of <total>`, or the empty state for none. */
export type ListExpectation = { total: number; emptyText: string };

/**
 * In-page test (runs in the browser): does the list show `total` results? The pagination text reads like
 * `Showing 1–50 of 100,000` (en dash, en-US digits); "Page 1 of 2,000" does not count (no en dash before it).
 * No results: the empty state's text, or a pagination that says `of 0`.
 */
function listShows({ total, formatted, emptyText }: { total: number; formatted: string; emptyText: string }): boolean {
  const text = (document.querySelector('main') ?? document.body).textContent ?? '';
  const escaped = formatted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pagination = new RegExp(`\\d[\\d,]*\\s*\u2013\\s*[\\d,]+\\s+of\\s+${escaped}(?![\\d,])`);
  if (total === 0) return text.includes(emptyText) || pagination.test(text);
  return pagination.test(text);
}

/**
 * Sets the search box's value the way a keystroke does (the native setter, then an `input` event, which React
 * listens to) and resolves with the ms until the list shows `expected`: checked on every animation frame, then once
 * more a task later, so a deferred render of the same result is included.
 */
export async function timeKeystroke(
  page: Page,
  label: string,
  query: string,
  expected: ListExpectation,
  timeout = 30_000,
): Promise<number> {
  const formatted = formatCount(expected.total);
  return page.getByLabel(label, { exact: true }).evaluate(
    async (element, { query, timeout, check }) => {
      // The function's source travels as text; rebuild it here.
      const shows = new Function(`return (${check.source})`)() as (arg: typeof check.arg) => boolean;
      const input = element as HTMLInputElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      const started = performance.now();
      setValue?.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      do {
        while (!shows(check.arg)) {
          if (performance.now() - started > timeout) {
            const shown = /[\d,]+\s*\u2013\s*[\d,]+\s+of\s+[\d,]+/.exec(document.querySelector('main')?.textContent ?? '')?.[0];
            throw new Error(`search '${query}': the list did not show ${check.arg.formatted} results within ${timeout} ms (it shows '${shown ?? 'no pagination'}')`);
          }
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
      } while (!shows(check.arg));
      return performance.now() - started;
    },
    { query, timeout, check: { source: listShows.toString(), arg: { total: expected.total, formatted, emptyText: expected.emptyText } } },
  );
}

/**
 * Opens `url` and resolves with the ms from the start of that navigation (the new document's time origin) until
 * the list shows `expected`.
 */
export async function timeNavigation(page: Page, url: string, expected: ListExpectation, timeout = 30_000): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const arg = { total: expected.total, formatted: formatCount(expected.total), emptyText: expected.emptyText };
  const handle = await page.waitForFunction(
    ({ source, arg }) => {
      const shows = new Function(`return (${source})`)() as (value: typeof arg) => boolean;
      return shows(arg) ? performance.now() : 0;
    },
    { source: listShows.toString(), arg },
    { polling: 'raf', timeout },
  );
  return (await handle.jsonValue()) as number;
}

/** Resolves once the list shows `expected` (no timing). */
export async function waitForList(page: Page, expected: ListExpectation, timeout = 30_000): Promise<void> {
  const arg = { total: expected.total, formatted: formatCount(expected.total), emptyText: expected.emptyText };
  await page.waitForFunction(
    ({ source, arg }) => (new Function(`return (${source})`)() as (value: typeof arg) => boolean)(arg),
    { source: listShows.toString(), arg },
    { polling: 'raf', timeout },
  );
}

/** Nearest-rank percentile (p in 0..100) of the values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** The middle value (the upper one of an even count). */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export type PolledRequest = { method: string; path: string; bytes: number; requestBody: number; responseHeaders: number; responseBody: number };
export type PollCycle = { bytes: number; requests: PolledRequest[]; startedAfterMs: number };

/**
 * The bytes of one poll cycle: from `from` (a fixed moment, the page idle) waits for the first request to
 * `apiOrigin`, then takes every request to that origin that starts within one period of it (less a small margin
 * for timer jitter, so the next cycle's first request is never counted) and, once each has finished, sums its
 * request body, response headers and response body (`request.sizes()`).
 */
export async function measurePollCycle(page: Page, apiOrigin: string, periodMs = 5_000): Promise<PollCycle> {
  const seen: { at: number; request: Request; finished: Promise<void> }[] = [];
  const settle = new Map<Request, () => void>();
  const onRequest = (request: Request) => {
    if (new URL(request.url()).origin !== apiOrigin) return;
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    settle.set(request, done);
    seen.push({ at: Date.now(), request, finished });
  };
  const onDone = (request: Request) => settle.get(request)?.();
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    const from = Date.now();
    const deadline = from + 3 * periodMs;
    while (seen.length === 0) {
      if (Date.now() > deadline) throw new Error(`no request to ${apiOrigin} within ${3 * periodMs} ms of an idle page: no poll?`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const start = seen[0]!.at;
    const windowEnd = start + periodMs - 250;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, windowEnd - Date.now())));
    const cycle = seen.filter((entry) => entry.at < windowEnd);
    await Promise.all(cycle.map((entry) => entry.finished));
    const requests: PolledRequest[] = [];
    for (const { request } of cycle) {
      const sizes = await request.sizes();
      const url = new URL(request.url());
      requests.push({
        method: request.method(),
        path: `${url.pathname}${url.search}`.slice(0, 160),
        requestBody: sizes.requestBodySize,
        responseHeaders: sizes.responseHeadersSize,
        responseBody: sizes.responseBodySize,
        bytes: sizes.requestBodySize + sizes.responseHeadersSize + sizes.responseBodySize,
      });
    }
    return { bytes: requests.reduce((sum, request) => sum + request.bytes, 0), requests, startedAfterMs: start - from };
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

/** Signs in at /admin-dashboard's gate. */
export async function signInAdmin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin-dashboard');
  await page.getByLabel('Admin email').fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export type BudgetRow = { figure: string; value: number; unit: string; budget?: number; note?: string };

/** Whether a figure is within its budget (at most); figures without one always are. */
export const withinBudget = (row: BudgetRow) => row.budget === undefined || row.value <= row.budget;

/** A markdown table of the figures with each budget beside it. */
export function budgetTable(rows: readonly BudgetRow[]): string {
  const digits = (row: BudgetRow, value: number) => (row.unit === 'KB' ? value.toFixed(1) : value.toFixed(0));
  const lines = ['| figure | value | budget | within |', '| --- | ---: | ---: | :---: |'];
  for (const row of rows) {
    const value = `${digits(row, row.value)} ${row.unit}${row.note ? ` (${row.note})` : ''}`;
    const budget = row.budget === undefined ? '—' : `≤ ${digits(row, row.budget)} ${row.unit}`;
    lines.push(`| ${row.figure} | ${value} | ${budget} | ${row.budget === undefined ? '' : withinBudget(row) ? 'yes' : '**no**'} |`);
  }
  return lines.join('\n');
}

/** Writes `bench/<name>` under the project root (the folder is gitignored). */
export function writeBenchResults(name: string, data: unknown): string {
  const file = path.join(projectRoot, 'bench', name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
