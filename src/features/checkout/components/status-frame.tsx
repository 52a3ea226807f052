import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CircleAlert, SearchX } from 'lucide-react';
import { PageMeta } from '@/components/seo/page-meta';
import { Button, buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { checkoutCopy } from '../content/checkout-success';

type Tone = 'busy' | 'neutral' | 'missing';

export type StatusFrameProps = {
  title: string;
  description: string;
  heading: string;
  lead: string;
  tone: Tone;
  /** A private page (the receipt) is kept out of search results. */
  noindex?: boolean;
  children?: ReactNode;
};

/** A checkout page's state other than its content: loading, not found, failed, not configured. */
export function StatusFrame({ title, description, heading, lead, tone, noindex, children }: StatusFrameProps) {
  return (
    <>
      <PageMeta title={title} description={description} noindex={noindex} />
      <Container className="py-14 sm:py-20">
        <div className="mx-auto max-w-xl text-center" role={tone === 'busy' ? 'status' : undefined}>
          <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            {tone === 'busy' ? (
              <Spinner className="h-7 w-7" />
            ) : tone === 'missing' ? (
              <SearchX className="h-7 w-7" aria-hidden="true" />
            ) : (
              <CircleAlert className="h-7 w-7" aria-hidden="true" />
            )}
          </span>
          <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-ink-900 text-balance sm:text-4xl">{heading}</h1>
          <p className="mt-3 text-lg text-ink-700 text-pretty">{lead}</p>
          {children && <div className="mt-8">{children}</div>}
        </div>
      </Container>
    </>
  );
}

/** The way on from a state: the dashboard, and a retry where trying again can help. */
export function StatusActions({ retry }: { retry?: () => void }) {
  return (
    <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
      {retry && (
        <Button variant="outline" onClick={retry}>
          {checkoutCopy.retry}
        </Button>
      )}
      <Link to={paths.dashboard.getHref()} className={buttonClasses('primary')}>
        {checkoutCopy.dashboard}
      </Link>
    </div>
  );
}
