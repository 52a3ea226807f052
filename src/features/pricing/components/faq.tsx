import { Accordion } from '@/components/ui/accordion';
import { islandOf } from '@/lib/islands/island';

export type FaqItem = { id: string; question: string; answer: string };

/** The questions and answers, one open at a time. */
export function Faq({ items, className }: { items: readonly FaqItem[]; className?: string }) {
  return (
    <Accordion
      className={className}
      headingLevel={3}
      items={items.map((item) => ({ id: item.id, title: item.question, content: <p className="leading-relaxed">{item.answer}</p> }))}
    />
  );
}

/** The FAQ as an island (declared in src/app/islands.ts). */
export const FaqIsland = islandOf('faq', Faq);
