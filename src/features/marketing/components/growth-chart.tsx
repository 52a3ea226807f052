import { useId } from 'react';
import { groupDigits } from '@/lib/format';

type Point = { label: string; value: number };

type GrowthChartProps = { title: string; caption: string; unit: string; points: readonly Point[] };

/** Top of the y axis: the next multiple of 250 above the largest value. */
function axisMax(values: readonly number[]): number {
  return Math.ceil(Math.max(...values) / 250) * 250;
}

/**
 * A line-and-area chart: the shape is inline SVG stretched to the box, the labels are HTML so they stay
 * readable at any width. The drawing is hidden from assistive technology; the caption and a visually hidden
 * table carry the same numbers as text.
 */
export function GrowthChart({ title, caption, unit, points }: GrowthChartProps) {
  // useId may contain characters that are not valid inside url(#...), so keep only safe ones.
  const gradientId = `growth-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const captionId = useId();
  const max = axisMax(points.map((point) => point.value));
  // Percent coordinates inside a 100 × 100 box.
  const x = (index: number) => (index / (points.length - 1)) * 100;
  const y = (value: number) => 100 - (value / max) * 100;
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(2)},${y(point.value).toFixed(2)}`).join(' ');
  const area = `${line} L100,100 L0,100 Z`;
  const ticks = [1, 0.75, 0.5, 0.25, 0].map((fraction) => Math.round(max * fraction));
  const last = points[points.length - 1];

  return (
    <figure aria-labelledby={captionId} className="flex h-full flex-col rounded-3xl border border-ink-200 bg-white p-6 shadow-card sm:p-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h3 className="text-lg font-bold text-ink-900">{title}</h3>
        {last && (
          <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
            {groupDigits(last.value)} {unit} in {last.label}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-1 gap-3" aria-hidden="true">
        <div className="flex h-52 flex-col justify-between py-0 text-right text-xs tabular-nums text-ink-600 sm:h-60">
          {ticks.map((tick) => (
            <span key={tick} className="-my-2 leading-4">
              {groupDigits(tick)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="relative h-52 sm:h-60">
            <div className="absolute inset-0 flex flex-col justify-between">
              {ticks.map((tick) => (
                <span key={tick} className={tick === 0 ? 'border-t border-ink-300' : 'border-t border-dashed border-ink-200'} />
              ))}
            </div>
            <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="absolute inset-0 h-full w-full overflow-visible" focusable="false">
              <defs>
                <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" className="text-brand-500" stopColor="currentColor" stopOpacity="0.35" />
                  <stop offset="100%" className="text-brand-500" stopColor="currentColor" stopOpacity="0" />
                </linearGradient>
              </defs>
              <path d={area} style={{ fill: `url(#${gradientId})` }} />
              <path
                d={line}
                vectorEffect="non-scaling-stroke"
                className="fill-none stroke-brand-700"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {points.map((point, index) => (
              <span
                key={point.label}
                className={
                  index === points.length - 1
                    ? 'absolute h-3.5 w-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-brand-700 bg-white shadow'
                    : 'absolute h-2 w-2 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-brand-700 bg-white'
                }
                style={{ left: `${x(index)}%`, top: `${y(point.value)}%` }}
              />
            ))}
          </div>
          <div className="mt-2 flex justify-between text-xs text-ink-600">
            {points.map((point, index) => (
              <span key={point.label} className={index % 2 === 1 ? 'invisible inline-block w-0 text-center sm:visible' : 'inline-block w-0 text-center'}>
                <span className="inline-block -translate-x-1/2">{point.label}</span>
              </span>
            ))}
          </div>
        </div>
      </div>
      <figcaption id={captionId} className="mt-5 text-sm text-ink-600">
        {caption}
      </figcaption>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Doors managed</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{groupDigits(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
