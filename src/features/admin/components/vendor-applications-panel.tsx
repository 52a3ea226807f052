import { useCallback, useId, useMemo, useState } from 'react';
import { FileSearch, FileSpreadsheet } from 'lucide-react';
import { Button, Select } from '@/components/ui';
import { useToast } from '@/components/ui/toast';
import { todayIsoDate } from '@/lib/dates';
import type { AdminDataPort, VendorApplication } from '@/lib/submissions';
import { inviteFailureReason, VendorInviteError } from '@/lib/submissions/vendor-invite-error';
import { adminCopy } from '../content';
import {
  useAdminAction,
  useAdminCapabilities,
  useAdminList,
  useAdminRecordChanges,
  useAdminStats,
  useVendorDocuments,
} from '../hooks/use-admin-data';
import { useExport } from '../hooks/use-export';
import type { DocumentsView } from '../lib/documents';
import { vendorApplicationsCsv } from '../lib/exports';
import { ApplicationCard } from './application-card';
import { ApplicationDetails } from './application-details';
import { ApproveDialog } from './approve-dialog';
import { DeclineDialog } from './decline-dialog';
import { ExportProgress, ListBody, SearchField, StatusFilter, panelToolbarClasses, type PanelProps } from './panel-parts';

const copy = adminCopy.vendors;
/** Status filter choices of the vendor applications list ('all' is no filter). */
const applicationStatusFilters = ['all', 'pending', 'approved', 'declined'] as const;
const statusOptions = applicationStatusFilters.map((value) => ({ value, label: copy.statusOptions[value] }));
const documentsCopy = adminCopy.documents;
/** Compliance filter choices ('all' is no filter); the server groups the vendors (admin_list's compliance_filter). */
const complianceFilters = ['all', 'to_review', 'compliant', 'expiring', 'expired'] as const;
const complianceOptions = complianceFilters.map((value) => ({ value, label: documentsCopy.filterOptions[value] }));
const csvExport = { prefix: 'vendor-applications', extension: 'csv', render: vendorApplicationsCsv } as const;

/** What the vendor was told to quote: the VN- number, or the VEN- id of a record from before numbers existed. */
const customerNumber = (application: VendorApplication) => application.applicationNumber ?? application.id;

type DocumentsRead = Pick<ReturnType<typeof useVendorDocuments>, 'data' | 'isPlaceholderData' | 'isError'>;

/** What an approved application's card and details show of its vendor's documents; nothing for the others. */
function documentsView(application: VendorApplication, read: DocumentsRead, withDocuments: boolean): DocumentsView | undefined {
  if (application.status !== 'approved') return undefined;
  if (!withDocuments) return { kind: 'needsServer' };
  const compliance = read.data?.[application.id];
  if (compliance) return { kind: 'ready', compliance };
  // An answer for these applications that leaves this one out: the vendor has no portal account yet.
  if (read.data && !read.isPlaceholderData) return { kind: 'noAccount' };
  return read.isError ? { kind: 'error' } : { kind: 'loading' };
}

const inviteVendor = (port: AdminDataPort, applicationId: string) => port.inviteVendor!(applicationId);
const tellDeclinedApplicant = (port: AdminDataPort, applicationId: string) => port.tellDeclinedApplicant!(applicationId);

/** Vendor Applications tab: search, status filter, paged cards, details, approve, decline and vendor invites. */
export function VendorApplicationsPanel({ view, onViewChange }: PanelProps) {
  const stats = useAdminStats();
  const list = useAdminList('vendorApplications', view);
  const exporter = useExport('vendorApplications');
  const shown = list.data?.rows;
  const capabilities = useAdminCapabilities();
  // Only approved vendors have portal accounts, and so documents.
  const approvedIds = useMemo(
    () => (shown ?? []).flatMap((application) => (application.status === 'approved' ? [application.id] : [])),
    [shown],
  );
  const documents = useVendorDocuments(approvedIds);
  // Decisions show on their card at once; the list and the figures are then read again.
  const { save, showSaved: showDecision } = useAdminRecordChanges('vendorApplications');
  const sendInvite = useAdminAction(inviteVendor, ['vendorApplications']);
  const emailDeclinedApplicant = useAdminAction(tellDeclinedApplicant, ['vendorApplications']);
  const [viewing, setViewing] = useState<VendorApplication | null>(null);
  const [declining, setDeclining] = useState<VendorApplication | null>(null);
  const [approving, setApproving] = useState<VendorApplication | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  // Why the last invite of an application was not sent, by application id, until a resend succeeds.
  const [inviteFailures, setInviteFailures] = useState<Readonly<Record<string, string>>>({});
  const [sendingInviteId, setSendingInviteId] = useState<string | null>(null);
  const announce = useToast();
  const headingId = useId();

  // An open dialog follows the latest read of its record, and stays open if the record leaves this page.
  const viewingNow = viewing ? (shown?.find((application) => application.id === viewing.id) ?? viewing) : null;
  // Its documents are read on their own: a decision may move the vendor out of a compliance filter, and off the page.
  const viewedIds = useMemo(() => (viewingNow?.status === 'approved' ? [viewingNow.id] : []), [viewingNow?.id, viewingNow?.status]);
  const viewedDocuments = useVendorDocuments(viewedIds);

  const decide = useCallback(
    async (application: VendorApplication, patch: Partial<VendorApplication>, message: string): Promise<boolean> => {
      setBusyId(application.id);
      try {
        const updated = await save({ id: application.id, patch });
        if (updated) {
          announce(message);
          return true;
        }
        announce(copy.actionError, 'info');
      } catch (error) {
        if (error instanceof VendorInviteError && error.approved) {
          // The approval itself was saved: say so (without the invite), then why the vendor got no e-mail.
          showDecision(error.approved);
          announce(copy.approvedToast(customerNumber(application)));
          announce(copy.inviteNotSentToast(application.email, error.reason), 'info');
          setInviteFailures((current) => ({ ...current, [application.id]: error.reason }));
        } else {
          announce(copy.actionError, 'info');
        }
      } finally {
        setBusyId(null);
      }
      return false;
    },
    [announce, save, showDecision],
  );

  const resendInvite = useCallback(
    async (application: VendorApplication) => {
      setSendingInviteId(application.id);
      try {
        await sendInvite(application.id);
        setInviteFailures(({ [application.id]: _sent, ...rest }) => rest);
        announce(copy.inviteSentToast(application.email));
      } catch (error) {
        const reason = inviteFailureReason(error);
        setInviteFailures((current) => ({ ...current, [application.id]: reason }));
        announce(copy.inviteNotSentToast(application.email, reason), 'info');
      } finally {
        setSendingInviteId(null);
      }
    },
    [announce, sendInvite],
  );
  const onResendInvite = useMemo(
    () => (capabilities.invites ? (application: VendorApplication) => void resendInvite(application) : undefined),
    [capabilities.invites, resendInvite],
  );

  // Approving with a backend e-mails the vendor an invite, so it is asked for first.
  const sendsInvite = capabilities.invites;
  const startApprove = useCallback((application: VendorApplication) => setApproving(application), []);
  const approve = (application: VendorApplication) =>
    void decide(
      application,
      { status: 'approved', approvedDate: todayIsoDate() },
      sendsInvite
        ? copy.approvedInvitedToast(customerNumber(application), application.company, application.email)
        : copy.approvedToast(customerNumber(application)),
    );
  const startDecline = useCallback((application: VendorApplication) => setDeclining(application), []);
  // The decision is saved first; the e-mail, when the admin asked for it, only follows a saved decline.
  async function decline(application: VendorApplication, reason: string, tellApplicant: boolean) {
    const saved = await decide(
      application,
      { status: 'declined', declinedDate: todayIsoDate(), declineReason: reason },
      copy.declinedToast(customerNumber(application)),
    );
    if (!saved || !tellApplicant || !capabilities.declineEmails) return;
    try {
      await emailDeclinedApplicant(application.id);
      announce(copy.declineEmailedToast(application.company, application.email));
    } catch (error) {
      announce(copy.declineEmailFailedToast(application.email, error instanceof Error ? error.message : ''), 'info');
    }
  }
  const total = stats.data?.vendorApplications.total ?? 0;
  const documentsToReview = stats.data?.vendorApplications.documentsToReview ?? 0;

  function documentsOf(application: VendorApplication, read = documents): DocumentsView | undefined {
    return documentsView(application, read, capabilities.documents);
  }
  // The cards' views, made again only when the rows or their documents change: a memoised card then skips
  // re-rendering while the admin types.
  const { data: documentsData, isPlaceholderData: documentsPlaceholder, isError: documentsError } = documents;
  const cardDocuments = useMemo(() => {
    const read = { data: documentsData, isPlaceholderData: documentsPlaceholder, isError: documentsError };
    return new Map((shown ?? []).map((application) => [application.id, documentsView(application, read, capabilities.documents)]));
  }, [shown, documentsData, documentsPlaceholder, documentsError, capabilities.documents]);

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink-900">
          {adminCopy.tabs.vendors}
        </h2>
        <Button size="sm" variant="outline" onClick={() => void exporter.run(csvExport)} disabled={total === 0 || exporter.progress !== null}>
          <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
          {adminCopy.exports.csv}
        </Button>
      </div>
      <ExportProgress progress={exporter.progress} />
      <div className={panelToolbarClasses}>
        <SearchField label={copy.searchLabel} placeholder={copy.searchPlaceholder} value={view.search} onChange={(search) => onViewChange({ search })} />
        <StatusFilter label={copy.statusLabel} options={statusOptions} view={view} onViewChange={onViewChange} />
        {capabilities.documents && (
          <Select
            className="sm:w-64"
            label={documentsCopy.filterLabel}
            options={complianceOptions}
            value={view.compliance || 'all'}
            onChange={(event) => onViewChange({ compliance: event.target.value === 'all' ? '' : event.target.value })}
          />
        )}
      </div>
      {capabilities.documents && documentsToReview > 0 && view.compliance !== 'to_review' && (
        <button
          type="button"
          data-testid="documents-waiting"
          onClick={() => onViewChange({ compliance: 'to_review', status: '' })}
          className="inline-flex min-h-9 items-center gap-2 rounded-full bg-yellow-100 px-3 text-sm font-semibold text-yellow-900 ring-1 ring-yellow-600/30 ring-inset hover:bg-yellow-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <FileSearch className="h-4 w-4" aria-hidden="true" />
          {documentsCopy.waitingBadge(documentsToReview)}
        </button>
      )}

      <ListBody
        label={adminCopy.tabs.vendors}
        list={list}
        view={view}
        onViewChange={onViewChange}
        empty={{ title: copy.empty, hint: copy.emptyHint }}
        noMatch={{ title: copy.noMatch, hint: copy.noMatchHint }}
      >
        {() => (
          <ul className="space-y-4">
            {shown?.map((application) => (
              // Cards out of view skip layout and paint until scrolled to (50 cards render on every search).
              <li key={application.id} className="[contain-intrinsic-size:auto_20rem] [content-visibility:auto]">
                <ApplicationCard
                  application={application}
                  busy={busyId === application.id}
                  onView={setViewing}
                  onApprove={startApprove}
                  onDecline={startDecline}
                  onResendInvite={onResendInvite}
                  inviteFailure={inviteFailures[application.id]}
                  sendingInvite={sendingInviteId === application.id}
                  documents={cardDocuments.get(application.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </ListBody>

      <ApplicationDetails
        application={viewingNow}
        documents={viewingNow ? documentsOf(viewingNow, viewedDocuments) : undefined}
        onClose={() => setViewing(null)}
      />
      {approving && (
        <ApproveDialog
          application={approving}
          sendsInvite={sendsInvite}
          onCancel={() => setApproving(null)}
          onConfirm={() => {
            setApproving(null);
            approve(approving);
          }}
        />
      )}
      {declining && (
        <DeclineDialog
          application={declining}
          onCancel={() => setDeclining(null)}
          offersEmail={capabilities.declineEmails}
          onConfirm={(reason, tellApplicant) => {
            setDeclining(null);
            void decline(declining, reason, tellApplicant);
          }}
        />
      )}
    </section>
  );
}
