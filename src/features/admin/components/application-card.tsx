import { memo, type ReactNode } from 'react';
import { Building2, CalendarDays, Check, Clock, CopyX, Eye, Mail, MailWarning, MapPin, Phone, Send, Siren, User, UserCheck, X } from 'lucide-react';
import { Badge, Button } from '@/components/ui';
import type { VendorApplication } from '@/lib/submissions';
import { adminCopy } from '../content';
import type { DocumentsView } from '../lib/documents';
import { statusDisplay } from '../lib/status';
import { declineButtonClasses } from './panel-parts';
import { ReviewsLink } from './reviews-link';
import { DocumentsSummary } from './vendor-documents';

const copy = adminCopy.vendors;
const facts = copy.facts;

type ApplicationCardProps = {
  application: VendorApplication;
  busy: boolean;
  onView: (application: VendorApplication) => void;
  onApprove: (application: VendorApplication) => void;
  onDecline: (application: VendorApplication) => void;
  /** Present only where the admin data port sends invites (a backend); offered on approved applications. */
  onResendInvite?: (application: VendorApplication) => void;
  /** The reason the last invite to this vendor was not sent, until one is. */
  inviteFailure?: string;
  sendingInvite?: boolean;
  /** An approved vendor's compliance documents (or why they are not shown); absent for other applications. */
  documents?: DocumentsView;
};

/** One fact of the card: its icon is the visual label, `label` the one screen readers hear; long values wrap. */
function Fact({ icon: Icon, label, children }: { icon: typeof Mail; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2 text-sm text-ink-700">
      <dt className="sr-only">{label}</dt>
      <Icon className="mt-0.5 h-4 w-4 shrink-0 text-ink-500" aria-hidden="true" />
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** One vendor application in the list, with its decision buttons while it is pending and its invite once approved. */
export const ApplicationCard = memo(function ApplicationCard({
  application,
  busy,
  onView,
  onApprove,
  onDecline,
  onResendInvite,
  inviteFailure,
  sendingInvite = false,
  documents,
}: ApplicationCardProps) {
  const status = statusDisplay(application.status);
  const pending = application.status === 'pending';
  const approved = application.status === 'approved';
  const duplicate = pending ? application.duplicateOf : null;
  // One vendor, one approved application: the server refuses approving a copy of an approved one.
  const approvable = duplicate?.status !== 'approved';
  const failureId = `invite-failure-${application.id}`;
  return (
    <article
      aria-labelledby={`application-${application.id}`}
      className="rounded-2xl border border-ink-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`application-${application.id}`} className="text-lg font-bold break-words text-ink-900">
            {application.company}
          </h3>
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-ink-600">
            <span>
              {copy.applicationNumber}{' '}
              <span className="font-mono font-semibold text-ink-800">{application.applicationNumber ?? adminCopy.noNumber}</span>
            </span>
            <span className="font-mono">{application.id}</span>
          </p>
        </div>
        <Badge tone={status.tone} className="capitalize">
          {status.label}
        </Badge>
      </div>

      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="h-4 w-4 text-ink-500" aria-hidden="true" />
          {copy.applied} {application.appliedDate}
        </span>
        {application.approvedDate && (
          <span>
            {copy.approved} {application.approvedDate}
          </span>
        )}
        {application.declinedDate && (
          <span>
            {copy.declined} {application.declinedDate}
          </span>
        )}
      </p>

      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 xl:grid-cols-3">
        <Fact icon={User} label={facts.contact}>
          {application.contact}
        </Fact>
        <Fact icon={Mail} label={facts.email}>
          {application.email}
        </Fact>
        <Fact icon={Phone} label={facts.phone}>
          {application.phone}
        </Fact>
        <Fact icon={MapPin} label={facts.place}>
          {application.serviceCity}, {application.serviceState}
        </Fact>
        <Fact icon={Building2} label={facts.established}>
          {copy.established} {application.yearEstablished}
        </Fact>
        <Fact icon={Clock} label={facts.hours}>
          {application.contactHours}
        </Fact>
      </dl>

      {(application.category.length > 0 || application.emergencyServices) && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Service categories">
          {application.category.map((category) => (
            <li key={category} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
              {category}
            </li>
          ))}
          {application.emergencyServices && (
            <li className="inline-flex items-center gap-1 rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold text-ink-900 ring-1 ring-accent-300 ring-inset">
              <Siren className="h-3.5 w-3.5" aria-hidden="true" />
              {copy.emergency}
            </li>
          )}
        </ul>
      )}

      {approved && documents && <DocumentsSummary view={documents} headingId={`documents-${application.id}`} />}

      {application.declineReason && (
        <div className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">{copy.declineReason}</p>
          <p className="mt-0.5 break-words">{application.declineReason}</p>
        </div>
      )}

      {duplicate && (
        <div className="mt-4 flex gap-3 rounded-xl border border-accent-300 bg-accent-50 px-4 py-3 text-sm text-ink-900">
          <CopyX className="mt-0.5 h-4 w-4 shrink-0 text-accent-700" aria-hidden="true" />
          <p className="min-w-0 break-words">{copy.duplicateTitle(duplicate.applicationNumber, duplicate.status === 'approved')}</p>
        </div>
      )}

      {approved && inviteFailure && (
        <div id={failureId} className="mt-4 flex gap-3 rounded-xl border border-accent-300 bg-accent-50 px-4 py-3 text-sm text-ink-900">
          <MailWarning className="mt-0.5 h-4 w-4 shrink-0 text-accent-700" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-semibold">{copy.inviteNotSentTitle}</p>
            <p className="mt-0.5 break-words">{inviteFailure}</p>
          </div>
        </div>
      )}

      <div className="mt-5 flex flex-wrap items-start gap-2 border-t border-ink-100 pt-4">
        <Button variant="outline" size="sm" onClick={() => onView(application)}>
          <Eye className="h-4 w-4" aria-hidden="true" />
          {copy.viewDetails}
          <span className="sr-only"> of {application.company}</span>
        </Button>
        <ReviewsLink link={application.googleReviewsLink} company={application.company} />
        {pending && (
          <>
            {approvable && (
              <Button size="sm" onClick={() => onApprove(application)} disabled={busy}>
                <Check className="h-4 w-4" aria-hidden="true" />
                {copy.approve}
                <span className="sr-only"> {application.company}</span>
              </Button>
            )}
            <button type="button" className={declineButtonClasses} onClick={() => onDecline(application)} disabled={busy}>
              <X className="h-4 w-4" aria-hidden="true" />
              {copy.decline}
              <span className="sr-only"> {application.company}</span>
            </button>
          </>
        )}
        {approved && application.accountActive && (
          <span className="inline-flex min-h-9 items-center gap-1.5 text-sm font-semibold text-green-800">
            <UserCheck className="h-4 w-4" aria-hidden="true" />
            {copy.accountActive}
          </span>
        )}
        {approved && !application.accountActive && onResendInvite && (
          <Button
            variant="outline"
            size="sm"
            loading={sendingInvite}
            onClick={() => onResendInvite(application)}
            aria-describedby={inviteFailure ? failureId : undefined}
          >
            {!sendingInvite && <Send className="h-4 w-4" aria-hidden="true" />}
            {copy.resendInvite}
          </Button>
        )}
      </div>
    </article>
  );
});
