import type { OverviewOfPeriod } from '@/lib/submissions';

/** The lines of the signups chart, in the order they are drawn and listed, with their period totals. */
export type DailySeries = {
  key: 'waitlist' | 'deposits' | 'confirmations' | 'applications';
  total: number;
  /** The line's color (the theme's), and a dash pattern so the lines differ without color too. */
  stroke: string;
  dash: number[];
};

const lines: Omit<DailySeries, 'total'>[] = [
  { key: 'waitlist', stroke: '#1c5f60', dash: [] },
  { key: 'deposits', stroke: '#b44409', dash: [6, 3] },
  { key: 'confirmations', stroke: '#1d4ed8', dash: [2, 3] },
  { key: 'applications', stroke: '#3f4650', dash: [8, 3, 2, 3] },
];

export function dailySeries(days: OverviewOfPeriod['days']): DailySeries[] {
  return lines.map((line) => ({ ...line, total: days.reduce((sum, day) => sum + day[line.key], 0) }));
}
