import { useQuery } from '@tanstack/react-query';
import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { AlertTriangle, ArrowRight, CheckCircle2, ExternalLink, FileText, RefreshCw, ServerOff, Upload } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { formatIsoDate, formatLongDate, todayIsoDate } from '@/lib/dates';
import { groupDigits } from '@/lib/format';
import { vendorDocumentsBucket } from '@/lib/file-buckets';
import {
  VendorDocumentError,
  vendorDocumentMessages,
  type VendorDocument,
  type VendorDocumentKind,
  type VendorDocumentsPort,
} from '@/lib/vendor-documents';
import { Badge, Button, Card, Spinner, TextField, type BadgeTone } from '@/components/ui';
import { useFileVendorDocument, vendorDocumentsQuery } from '../api';
import {
  documentKinds,
  documentStatusLabels,
  documentStatusNotes,
  documentsCopy,
  inForceNote,
  renewalStatusLabels,
  renewalStatusNotes,
} from '../content/documents';
import {
  canRenew,
  canReplace,
  checkDocumentFile,
  documentDetailsSchema,
  documentFieldLimits,
  documentFieldMessages,
  documentFiling,
  documentFormValues,
  documentSlot,
  documentStatus,
  renewalStatus,
  slotNeedsAction,
  type DocumentField,
  type DocumentFormValues,
  type DocumentSlot,
  type DocumentStatus,
  type RenewalStatus,
} from '../documents';
import { useVendorPortalPort } from '../ports';
import { openSignedUrl } from '@/lib/open-signed-url';

const statusTones: Readonly<Record<DocumentStatus, BadgeTone>> = {
  missing: 'grey',
  submitted: 'blue',
  verified: 'green',
  rejected: 'red',
  'expiring-soon': 'orange',
  expired: 'red',
};

const renewalTones: Readonly<Record<RenewalStatus, BadgeTone>> = { 'renewal-submitted': 'blue', 'renewal-rejected': 'red' };

const messageOf = (error: unknown) => (error instanceof VendorDocumentError ? error.message : vendorDocumentMessages.unexpected);

/** The signed-in vendor's documents, read once per visit under their account. */
function useVendorDocuments() {
  const port = useVendorPortalPort('vendorDocuments');
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return { port, userId, query: useQuery(vendorDocumentsQuery(port, userId)) };
}

/** The portal's Documents tab: the three documents with their status, each filed or replaced in place. */
export function DocumentsPanel() {
  const { port, userId, query } = useVendorDocuments();
  const today = todayIsoDate();
  return (
    <div className="space-y-6">
      <div>
        <h2 id="documents-title" className="text-2xl font-bold tracking-tight text-ink-900">
          {documentsCopy.title}
        </h2>
        <p className="mt-1 max-w-3xl text-ink-600">{documentsCopy.lead}</p>
      </div>
      {!port.configured ? (
        <Card className="flex gap-4 p-5 sm:p-6" role="note">
          <ServerOff className="mt-0.5 h-6 w-6 shrink-0 text-ink-500" aria-hidden="true" />
          <div>
            <p className="font-bold text-ink-900">{documentsCopy.serverOnlyTitle}</p>
            <p className="mt-1 text-sm text-ink-600">{vendorDocumentMessages.notConfigured}</p>
          </div>
        </Card>
      ) : query.isPending ? (
        <p role="status" className="flex items-center gap-3 py-10 text-ink-700">
          <Spinner className="h-5 w-5 text-brand-700" />
          {documentsCopy.loading}
        </p>
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
          <p className="font-semibold">{documentsCopy.loadFailed}</p>
          <p className="mt-1 text-sm">{messageOf(query.error)}</p>
          <Button className="mt-4" variant="outline" size="sm" onClick={() => void query.refetch()}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {documentsCopy.retry}
          </Button>
        </div>
      ) : (
        <ul className="space-y-4" aria-labelledby="documents-title">
          {documentKinds.map(({ kind, title, description }) => (
            <li key={kind}>
              <DocumentCard
                port={port}
                userId={userId}
                kind={kind}
                title={title}
                description={description}
                licenseNumber={query.data.licenseNumber}
                slot={documentSlot(query.data.documents, kind)}
                today={today}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type DocumentCardProps = {
  port: VendorDocumentsPort;
  userId: string;
  kind: VendorDocumentKind;
  title: string;
  description: string;
  licenseNumber: string;
  slot: DocumentSlot;
  today: string;
};

function DocumentCard({ port, userId, kind, title, description, licenseNumber, slot, today }: DocumentCardProps) {
  const { current: document, renewal } = slot;
  const status = documentStatus(document, today);
  const renewing = canRenew(slot, today);
  const mode: FormMode = !renewing ? (document ? 'replace' : 'upload') : renewal ? 'replace-renewal' : 'renewal';
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [uploaded, setUploaded] = useState<'document' | 'renewal' | null>(null);
  const [viewError, setViewError] = useState('');
  const [opening, setOpening] = useState<'document' | 'renewal' | null>(null);
  const actionsId = useId();
  const renewalActionsId = useId();

  function startEditing() {
    setUploaded(null);
    setEditing(true);
  }

  async function view(ofRenewal = false) {
    setViewError('');
    setOpening(ofRenewal ? 'renewal' : 'document');
    try {
      await openSignedUrl(() => port.signedUrl(kind, ofRenewal));
    } catch (error) {
      setViewError(messageOf(error));
    } finally {
      setOpening(null);
    }
  }

  const details: { label: string; value: string; hint?: string }[] = [];
  if (kind === 'license') {
    details.push({ label: documentsCopy.licenseNumber, value: licenseNumber || documentsCopy.noLicenseNumber, hint: documentsCopy.licenseNumberHint });
  }
  if (document?.insurer) details.push({ label: documentsCopy.insurer, value: document.insurer });
  if (document?.policyNumber) details.push({ label: documentsCopy.policyNumber, value: document.policyNumber });
  if (document?.coverageAmount) details.push({ label: documentsCopy.coverageAmount, value: `$${groupDigits(document.coverageAmount)}` });
  if (document?.expiresOn) details.push({ label: documentsCopy.expiresOn, value: formatIsoDate(document.expiresOn) });
  if (document?.fileName) details.push({ label: documentsCopy.fileOnRecord, value: document.fileName });
  if (document) details.push({ label: documentsCopy.filedOn, value: formatLongDate(document.filedAt) });

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} data-testid={`document-${kind}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <h3 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink-900">
              <FileText className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              {title}
            </h3>
            <p className="mt-1 text-sm text-ink-600">{description}</p>
          </div>
          <div className="text-right">
            <Badge tone={statusTones[status]}>
              <span className="sr-only">Status: </span>
              <span data-testid="document-status">{documentStatusLabels[status]}</span>
            </Badge>
          </div>
        </div>
        <p className="mt-3 text-sm font-medium text-ink-700">
          {renewal && document?.expiresOn ? inForceNote(status, formatIsoDate(document.expiresOn)) : documentStatusNotes[status]}
        </p>

        {status === 'rejected' && document?.rejectionReason && (
          <div className="mt-3 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <p>
              <span className="font-semibold">{documentsCopy.rejectedReason}: </span>
              <span data-testid="rejection-reason">{document.rejectionReason}</span>
            </p>
          </div>
        )}

        {details.length > 0 && (
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            {details.map(({ label, value, hint }) => (
              <div key={label} className="min-w-0">
                <dt className="text-ink-600">{label}</dt>
                <dd className="break-words font-semibold text-ink-900">{value}</dd>
                {hint && <dd className="mt-0.5 text-xs text-ink-600">{hint}</dd>}
              </div>
            ))}
          </dl>
        )}

        {uploaded && !editing && (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm font-semibold text-green-800">
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {uploaded === 'renewal' ? documentsCopy.renewalUploaded : documentsCopy.uploaded}
          </p>
        )}
        {viewError && (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {viewError}
          </p>
        )}

        {!editing && (
          <div id={actionsId} className="mt-5 flex flex-wrap gap-3">
            {(canReplace(document) || (renewing && !renewal)) && (
              <Button size="sm" variant={!document || renewing ? 'primary' : 'outline'} onClick={startEditing}>
                <Upload className="h-4 w-4" aria-hidden="true" />
                {formLabels[mode]}
                <span className="sr-only">: {title}</span>
              </Button>
            )}
            {document && (
              <Button size="sm" variant="ghost" loading={opening === 'document'} busyLabel={documentsCopy.viewOpening} onClick={() => void view()}>
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
                {documentsCopy.view}
                <span className="sr-only">: {title}</span>
              </Button>
            )}
          </div>
        )}
        {renewal && (
          <RenewalDetails
            renewal={renewal}
            kind={kind}
            title={title}
            actionsId={renewalActionsId}
            editing={editing}
            opening={opening === 'renewal'}
            onView={() => void view(true)}
            onReplace={startEditing}
          />
        )}
        {editing && (
          <DocumentForm
            port={port}
            userId={userId}
            kind={kind}
            title={title}
            document={renewing ? (renewal ?? document) : document}
            mode={mode}
            today={today}
            onDone={(filed) => {
              setEditing(false);
              setUploaded(filed ? (renewing ? 'renewal' : 'document') : null);
              // Focus returns to the buttons the form was opened from.
              const from = mode === 'replace-renewal' ? renewalActionsId : actionsId;
              requestAnimationFrame(() => window.document.getElementById(from)?.querySelector('button')?.focus());
            }}
          />
        )}
        {!canReplace(document) && !renewing && <p className="mt-3 text-sm text-ink-600">{documentsCopy.lockedNote}</p>}
      </section>
    </Card>
  );
}

type RenewalDetailsProps = {
  renewal: VendorDocument;
  kind: VendorDocumentKind;
  title: string;
  actionsId: string;
  editing: boolean;
  opening: boolean;
  onView: () => void;
  onReplace: () => void;
};

/** The renewal filed beside a verified document: its status (with the admin's reason), its details and its file. */
function RenewalDetails({ renewal, kind, title, actionsId, editing, opening, onView, onReplace }: RenewalDetailsProps) {
  const headingId = useId();
  const status = renewalStatus(renewal);
  const details: { label: string; value: string }[] = [];
  if (kind === 'insurance' && renewal.insurer) details.push({ label: documentsCopy.insurer, value: renewal.insurer });
  if (renewal.policyNumber) details.push({ label: documentsCopy.policyNumber, value: renewal.policyNumber });
  if (renewal.coverageAmount) details.push({ label: documentsCopy.coverageAmount, value: `$${groupDigits(renewal.coverageAmount)}` });
  if (renewal.expiresOn) details.push({ label: documentsCopy.expiresOn, value: formatIsoDate(renewal.expiresOn) });
  if (renewal.fileName) details.push({ label: documentsCopy.fileOnRecord, value: renewal.fileName });
  details.push({ label: documentsCopy.filedOn, value: formatLongDate(renewal.filedAt) });
  return (
    <section aria-labelledby={headingId} data-testid="document-renewal" className="mt-5 rounded-xl border border-ink-200 bg-ink-50/60 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-bold text-ink-900">
          {documentsCopy.renewalTitle}
        </h4>
        <Badge tone={renewalTones[status]}>
          <span className="sr-only">Renewal status: </span>
          <span data-testid="renewal-status">{renewalStatusLabels[status]}</span>
        </Badge>
      </div>
      <p className="mt-2 text-sm font-medium text-ink-700">{renewalStatusNotes[status]}</p>
      {status === 'renewal-rejected' && renewal.rejectionReason && (
        <div className="mt-3 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-semibold">{documentsCopy.rejectedReason}: </span>
            <span data-testid="renewal-rejection-reason">{renewal.rejectionReason}</span>
          </p>
        </div>
      )}
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {details.map(({ label, value }) => (
          <div key={label} className="min-w-0">
            <dt className="text-ink-600">{label}</dt>
            <dd className="break-words font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      {!editing && (
        <div id={actionsId} className="mt-4 flex flex-wrap gap-3">
          <Button size="sm" variant={status === 'renewal-rejected' ? 'primary' : 'outline'} onClick={onReplace}>
            <Upload className="h-4 w-4" aria-hidden="true" />
            {documentsCopy.replaceRenewal}
            <span className="sr-only">: {title}</span>
          </Button>
          <Button size="sm" variant="ghost" loading={opening} busyLabel={documentsCopy.viewOpening} onClick={onView}>
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            {documentsCopy.viewRenewal}
            <span className="sr-only">: {title}</span>
          </Button>
        </div>
      )}
    </section>
  );
}

type DocumentFormProps = {
  port: VendorDocumentsPort;
  userId: string;
  kind: VendorDocumentKind;
  title: string;
  document: VendorDocument | undefined;
  mode: FormMode;
  today: string;
  onDone: (filed: boolean) => void;
};

/** What the form files: a first document, a replacement of one not yet verified, or a renewal (first or again). */
type FormMode = 'upload' | 'replace' | 'renewal' | 'replace-renewal';
const formLabels: Readonly<Record<FormMode, string>> = {
  upload: documentsCopy.upload,
  replace: documentsCopy.replace,
  renewal: documentsCopy.uploadRenewal,
  'replace-renewal': documentsCopy.replaceRenewal,
};

function DocumentForm({ port, userId, kind, title, document, mode, today, onDone }: DocumentFormProps) {
  const [values, setValues] = useState<DocumentFormValues>(() =>
    documentFormValues(kind, document, { newExpiry: mode === 'renewal' }),
  );
  const [errors, setErrors] = useState<Partial<Record<DocumentField, string>>>({});
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const filing = useFileVendorDocument(port, userId);

  async function pick(picked: File | undefined) {
    filing.reset();
    if (!picked) return;
    const check = await checkDocumentFile(picked);
    if (check.ok) {
      setFile(picked);
      setFileError('');
    } else {
      setFile(null);
      setFileError(check.message);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = documentDetailsSchema(today).safeParse(values);
    const nextErrors: Partial<Record<DocumentField, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as DocumentField;
        nextErrors[field] ??= issue.message;
      }
    }
    setErrors(nextErrors);
    const check = file ? await checkDocumentFile(file) : null;
    if (!check) setFileError(documentFieldMessages.file);
    else if (!check.ok) setFileError(check.message);
    if (!parsed.success || !file || !check?.ok) return;
    filing.mutate(documentFiling(parsed.data, file, check.contentType), { onSuccess: () => onDone(true) });
  }

  const field = (name: DocumentField) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    disabled: filing.isPending,
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-5 border-t border-ink-200 pt-5" aria-label={`${title}: ${formLabels[mode]}`}>
      {(mode === 'renewal' || mode === 'replace-renewal') && <p className="text-sm text-ink-700">{documentsCopy.renewalHint}</p>}
      {kind === 'insurance' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={documentsCopy.insurer} required maxLength={documentFieldLimits.insurer} autoComplete="organization" {...field('insurer')} />
          <TextField label={documentsCopy.policyNumber} required maxLength={documentFieldLimits.policyNumber} {...field('policyNumber')} />
          <TextField label={documentsCopy.coverageAmount} required inputMode="numeric" hint={documentsCopy.coverageHint} {...field('coverageAmount')} />
        </div>
      )}
      {kind !== 'w9' && (
        <TextField label={documentsCopy.expiresOn} type="date" required min={today} className="sm:max-w-xs" {...field('expiresOn')} />
      )}
      <DropZone file={file} error={fileError} disabled={filing.isPending} onPick={(picked) => void pick(picked)} />

      {filing.isPending && (
        <div role="status" className="space-y-2">
          <p className="text-sm font-medium text-ink-700">{documentsCopy.uploadingStatus}</p>
          {/* Indeterminate: supabase-js uploads with fetch, which reports no upload progress. */}
          <div role="progressbar" aria-label={documentsCopy.uploading} className="h-2 overflow-hidden rounded-full bg-brand-100">
            <div className="h-full w-full animate-pulse motion-reduce:animate-none rounded-full bg-brand-600" />
          </div>
        </div>
      )}
      {filing.isError && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-900">
          {messageOf(filing.error)}
        </p>
      )}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" loading={filing.isPending} busyLabel={documentsCopy.uploading}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          {formLabels[mode]}
        </Button>
        <Button type="button" size="sm" variant="ghost" disabled={filing.isPending} onClick={() => onDone(false)}>
          {documentsCopy.cancel}
        </Button>
      </div>
    </form>
  );
}

type DropZoneProps = { file: File | null; error: string; disabled: boolean; onPick: (file: File | undefined) => void };

/**
 * A real, labelled file input under a drop area: the label opens the picker by click, Enter or Space (the input
 * itself takes focus), and a file dropped anywhere on it is taken as picked.
 */
function DropZone({ file, error, disabled, onPick }: DropZoneProps) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const accept = [...vendorDocumentsBucket.allowedMimeTypes, '.pdf', '.jpg', '.jpeg', '.png', '.heic'].join(',');

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setOver(false);
    if (!disabled) onPick(event.dataTransfer.files[0]);
  }

  return (
    <div className="space-y-1.5">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 motion-reduce:transition-none',
          over ? 'border-brand-600 bg-brand-50' : 'border-ink-300 bg-ink-50/60 hover:border-brand-400',
          error && 'border-red-400',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <span className="sr-only">{documentsCopy.dropLabel}</span>
        <Upload className="h-6 w-6 text-brand-700" aria-hidden="true" />
        <span className="text-sm text-ink-800" aria-hidden="true">
          {documentsCopy.dropTitle} <span className="font-semibold text-brand-700 underline underline-offset-4">{documentsCopy.dropPick}</span>
        </span>
        <span className="text-xs text-ink-600" aria-hidden="true">{documentsCopy.dropHint}</span>
        <input
          id={inputId}
          type="file"
          accept={accept}
          className="sr-only"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
          onChange={(event) => {
            onPick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <p id={`${inputId}-hint`} className="sr-only">
        {documentsCopy.dropHint}
      </p>
      {file && (
        <p className="flex items-center gap-2 break-all text-sm text-ink-800">
          <CheckCircle2 className="h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
          <span>
            {documentsCopy.chosen}: <span className="font-semibold" data-testid="chosen-file">{file.name}</span>
          </span>
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The overview's documents card: what the vendor still has to send, with the way to the Documents tab. */
export function DocumentsOverview({ onOpen }: { onOpen: () => void }) {
  const { port, query } = useVendorDocuments();
  if (!port.configured || !query.isSuccess) return null;
  const today = todayIsoDate();
  const statuses = documentKinds.map(({ kind, title }) => {
    const slot = documentSlot(query.data.documents, kind);
    return { title, status: documentStatus(slot.current, today), needed: slotNeedsAction(slot, today) };
  });
  const needed = statuses.filter((entry) => entry.needed);
  const allVerified = statuses.every(({ status }) => status === 'verified');
  return (
    <section aria-labelledby="documents-overview-title" data-testid="documents-overview" className="mb-6">
      <Card className="p-5 sm:p-6">
        <h2 id="documents-overview-title" className="text-lg font-bold text-ink-900">
          {documentsCopy.overviewTitle}
        </h2>
        {needed.length > 0 ? (
          <>
            <p className="mt-2 text-sm text-ink-700">{documentsCopy.overviewNeeded}</p>
            <ul className="mt-3 space-y-2">
              {needed.map(({ title, status }) => (
                <li key={title} className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-900">
                  {title}
                  <Badge tone={statusTones[status]}>{documentStatusLabels[status]}</Badge>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2 text-sm text-ink-700">{allVerified ? documentsCopy.overviewAllDone : documentsCopy.overviewWaiting}</p>
        )}
        <Button className="mt-4" variant="outline" size="sm" onClick={onOpen}>
          {documentsCopy.overviewOpen}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </Card>
    </section>
  );
}
