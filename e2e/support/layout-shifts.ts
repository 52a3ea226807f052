import type { Page } from '@playwright/test';

/** What the page's layout-shift entries added up to since it started loading. */
export type LayoutShiftRecord = { shift: number; headerShifts: number };

type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> };

/**
 * Records every layout shift of the pages `page` opens from here on (not those right after input, as CLS counts
 * them): their total, and how many moved anything inside the header, however small.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { shift: 0, headerShifts: 0 };
    Object.assign(window, { __layoutShifts: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        record.shift += entry.value;
        if (entry.sources?.some((source) => source.node instanceof Element && source.node.closest('header'))) {
          record.headerShifts += 1;
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded on the page open now. */
export function layoutShifts(page: Page): Promise<LayoutShiftRecord> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShiftRecord }).__layoutShifts);
}
