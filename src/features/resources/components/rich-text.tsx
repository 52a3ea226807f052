import { Lightbulb } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { RichBlock } from '../content/rich-text';

/** Long-form copy (headings h2, paragraphs, lists, callouts) set for comfortable reading. */
export function RichText({ blocks, className }: { blocks: readonly RichBlock[]; className?: string }) {
  return (
    <div className={cn('text-lg leading-relaxed text-ink-700', className)}>
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'heading':
            return (
              <h2 key={key} className="mt-12 text-2xl font-bold tracking-tight text-ink-900 text-balance first:mt-0 sm:text-3xl">
                {block.text}
              </h2>
            );
          case 'paragraph':
            return (
              <p key={key} className="mt-5 text-pretty">
                {block.text}
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={key}
                className={cn('mt-5 space-y-2.5 pl-6', block.ordered ? 'list-decimal marker:font-bold' : 'list-disc', 'marker:text-brand-600')}
              >
                {block.items.map((item) => (
                  <li key={item} className="pl-1.5">
                    {item}
                  </li>
                ))}
              </List>
            );
          }
          case 'callout':
            return (
              <aside
                key={key}
                aria-label={block.title}
                className="mt-8 rounded-2xl border-l-4 border-accent-400 bg-accent-50 p-5 sm:p-6"
              >
                <p className="flex items-center gap-2 font-bold text-ink-900">
                  <Lightbulb className="h-5 w-5 text-accent-700" aria-hidden="true" />
                  {block.title}
                </p>
                <p className="mt-2 text-base text-ink-800">{block.text}</p>
              </aside>
            );
        }
      })}
    </div>
  );
}
