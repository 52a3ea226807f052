import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { PageMeta } from '@/components/seo/page-meta';
import { Container } from '@/components/ui/section';
import { cn } from '@/lib/cn';

type AuthShellProps = {
  title: string;
  description: string;
  heading: string;
  lead?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
};

/** The frame of every sign-in page: a soft backdrop, one card with the H1 and the form, optional notes below. */
export function AuthShell({ title, description, heading, lead, children, aside }: AuthShellProps) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <div className="relative isolate">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-brand-50 to-transparent"
        />
        <Container className="py-10 sm:py-16">
          <div className="mx-auto max-w-md">
            <div className="rounded-3xl border border-ink-200 bg-white p-6 shadow-lift sm:p-8">
              <h1 className="text-3xl font-extrabold tracking-tight text-ink-900">{heading}</h1>
              {lead && <p className="mt-2 text-ink-600">{lead}</p>}
              <div className="mt-6">{children}</div>
            </div>
            {aside && <div className="mt-6 space-y-4">{aside}</div>}
          </div>
        </Container>
      </div>
    </>
  );
}

/** A message box: the server's refusal (error), a hint from the page that sent the visitor (info), or a success. */
export function Notice({ tone, title, children }: { tone: 'error' | 'info' | 'success'; title?: string; children: ReactNode }) {
  const Icon = tone === 'error' ? CircleAlert : tone === 'success' ? CircleCheck : Info;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-2xl p-4 ring-1',
        tone === 'error' && 'bg-red-50 text-red-900 ring-red-200',
        tone === 'info' && 'bg-brand-50 text-brand-950 ring-brand-200',
        tone === 'success' && 'bg-green-50 text-green-900 ring-green-200',
      )}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      {/* A long e-mail address in the message breaks inside the box rather than running out of it on a phone. */}
      <div className="min-w-0 text-sm [overflow-wrap:anywhere]">
        {title && <p className="font-semibold">{title}</p>}
        <div className={title ? 'mt-1' : undefined}>{children}</div>
      </div>
    </div>
  );
}
