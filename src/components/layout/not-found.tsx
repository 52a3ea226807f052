import { Home, LifeBuoy } from 'lucide-react';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { PageMeta } from '@/components/seo/page-meta';

/** The 404 page, shown for unknown routes and for unknown article or case-study slugs. */
export function NotFound() {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <PageMeta title="Page Not Found" description="We couldn't find that page on DoorKeep." status={404} />
      <svg viewBox="0 0 240 160" className="h-40 w-60" aria-hidden="true">
        <rect x="20" y="130" width="200" height="8" rx="4" fill="#dde1e5" />
        <path d="M70 130V70l50-40 50 40v60z" fill="#d5f1ef" stroke="#1c5f60" strokeWidth="4" strokeLinejoin="round" />
        <rect x="105" y="90" width="30" height="40" rx="3" fill="#ffffff" stroke="#1c5f60" strokeWidth="4" />
        <circle cx="128" cy="112" r="3" fill="#fbab24" />
        <text x="184" y="58" fontSize="34" fontWeight="800" fill="#fbab24">?</text>
      </svg>
      <p className="mt-6 text-sm font-bold uppercase tracking-wider text-brand-700">Error 404</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 max-w-lg text-lg text-ink-600">
        Sorry, we couldn't find the page you're looking for. It might have been moved or deleted.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button href={paths.home.getHref()}>
          <Home className="h-5 w-5" aria-hidden="true" />
          Back to home
        </Button>
        <Button href={paths.help.getHref()} variant="outline">
          <LifeBuoy className="h-5 w-5" aria-hidden="true" />
          Visit the Help Center
        </Button>
      </div>
    </Container>
  );
}
