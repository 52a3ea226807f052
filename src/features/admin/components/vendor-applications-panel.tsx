import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui';
import { useToast } from '@/components/ui/toast';
import { todayIsoDate } from '@/lib/dates';
import { adminData } from '@/lib/backend';
import type { AdminDataPort, VendorApplication } from '@/lib/submissions';
import { inviteFailureReason, VendorInviteError } from '@/lib/submissions/vendor-invite-error';
import { adminCopy } from '../content';
import { usePagedList } from '../hooks/use-paged-list';
import { applicationStatusFilters, filterApplications, searchFields, searchTexts, type ApplicationStatusFilter } from '../lib/filters';
import { ApplicationCard } from './application-card';
import { ApplicationDetails } from './application-details';
import { DeclineDialog } from './decline-dialog';
import { EmptyState, SearchField, panelToolbarClasses } from './panel-parts';

const copy = adminCopy.vendors;
const statusOptions = applicationStatusFilters.map((value) => ({ value, label: copy.statusOptions[value] }));

type VendorApplicationsPanelProps = {
  applications: VendorApplication[];
  onChanged: () => Promise<void>;
  /** The admin data port; the build's own unless a test passes a double. */
  port?: AdminDataPort;
};

/** Vendor Applications tab: search, status filter, paged cards, details, approve, decline and vendor invites. */
export function VendorApplicationsPanel({ applications, onChanged, port = adminData }: VendorApplicationsPanelProps) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<ApplicationStatusFilter>('all');
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [decliningId, setDecliningId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  // Why the last invite of an application was not sent, by application id, until a resend succeeds.
  const [inviteFailures, setInviteFailures] = useState<Readonly<Record<string, string>>>({});
  const [sendingInviteId, setSendingInviteId] = useState<string | null>(null);
  const announce = useToast();
  const headingId = useId();
  const deferredQuery = useDeferredValue(query);

  const texts = useMemo(() => searchTexts(applications, searchFields.application), [applications]);
  const filtered = useMemo(() => filterApplications(applications, deferredQuery, status, texts), [applications, deferredQuery, status, texts]);
  const paged = usePagedList(filtered);
  // Looked up by id, so an open dialog shows the latest refresh of its record.
  const viewing = viewingId ? (applications.find((application) => application.id === viewingId) ?? null) : null;
  const declining = decliningId ? (applications.find((application) => application.id === decliningId) ?? null) : null;

  const decide = useCallback(
    async (application: VendorApplication, patch: Partial<VendorApplication>, message: string) => {
      setBusyId(application.id);
      try {
        const updated = await port.update('vendorApplications', application.id, patch);
        if (updated) announce(message);
        else announce(copy.actionError, 'info');
      } catch (error) {
        if (error instanceof VendorInviteError && error.approved) {
          // The approval itself was saved: say so, then why the vendor got no e-mail.
          announce(message);
          announce(copy.inviteNotSentToast(application.email, error.reason), 'info');
          setInviteFailures((current) => ({ ...current, [application.id]: error.reason }));
        } else {
          announce(copy.actionError, 'info');
        }
      } finally {
        setBusyId(null);
        await onChanged();
      }
    },
    [announce, onChanged, port],
  );

  const resendInvite = useCallback(
    async (application: VendorApplication) => {
      if (!port.inviteVendor) return;
      setSendingInviteId(application.id);
      try {
        await port.inviteVendor(application.id);
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
    [announce, port],
  );
  const onResendInvite = useMemo(
    () => (port.inviteVendor ? (application: VendorApplication) => void resendInvite(application) : undefined),
    [port, resendInvite],
  );

  const approve = useCallback(
    (application: VendorApplication) =>
      void decide(application, { status: 'approved', approvedDate: todayIsoDate() }, copy.approvedToast(application.id)),
    [decide],
  );
  const view = useCallback((application: VendorApplication) => setViewingId(application.id), []);
  const startDecline = useCallback((application: VendorApplication) => setDecliningId(application.id), []);

  const filteredOut = applications.length > 0;
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-ink-900">
        {adminCopy.tabs.vendors}
      </h2>
      <div className={panelToolbarClasses}>
        <SearchField
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={query}
          onChange={(value) => {
            setQuery(value);
            paged.reset();
          }}
        />
        <Select
          className="sm:w-52"
          label={copy.statusLabel}
          options={statusOptions}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ApplicationStatusFilter);
            paged.reset();
          }}
        />
      </div>

      {paged.total === 0 ? (
        <EmptyState
          filtered={filteredOut}
          title={filteredOut ? copy.noMatch : copy.empty}
          hint={filteredOut ? copy.noMatchHint : copy.emptyHint}
        />
      ) : (
        <>
          <ul className="space-y-4">
            {paged.items.map((application) => (
              <li key={application.id}>
                <ApplicationCard
                  application={application}
                  busy={busyId === application.id}
                  onView={view}
                  onApprove={approve}
                  onDecline={startDecline}
                  onResendInvite={onResendInvite}
                  inviteFailure={inviteFailures[application.id]}
                  sendingInvite={sendingInviteId === application.id}
                />
              </li>
            ))}
          </ul>
          <Pagination label={adminCopy.tabs.vendors} {...paged} />
        </>
      )}

      <ApplicationDetails application={viewing} onClose={() => setViewingId(null)} />
      {declining && (
        <DeclineDialog
          application={declining}
          onCancel={() => setDecliningId(null)}
          onConfirm={(reason) => {
            setDecliningId(null);
            void decide(
              declining,
              { status: 'declined', declinedDate: todayIsoDate(), declineReason: reason },
              copy.declinedToast(declining.id),
            );
          }}
        />
      )}
    </section>
  );
}
