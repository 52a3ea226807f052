import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { demandBars, demandColour, demandLevels, type DemandLevel } from '../demand';

const barColours = {
  red: 'bg-red-700',
  orange: 'bg-orange-700',
  yellow: 'bg-yellow-700',
  green: 'bg-green-700',
} as const;

/** A demand label: the written level, its colour and a four-bar meter that repeats it. */
export function DemandBadge({ level, className }: { level: DemandLevel; className?: string }) {
  const colour = demandColour(level);
  const filled = demandBars(level);
  return (
    <Badge tone={colour} className={cn('gap-1.5 py-1', className)}>
      <span className="flex items-end gap-px" aria-hidden="true">
        {demandLevels.map((_, index) => (
          <span
            key={index}
            className={cn('w-[3px] rounded-sm', index < filled ? barColours[colour] : 'bg-current opacity-20')}
            style={{ height: `${5 + index * 2}px` }}
          />
        ))}
      </span>
      <span data-demand={level}>
        <span className="sr-only">Demand: </span>
        {level}
      </span>
    </Badge>
  );
}
