import { useState, type FormEvent, type ReactNode } from 'react';
import { Check, ExternalLink, FileText, ShieldAlert, ShieldCheck, X } from 'lucide-react';
import { Badge, Button, Modal, Spinner, TextArea } from '@/components/ui';
import { useToast } from '@/components/ui/toast';
import { formatDateTime, formatIsoDate } from '@/lib/dates';
import { formatUsd } from '@/lib/format';
import type { AdminVendorDocument, VendorApplication } from '@/lib/submissions';
import type { VendorDocumentKind } from '@/lib/vendor-documents';
import { adminCopy } from '../content';
import { useAdminPort, useDocumentDecision } from '../hooks/use-admin-data';
import { documentsByKind, documentStateDisplay, type DocumentsView } from '../lib/documents';
import { declineButtonClasses } from './panel-parts';
import { openSignedUrl } from '@/lib/open-signed-url';

const copy = adminCopy.documents;

/** Whether an approved vendor may be sent jobs, in words and an icon (never colour alone). */
export function ComplianceMarker({ compliant }: { compliant: boolean }) {
  const Icon = compliant ? ShieldCheck : ShieldAlert;
  return (
    <span
      data-testid="compliance-marker"
      title={copy.compliantHint}
      className={
        compliant
          ? 'inline-flex items-center gap-1.5 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-bold text-green-900 ring-1 ring-green-600/25 ring-inset'
          : 'inline-flex items-center gap-1.5 rounded-full bg-orange-100 px-2.5 py-0.5 text-xs font-bold text-orange-900 ring-1 ring-orange-600/25 ring-inset'
      }
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {compliant ? copy.compliant : copy.notCompliant}
    </span>
  );
}

/** A line of the documents block that is not the documents: no server, loading, unreadable, no account yet. */
function DocumentsNote({ view }: { view: Exclude<DocumentsView, { kind: 'ready' }> }) {
  if (view.kind === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
        <Spinner className="h-4 w-4 text-brand-700" />
        {copy.loading}
      </p>
    );
  }
  if (view.kind === 'error') {
    return (
      <p role="alert" className="text-sm text-red-800">
        {copy.loadError}
      </p>
    );
  }
  return <p className="text-sm text-ink-700">{view.kind === 'needsServer' ? copy.needsServer : copy.noAccount}</p>;
}

/** The state of each document on an application card, and whether the vendor is compliant. */
export function DocumentsSummary({ view, headingId }: { view: DocumentsView; headingId: string }) {
  return (
    <section aria-labelledby={headingId} data-testid="documents-summary" className="mt-4 rounded-xl border border-ink-200 bg-ink-50/60 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-bold text-ink-900">
          {copy.title}
        </h4>
        {view.kind === 'ready' && <ComplianceMarker compliant={view.compliance.compliant} />}
      </div>
      <div className="mt-2">
        {view.kind === 'ready' ? (
          <ul className="grid gap-x-4 gap-y-1.5 sm:grid-cols-3">
            {documentsByKind(view.compliance).map(({ kind, document }) => {
              const state = documentStateDisplay(document?.state ?? 'missing');
              return (
                <li key={kind} data-testid={`summary-${kind}`} className="flex min-w-0 flex-wrap items-center justify-between gap-x-2 gap-y-1 text-sm sm:justify-start">
                  <span className="font-medium text-ink-800">{copy.kinds[kind]}</span>
                  <Badge tone={state.tone}>{state.label}</Badge>
                </li>
              );
            })}
          </ul>
        ) : (
          <DocumentsNote view={view} />
        )}
      </div>
    </section>
  );
}

/** Who made the last decision on a document and when; nothing for one that waits. */
function decisionLine(document: AdminVendorDocument): string | null {
  if (document.state === 'pending' || !document.decidedAt) return null;
  const who = document.decidedBy ?? copy.unknownAdmin;
  const when = formatDateTime(document.decidedAt);
  return document.state === 'rejected' ? copy.rejectedBy(who, when) : copy.verifiedBy(who, when);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-ink-900">{children}</dd>
    </div>
  );
}

type ReviewItemProps = {
  kind: VendorDocumentKind;
  document: AdminVendorDocument | null;
  busy: boolean;
  opening: boolean;
  error: string;
  onOpen: () => void;
  onVerify: () => void;
  onReject: () => void;
};

/** One document in the detail dialog: its state, what the vendor filed, the last decision, and the admin's actions. */
function ReviewItem({ kind, document, busy, opening, error, onOpen, onVerify, onReject }: ReviewItemProps) {
  const state = documentStateDisplay(document?.state ?? 'missing');
  const name = copy.kinds[kind];
  const decided = document ? decisionLine(document) : null;
  const headingId = `review-${kind}`;
  return (
    <li aria-labelledby={headingId} data-testid={`review-${kind}`} className="rounded-xl border border-ink-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="flex items-center gap-2 font-semibold text-ink-900">
          <FileText className="h-4 w-4 shrink-0 text-ink-500" aria-hidden="true" />
          {name}
        </h4>
        <Badge tone={state.tone}>
          <span className="sr-only">{name}: </span>
          <span data-testid="review-state">{state.label}</span>
        </Badge>
      </div>
      {document && (
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Fact label={copy.file}>{document.fileName ?? copy.notGiven}</Fact>
          {kind !== 'w9' && <Fact label={copy.expires}>{document.expiresOn ? formatIsoDate(document.expiresOn) : copy.notGiven}</Fact>}
          {kind === 'insurance' && (
            <>
              <Fact label={copy.insurer}>{document.insurer ?? copy.notGiven}</Fact>
              <Fact label={copy.policyNumber}>{document.policyNumber ?? copy.notGiven}</Fact>
              <Fact label={copy.coverage}>{document.coverageAmount === null ? copy.notGiven : formatUsd(document.coverageAmount)}</Fact>
            </>
          )}
        </dl>
      )}
      {document?.state === 'rejected' && document.rejectionReason && (
        <div className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-semibold">{copy.rejectionReason}</p>
          <p data-testid="review-reason" className="mt-0.5 break-words whitespace-pre-line">
            {document.rejectionReason}
          </p>
        </div>
      )}
      {decided && (
        <p data-testid="review-decision" className="mt-2 text-xs text-ink-600">
          {decided}
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {document && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onOpen} loading={opening} busyLabel={copy.opening} aria-describedby="document-open-hint">
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            {copy.open}
            <span className="sr-only"> ({name}, opens in a new tab)</span>
          </Button>
          {document.state === 'pending' && (
            <>
              <Button size="sm" onClick={onVerify} loading={busy} busyLabel={copy.verify}>
                <Check className="h-4 w-4" aria-hidden="true" />
                {copy.verify}
                <span className="sr-only"> {name}</span>
              </Button>
              <button type="button" className={declineButtonClasses} onClick={onReject} disabled={busy}>
                <X className="h-4 w-4" aria-hidden="true" />
                {copy.reject}
                <span className="sr-only"> {name}</span>
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : copy.decisionError);

/**
 * The documents section of an approved vendor's detail dialog: each document to open (a signed URL, in a new tab),
 * verify, or reject with a reason; the vendor is e-mailed the reason by the server.
 */
export function DocumentReview({ application, view }: { application: VendorApplication; view: DocumentsView }) {
  const port = useAdminPort();
  const decide = useDocumentDecision();
  const announce = useToast();
  const [busyKind, setBusyKind] = useState<VendorDocumentKind | null>(null);
  const [openingKind, setOpeningKind] = useState<VendorDocumentKind | null>(null);
  const [errors, setErrors] = useState<Partial<Record<VendorDocumentKind, string>>>({});
  const [rejecting, setRejecting] = useState<AdminVendorDocument | null>(null);
  const setError = (kind: VendorDocumentKind, message: string) => setErrors((current) => ({ ...current, [kind]: message }));

  if (view.kind !== 'ready') return <DocumentsNote view={view} />;

  async function open(kind: VendorDocumentKind) {
    setError(kind, '');
    setOpeningKind(kind);
    try {
      await openSignedUrl(() => port.openVendorDocument!(application.id, kind));
    } catch (error) {
      setError(kind, messageOf(error));
    } finally {
      setOpeningKind(null);
    }
  }

  async function verify(document: AdminVendorDocument) {
    setError(document.kind, '');
    setBusyKind(document.kind);
    try {
      await decide({ applicationId: application.id, kind: document.kind, decision: { verdict: 'verified' }, version: document.version });
      announce(copy.verifiedToast(copy.kinds[document.kind], application.company));
    } catch (error) {
      setError(document.kind, messageOf(error));
    } finally {
      setBusyKind(null);
    }
  }

  /** Resolves with the reason the rejection was not saved, or null once it is (the dialog then closes). */
  async function reject(document: AdminVendorDocument, reason: string): Promise<string | null> {
    setError(document.kind, '');
    setBusyKind(document.kind);
    try {
      await decide({ applicationId: application.id, kind: document.kind, decision: { verdict: 'rejected', reason }, version: document.version });
      setRejecting(null);
      announce(copy.rejectedToast(copy.kinds[document.kind], application.company));
      return null;
    } catch (error) {
      return messageOf(error);
    } finally {
      setBusyKind(null);
    }
  }

  return (
    <div data-testid="document-review">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <ComplianceMarker compliant={view.compliance.compliant} />
        <p id="document-open-hint" className="text-xs text-ink-600">
          {copy.openHint}
        </p>
      </div>
      <ul className="space-y-3">
        {documentsByKind(view.compliance).map(({ kind, document }) => (
          <ReviewItem
            key={kind}
            kind={kind}
            document={document}
            busy={busyKind === kind}
            opening={openingKind === kind}
            error={errors[kind] ?? ''}
            onOpen={() => void open(kind)}
            onVerify={() => document && void verify(document)}
            onReject={() => setRejecting(document)}
          />
        ))}
      </ul>
      {rejecting && (
        <RejectDocumentDialog
          company={application.company}
          kindLabel={copy.kinds[rejecting.kind]}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) => reject(rejecting, reason)}
        />
      )}
    </div>
  );
}

/**
 * Asks for the reason of a rejection, which the vendor is e-mailed. The reason is required; the dialog stays open
 * while the decision is saved and, if it is refused, shows why with what was typed kept.
 */
export function RejectDocumentDialog({
  company,
  kindLabel,
  onCancel,
  onConfirm,
}: {
  company: string;
  kindLabel: string;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<string | null>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(copy.rejectReasonRequired);
      return;
    }
    setError('');
    setSaving(true);
    const failure = await onConfirm(trimmed);
    setSaving(false);
    if (failure) setError(failure);
  }
  const formId = 'reject-document';
  return (
    <Modal
      open
      size="sm"
      onClose={onCancel}
      title={copy.rejectTitle(kindLabel, company)}
      description={copy.rejectDescription}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {copy.cancel}
          </Button>
          <button type="submit" form={formId} disabled={saving} className={declineButtonClasses.replace('min-h-9', 'min-h-11 px-5')}>
            {saving && <Spinner className="h-4 w-4" />}
            {copy.rejectConfirm}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextArea
          label={copy.rejectReasonLabel}
          rows={4}
          maxLength={1000}
          required
          value={reason}
          error={error || undefined}
          announceError
          onChange={(event) => setReason(event.target.value)}
          data-autofocus
        />
      </form>
    </Modal>
  );
}
