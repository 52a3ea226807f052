import { IconTile } from '@/components/marketing/icon-tile';
import type { IconText } from '../content/home';

/** Feature cards three to a row on desktop: icon beside the text on phones, above it from the small breakpoint. */
export function FeatureGrid({ items, tone }: { items: readonly IconText[]; tone?: 'brand' | 'accent' }) {
  return (
    <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((feature) => (
        <li
          key={feature.title}
          className="flex gap-4 rounded-3xl border border-ink-200 bg-white p-6 shadow-card transition-shadow hover:shadow-lift motion-reduce:transition-none sm:block sm:p-7"
        >
          <IconTile icon={feature.icon} tone={tone} />
          <div>
            <h3 className="text-lg font-bold text-ink-900 sm:mt-5">{feature.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-600">{feature.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
