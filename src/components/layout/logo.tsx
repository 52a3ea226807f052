import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { cn } from '@/lib/cn';

/** The DoorKeep mark and name, linking home. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <SiteLink
      href={paths.home.getHref()}
      className={cn('inline-flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700', className)}
    >
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#1c5f60'} />
        <path d="M9 15.5 16 9l7 6.5V24h-5v-5h-4v5H9z" fill={inverted ? '#1c5f60' : '#ffffff'} />
        <circle cx="21.5" cy="21.5" r="2.5" fill="#fbab24" />
      </svg>
      <span className={cn('text-xl font-extrabold tracking-tight', inverted ? 'text-white' : 'text-ink-900')}>
        {site.name}
        <span className="sr-only"> home</span>
      </span>
    </SiteLink>
  );
}
