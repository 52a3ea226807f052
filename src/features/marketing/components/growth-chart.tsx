import { useId } from 'react';

type Point = { label: string; value: number };

type GrowthChartProps = { title: string; caption: string; unit: string; points: readonly Point[] };

const WIDTH = 640;
const HEIGHT = 280;
const PAD = { top: 24, right: 16, bottom: 36, left: 48 };

/** "Nice" top of the y axis: the next round hundred above the largest value. */
function axisMax(values: readonly number[]): number {
  return Math.ceil(Math.max(...values) / 250) * 250;
}

/**
 * A line-and-area chart in inline SVG. The drawing is decorative for assistive technology; the caption and a
 * visually hidden table carry the same numbers as text.
 */
export function GrowthChart({ title, caption, unit, points }: GrowthChartProps) {
  // useId may contain characters that are not valid inside url(#...), so keep only safe ones.
  const gradientId = `growth-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const captionId = useId();
  const max = axisMax(points.map((point) => point.value));
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (index / (points.length - 1)) * innerWidth;
  const y = (value: number) => PAD.top + innerHeight - (value / max) * innerHeight;
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ');
  const area = `${line} L${x(points.length - 1).toFixed(1)},${PAD.top + innerHeight} L${PAD.left},${PAD.top + innerHeight} Z`;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((fraction) => Math.round(max * fraction));
  const last = points[points.length - 1];

  return (
    <figure aria-labelledby={captionId} className="flex h-full flex-col rounded-3xl border border-ink-200 bg-white p-6 shadow-card sm:p-8">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h3 className="text-lg font-bold text-ink-900">{title}</h3>
        {last && (
          <p className="text-sm font-semibold text-brand-700">
            {last.value.toLocaleString('en-US')} {unit} in {last.label}
          </p>
        )}
      </div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-4 h-auto w-full" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--color-brand-500)" stopOpacity="0.35" />
            <stop offset="100%" stopColor="var(--color-brand-500)" stopOpacity="0" />
          </linearGradient>
        </defs>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="var(--color-ink-200)" strokeDasharray={tick === 0 ? undefined : '4 6'} />
            <text x={PAD.left - 10} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="var(--color-ink-600)">
              {tick.toLocaleString('en-US')}
            </text>
          </g>
        ))}
        <path d={area} fill={`url(#${gradientId})`} />
        <path d={line} fill="none" stroke="var(--color-brand-700)" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        {points.map((point, index) => (
          <g key={point.label}>
            <circle cx={x(index)} cy={y(point.value)} r={index === points.length - 1 ? 6 : 3.5} fill="white" stroke="var(--color-brand-700)" strokeWidth="2.5" />
            <text x={x(index)} y={HEIGHT - 12} textAnchor="middle" fontSize="12" fill="var(--color-ink-600)">
              {point.label}
            </text>
          </g>
        ))}
      </svg>
      <figcaption id={captionId} className="mt-3 text-sm text-ink-600">
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
              <td>{point.value.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
