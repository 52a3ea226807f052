import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { OverviewOfPeriod } from '@/lib/submissions';
import { adminCopy } from '../content';
import type { DailySeries } from '../lib/overview';

const height = 240;

/** A browser that cannot draw on a canvas (or a test's DOM) shows the sentence and the table instead. */
const canDraw = () => document.createElement('canvas').getContext('2d') !== null;

/**
 * Signups per day as lines (uPlot). The chart is a picture for sighted readers: the sentence above it and the table
 * below say the same, so it is hidden from screen readers.
 */
export function DailyChart({ days, series }: { days: OverviewOfPeriod['days']; series: DailySeries[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw()) return;
    let stop = () => {};
    let stopped = false;
    // The library reads the display (devicePixelRatio, matchMedia) as it loads, so it loads only where it can draw.
    void import('uplot').then(({ default: UPlot }) => {
      if (!stopped) stop = draw(UPlot, element, days, series);
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [days, series]);

  return (
    <div aria-hidden="true">
      <div ref={box} className="min-h-60 w-full overflow-hidden text-xs" />
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-700">
        {series.map((line) => (
          <li key={line.key} className="flex items-center gap-1.5">
            <svg width="24" height="8" viewBox="0 0 24 8">
              <line x1="0" y1="4" x2="24" y2="4" stroke={line.stroke} strokeWidth="2" strokeDasharray={line.dash.join(' ')} />
            </svg>
            {adminCopy.overview.daily.series[line.key]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Draws the chart into `element`, sized to it; returns what removes it. */
function draw(UPlot: typeof uPlot, element: HTMLElement, days: OverviewOfPeriod['days'], series: DailySeries[]): () => void {
    const data: uPlot.AlignedData = [
      days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
      ...series.map((line) => days.map((day) => day[line.key])),
    ];
    const plot = new UPlot(
      {
        width: element.clientWidth,
        height,
        // The days are UTC days; show them as such whatever the admin's own time zone.
        tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        // The legend is drawn beside the chart in the page's own markup, where it wraps on a phone.
        legend: { show: false },
        scales: { y: { range: (_plot, _min, max) => [0, Math.max(4, max)] } },
        series: [
          { label: adminCopy.overview.daily.day },
          ...series.map((line) => ({
            label: adminCopy.overview.daily.series[line.key],
            stroke: line.stroke,
            dash: line.dash,
            width: 2,
          })),
        ],
        axes: [{}, { size: 40, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] }],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
}
