import { Badge, Button, Modal } from '@/components/ui';
import type { VendorApplication } from '@/lib/submissions';
import { quoteMethodLabels } from '@/lib/submissions/vendor-fields';
import { isHttpUrl } from '@/lib/validation';
import { adminCopy } from '../content';
import type { DocumentsView } from '../lib/documents';
import { statusDisplay } from '../lib/status';
import { DetailList, DetailSection } from './panel-parts';
import { ReviewsLink } from './reviews-link';
import { mailtoHref } from '@/lib/mailto';
import { DocumentReview } from './vendor-documents';
import { firstTouchItem } from '../lib/first-touch';

const copy = adminCopy.details;
const labels = copy.labels;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const or = (value: string) => (value.trim() ? value : copy.notProvided);

/** Everything an application holds, for the decision (the admin's detail dialog). */
export function ApplicationDetails({
  application,
  documents,
  onClose,
}: {
  application: VendorApplication | null;
  /** An approved vendor's compliance documents, reviewed here; absent for other applications. */
  documents?: DocumentsView;
  onClose: () => void;
}) {
  if (!application) return null;
  const status = statusDisplay(application.status);
  const rates: Array<{ label: string; value: number | null }> = [
    { label: labels.minHourly, value: application.minHourlyRate },
    { label: labels.maxHourly, value: application.maxHourlyRate },
    { label: labels.minCharge, value: application.minServiceCharge },
  ];
  const pricing = rates.flatMap((item) => (item.value === null ? [] : [{ label: item.label, value: money.format(item.value) }]));
  const timeline: Array<{ label: string; value: string }> = [
    { label: labels.applied, value: application.appliedDate },
    ...(application.approvedDate ? [{ label: labels.approved, value: application.approvedDate }] : []),
    ...(application.declinedDate ? [{ label: labels.declined, value: application.declinedDate }] : []),
  ];

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={copy.title(application.company)}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <span>
            {adminCopy.vendors.applicationNumber}{' '}
            <span className="font-mono font-semibold">{application.applicationNumber ?? adminCopy.noNumber}</span>
          </span>
          <span className="font-mono">{application.id}</span>
          <Badge tone={status.tone} className="capitalize">
            {status.label}
          </Badge>
        </span>
      }
      footer={
        <Button variant="outline" onClick={onClose}>
          {copy.close}
        </Button>
      }
    >
      <div className="space-y-5">
        {application.status === 'approved' && documents && (
          <DetailSection title={adminCopy.documents.title}>
            <DocumentReview application={application} view={documents} />
          </DetailSection>
        )}
        <DetailSection title={copy.contact}>
          <DetailList
            items={[
              { label: labels.contact, value: application.contact },
              { label: labels.email, value: <a className="text-brand-700 underline" href={mailtoHref(application.email)}>{application.email}</a> },
              { label: labels.phone, value: application.phone },
              { label: labels.sms, value: application.smsNumber },
              {
                label: labels.website,
                value: isHttpUrl(application.website) ? (
                  <a className="text-brand-700 underline" href={application.website} target="_blank" rel="noopener noreferrer">
                    {application.website}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : application.website.trim() ? (
                  // Stored, but not a web address: shown as text so the admin sees it, never opened.
                  <span>
                    <span className="break-all">{application.website}</span>{' '}
                    <span className="text-xs text-ink-600">{copy.notLinked}</span>
                  </span>
                ) : (
                  copy.notProvided
                ),
              },
            ]}
          />
        </DetailSection>
        <DetailSection title={copy.address}>
          <DetailList
            items={[
              { label: labels.street, value: application.serviceAddress },
              { label: labels.cityState, value: `${application.serviceCity}, ${application.serviceState} ${application.serviceZipCode}` },
              { label: labels.radius, value: copy.radius(application.serviceAreaRadius) },
              { label: labels.areas, value: or(application.serviceAreaZipCodes) },
            ]}
          />
        </DetailSection>
        <DetailSection title={copy.business}>
          <DetailList
            items={[
              { label: labels.established, value: application.yearEstablished },
              { label: labels.employees, value: application.numberOfEmployees },
              { label: labels.taxId, value: or(application.taxId) },
              { label: labels.insurance, value: or(application.insuranceNumber) },
              { label: labels.license, value: or(application.licenseNumber) },
              { label: labels.hours, value: application.contactHours },
              { label: labels.quoteMethod, value: quoteMethodLabels[application.preferredQuoteMethod] },
              { label: labels.emergency, value: application.emergencyServices ? copy.yes : copy.no },
              firstTouchItem(application.firstTouch),
            ]}
          />
        </DetailSection>
        <DetailSection title={copy.categories}>
          {application.category.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {application.category.map((category) => (
                <li key={category} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
                  {category}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-ink-700">{copy.none}</p>
          )}
        </DetailSection>
        <DetailSection title={copy.notes}>
          {application.notes.trim() ? (
            // Line breaks the vendor typed are kept, and a long word never widens the dialog.
            <p className="whitespace-pre-line break-words text-ink-900">{application.notes}</p>
          ) : (
            <p className="text-ink-700">{copy.noNotes}</p>
          )}
        </DetailSection>
        {pricing.length > 0 && (
          <DetailSection title={copy.pricing}>
            <DetailList items={pricing} />
          </DetailSection>
        )}
        <DetailSection title={copy.timeline}>
          <ol className="space-y-2">
            {timeline.map((step) => (
              <li key={step.label} className="flex items-center gap-3 text-sm">
                <span className="h-2.5 w-2.5 rounded-full bg-brand-600" aria-hidden="true" />
                <span className="w-20 font-semibold text-ink-800">{step.label}</span>
                <span className="text-ink-700">{step.value}</span>
              </li>
            ))}
          </ol>
          {application.declineReason && (
            <div className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
              <p className="font-semibold">{adminCopy.vendors.declineReason}</p>
              <p className="mt-0.5 break-words">{application.declineReason}</p>
            </div>
          )}
        </DetailSection>
        <DetailSection title={copy.reviews}>
          <ReviewsLink link={application.googleReviewsLink} company={application.company} />
        </DetailSection>
      </div>
    </Modal>
  );
}
