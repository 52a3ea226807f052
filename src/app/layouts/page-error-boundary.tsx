import { Component, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { Home, RotateCw } from 'lucide-react';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { buttonClasses } from '@/components/ui/button';
import { isChunkLoadError, isChunkReloadPending, reloadForFailedChunk } from '../chunk-reload';
import { PageLoading } from './page-loading';

const copy = {
  documentTitle: `Something went wrong | ${site.name}`,
  eyebrow: 'Something went wrong',
  title: 'This page could not be shown',
  lead: 'Sorry, this page ran into a problem on our side. Trying again usually fixes it, and the home page is always there.',
  chunkLead:
    'Part of this page did not arrive, perhaps because we just updated the site or the connection dropped. Trying again usually fixes it.',
  offlineLead: 'You appear to be offline, so part of this page could not load. It will load by itself when you are back online.',
  retry: 'Try again',
  home: 'Go to the home page',
};

type PageErrorProps = {
  /** The failure was a chunk that did not load, which only a reload can fetch again. */
  chunk: boolean;
  onRetry: () => void;
  /** Outside the site layout: brings its own `<main>` and fills the screen. */
  standalone: boolean;
};

/** The friendly page shown instead of a page that failed; the details went to the console. */
function PageError({ chunk, onRetry, standalone }: PageErrorProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A chunk that did not arrive while offline: try again by itself as soon as the connection returns.
  useEffect(() => {
    if (!chunk) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [chunk, onRetry]);

  useEffect(() => {
    // The page the visitor was reading is gone: say so by moving focus to the heading (screen readers read it).
    headingRef.current?.focus({ preventScroll: true });
    const previous = document.title;
    document.title = copy.documentTitle;
    return () => {
      document.title = previous;
    };
  }, []);

  const content = (
    <div className="mx-auto flex w-full max-w-content flex-col items-center px-5 py-20 text-center sm:px-8 sm:py-28">
      <svg viewBox="0 0 240 160" className="h-40 w-60" aria-hidden="true">
        <rect x="20" y="130" width="200" height="8" rx="4" fill="#dde1e5" />
        <path d="M70 130V70l50-40 50 40v60z" fill="#d5f1ef" stroke="#1c5f60" strokeWidth="4" strokeLinejoin="round" />
        <rect x="105" y="90" width="30" height="40" rx="3" fill="#ffffff" stroke="#1c5f60" strokeWidth="4" />
        <circle cx="128" cy="112" r="3" fill="#fbab24" />
        <circle cx="184" cy="50" r="20" fill="#fbab24" />
        <path d="M184 38v14" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" />
        <circle cx="184" cy="61" r="3" fill="#ffffff" />
      </svg>
      <p className="mt-6 text-sm font-bold uppercase tracking-wider text-brand-700">{copy.eyebrow}</p>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-ink-900 focus:outline-none sm:text-5xl"
      >
        {copy.title}
      </h1>
      <p className="mt-4 max-w-lg text-lg text-ink-600">
        {!chunk ? copy.lead : navigator.onLine === false ? copy.offlineLead : copy.chunkLead}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onRetry} className={buttonClasses('primary')}>
          <RotateCw className="h-5 w-5" aria-hidden="true" />
          {copy.retry}
        </button>
        {/* A full page load, not a client-side link: it also recovers from a stale or broken bundle. */}
        <a href={paths.home.getHref()} className={buttonClasses('outline')}>
          <Home className="h-5 w-5" aria-hidden="true" />
          {copy.home}
        </a>
      </div>
    </div>
  );

  if (!standalone) return content;
  return (
    <main id="main" className="flex min-h-screen items-center bg-gradient-to-b from-brand-50 via-brand-50/60 to-white">
      {content}
    </main>
  );
}

type BoundaryProps = {
  /** The current path: navigating to another one clears the error and renders the new page. */
  resetKey: string;
  /** See PageError. */
  standalone?: boolean;
  children: ReactNode;
};

type BoundaryState = {
  failure: { error: unknown } | null;
  /** The resetKey the failure happened under (filled in on the render that shows it). */
  failedAt: string | null;
  /** A failed chunk: the page may be about to reload, so a spinner shows instead of the error page. */
  recovering: boolean;
};

/**
 * Catches what a page throws while rendering (including a lazy route chunk that failed to load) and shows a friendly
 * page with Try again and a way home, so the site never goes blank. A failed chunk first reloads the page once
 * (see ../chunk-reload).
 */
export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failure: null, failedAt: null, recovering: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error }, failedAt: null, recovering: isChunkReloadPending() || isChunkLoadError(error) };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.failure) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    if (state.failedAt !== props.resetKey) return { failure: null, failedAt: null, recovering: false };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // A reload is under way (the chunk listener started it, or it starts here): nothing to tell the visitor.
    if (isChunkReloadPending() || (isChunkLoadError(error) && reloadForFailedChunk())) return;
    this.setState({ recovering: false });
    console.error('The page failed to render; showing the error page instead.', error, info.componentStack);
  }

  private retry = () => {
    // React.lazy keeps a failed import's rejection, so only a reload fetches a missing chunk again.
    if (isChunkLoadError(this.state.failure?.error)) window.location.reload();
    else this.setState({ failure: null, failedAt: null, recovering: false });
  };

  render() {
    const { failure, recovering } = this.state;
    if (!failure) return this.props.children;
    if (recovering) return <PageLoading />;
    return (
      <PageError chunk={isChunkLoadError(failure.error)} onRetry={this.retry} standalone={this.props.standalone ?? false} />
    );
  }
}
