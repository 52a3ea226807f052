import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CircleAlert, CircleCheck, MailX } from 'lucide-react';
import { PageMeta } from '@/components/seo/page-meta';
import { Button, buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useLinkCheck } from '@/lib/hooks/use-link-check';
import { useNewsletterLinkPort } from '../ports';
import { newsletterLinkCopy } from '../content/newsletter';

type Action = 'confirm' | 'unsubscribe';
type Phase = 'working' | 'done' | 'already' | 'invalid' | 'missing' | 'unreachable' | 'not-configured';
type Outcome = Extract<Phase, 'done' | 'already' | 'invalid' | 'unreachable'>;

/**
 * What a reader's e-mailed link opens: /newsletter/confirm (single-use confirmation) or /newsletter/unsubscribe
 * (one click, no login). The token is sent once, on opening, then taken out of the address bar so it does not stay
 * in history or reach another page as a referrer. Browser-only mode sends no e-mail, so the page says there is
 * nothing to do.
 */
export function NewsletterLinkPage({ action }: { action: Action }) {
  const newsletterLinks = useNewsletterLinkPort('newsletterLinks');
  const copy = newsletterLinkCopy[action];
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token'));
  const link = useLinkCheck<Outcome>({
    key: [`newsletter-${action}`, token],
    enabled: newsletterLinks.configured && Boolean(token),
    check: () => {
      const path = action === 'confirm' ? paths.newsletterConfirm.getHref() : paths.newsletterUnsubscribe.getHref();
      navigate(path, { replace: true });
      return newsletterLinks[action](token ?? '').then(
        (result) => (result === 'invalid' ? 'invalid' : result === 'already_confirmed' ? 'already' : 'done'),
        () => 'unreachable' as const,
      );
    },
  });
  const phase: Phase = !newsletterLinks.configured ? 'not-configured' : !token ? 'missing' : (link.outcome ?? 'working');
  const retry = link.retry;

  const view = {
    working: { heading: copy.working, lead: '', icon: 'busy' },
    done: { heading: copy.doneHeading, lead: copy.doneLead, icon: 'done' },
    already: {
      heading: 'alreadyHeading' in copy ? copy.alreadyHeading : copy.doneHeading,
      lead: 'alreadyLead' in copy ? copy.alreadyLead : copy.doneLead,
      icon: 'done',
    },
    invalid: { heading: copy.invalidHeading, lead: copy.invalidLead, icon: 'alert' },
    missing: { heading: copy.missingHeading, lead: copy.missingLead, icon: 'mail' },
    unreachable: { heading: copy.working.replace(/…$/, ''), lead: newsletterLinkCopy.unreachable, icon: 'alert' },
    'not-configured': { heading: copy.notConfiguredHeading, lead: copy.notConfiguredLead, icon: 'mail' },
  }[phase];

  return (
    <>
      <PageMeta title={copy.title} description={copy.description} noindex />
      <Container className="py-14 sm:py-20">
        <div className="mx-auto max-w-xl text-center" role={phase === 'working' ? 'status' : undefined} aria-live="polite">
          <span
className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            {view.icon === 'busy' ? (
              <Spinner className="h-7 w-7" />
            ) : view.icon === 'done' ? (
              <CircleCheck className="h-7 w-7" aria-hidden="true" />
            ) : view.icon === 'mail' ? (
              <MailX className="h-7 w-7" aria-hidden="true" />
            ) : (
              <CircleAlert className="h-7 w-7" aria-hidden="true" />
            )}
          </span>
          <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-ink-900 text-balance sm:text-4xl">{view.heading}</h1>
          {view.lead && <p className="mt-3 text-lg text-ink-700 text-pretty">{view.lead}</p>}
          {phase !== 'working' && (
            <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
              {phase === 'unreachable' && (
                <Button variant="outline" onClick={retry}>
                  {newsletterLinkCopy.retry}
                </Button>
              )}
              {phase === 'invalid' && action === 'unsubscribe' && (
                <Link to={paths.contact.getHref()} className={buttonClasses('outline')}>
                  {newsletterLinkCopy.contact}
                </Link>
              )}
              {(phase === 'invalid' && action === 'confirm') || (phase === 'done' && action === 'unsubscribe') ? (
                <Link to={`${paths.resources.getHref()}#newsletter`} className={buttonClasses('outline')}>
                  {newsletterLinkCopy.signUpAgain}
                </Link>
              ) : null}
              <Link to={paths.home.getHref()} className={buttonClasses('primary')}>
                {newsletterLinkCopy.home}
              </Link>
            </div>
          )}
        </div>
      </Container>
    </>
  );
}
