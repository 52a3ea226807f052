import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

export type AccordionItem = { id: string; title: string; content: ReactNode };

type AccordionProps = {
  items: readonly AccordionItem[];
  /** Heading level of each item's title, so the accordion fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/**
 * At most one item open: opening one closes the other, clicking the open one closes it.
 * Arrow keys, Home and End move between the item headers.
 */
export function Accordion({ items, headingLevel = 3, className }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const buttonsRef = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = `h${headingLevel}` as const;

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowUp' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    buttonsRef.current[target]?.focus();
  }

  return (
    <div className={cn('divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white shadow-card', className)}>
      {items.map((item, index) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                ref={(element) => {
                  buttonsRef.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink-900 hover:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:px-6"
              >
                {item.title}
                <ChevronDown
                  className={cn('h-5 w-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-ink-700 sm:px-6"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
