import { cleanFirstTouch, type FirstTouch } from '@/lib/attribution';
import type { Tables, TablesInsert, TablesUpdate } from '@/lib/database.types';
import type { SubmissionKind, SubmissionRecords } from './port';
import type { NewsletterSignup, OnboardingStatus, SupportMessage, VendorApplication, WaitlistSignup } from './schemas';

// One mapper per submissions table, between the generated row types (`npm run db:types`) and the records the app
// keeps. A renamed or retyped column fails the typecheck here. Text columns whose CHECK constraint
// holds them to a list are narrowed to that list's type with `as`: the database, not this code, guarantees them.

/** The table each kind of submission is stored in. */
export const submissionTables = {
  newsletter: 'newsletter_signups',
  waitlist: 'waitlist_signups',
  vendorApplications: 'vendor_applications',
  supportMessages: 'support_messages',
} as const satisfies Record<SubmissionKind, string>;

export type SubmissionTable = (typeof submissionTables)[SubmissionKind];
type TableOf<K extends SubmissionKind> = (typeof submissionTables)[K];

/**
 * A row as admin_list answers it (supabase/migrations/*_admin_queries.sql): the table's columns, the waitlist's place
 * in line, and a confirmed reader's unsubscribe token in an export.
 */
export type ListedRow<K extends SubmissionKind> = Tables<TableOf<K>> & {
  queue_position?: number | null;
  unsubscribe_token?: string | null;
  /** A vendor application's earlier application on the same address, and whether its account is in use. */
  duplicate_of?: { application_number: string; status: string } | null;
  account_active?: boolean;
  /** A waitlist row's owner's doors, monthly rent under management and whether their property profile is complete. */
  doors?: number;
  monthly_rent?: number;
  profile_complete?: boolean;
};

type TableMapper<K extends SubmissionKind> = {
  /**
   * The row a visitor's browser inserts: what they typed and the client id. Deposit state, queue position, opt-in
   * state, a message's status and the timestamps are the server's (RLS or a guard trigger refuses them).
   */
  toInsert(record: SubmissionRecords[K], userId: string | null): TablesInsert<TableOf<K>>;
  /** The record the admin dashboard shows; the server's bookkeeping (ids, who decided, search text) stays out. */
  fromRow(row: ListedRow<K>): SubmissionRecords[K];
  /** The columns of an admin's change; who changed a status and when is stamped by the server, never sent. */
  toUpdate(patch: Partial<SubmissionRecords[K]>): TablesUpdate<TableOf<K>>;
};

/** An admin's change to a table whose only column they may change is the status. */
const statusOnly = ({ status }: { status?: string | null | undefined }): { status?: string } => (status ? { status } : {});

/** The columns every submissions table keeps of the visitor's first touch. */
type FirstTouchColumns = Pick<Tables<'support_messages'>, 'utm_source' | 'utm_medium' | 'utm_campaign' | 'referrer_host'>;

/** A record's first touch as its table's columns; nothing for a record that has none. */
function firstTouchColumns({ firstTouch }: { firstTouch?: FirstTouch | undefined }): Partial<FirstTouchColumns> {
  if (!firstTouch) return {};
  return {
    utm_source: firstTouch.utmSource ?? null,
    utm_medium: firstTouch.utmMedium ?? null,
    utm_campaign: firstTouch.utmCampaign ?? null,
    referrer_host: firstTouch.referrerHost ?? null,
  };
}

/** The first touch a row keeps, or nothing when it keeps none (a direct visit, or a record older than the columns). */
function firstTouchOf(row: FirstTouchColumns): { firstTouch?: FirstTouch } {
  const firstTouch = cleanFirstTouch({
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    referrerHost: row.referrer_host,
  });
  return firstTouch ? { firstTouch } : {};
}

/** The signed-in visitor who sends a row owns it; an anonymous row names no owner at all. */
const owner = (userId: string | null) => (userId ? { user_id: userId } : {});

const newsletter: TableMapper<'newsletter'> = {
  toInsert: (record) => ({
    client_id: record.id,
    email: record.email,
    signup_date: record.signupDate,
    source: record.source,
    ...firstTouchColumns(record),
  }),
  fromRow: (row) => ({
    id: row.client_id,
    email: row.email,
    signupDate: row.signup_date,
    source: row.source,
    status: (row.status ?? undefined) as NewsletterSignup['status'],
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
    ...(row.unsubscribe_token !== undefined ? { unsubscribeToken: row.unsubscribe_token } : {}),
    ...firstTouchOf(row),
  }),
  // A reader's status is generated from their confirmation and opt-out; nobody sets it.
  toUpdate: () => ({}),
};

const waitlist: TableMapper<'waitlist'> = {
  toInsert: (record, userId) => ({
    client_id: record.id,
    first_name: record.firstName,
    last_name: record.lastName,
    email: record.email,
    phone: record.phone,
    properties: record.properties,
    signup_date: record.signupDate,
    ...firstTouchColumns(record),
    ...owner(userId),
  }),
  fromRow: (row) => ({
    id: row.client_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    properties: row.properties as WaitlistSignup['properties'],
    depositPaid: row.deposit_paid,
    depositAmount: row.deposit_amount,
    status: row.status,
    signupDate: row.signup_date,
    queuePosition: row.queue_position ?? null,
    ...(row.card_last4 ? { cardNumber: `•••• ${row.card_last4}` } : {}),
    ...firstTouchOf(row),
    onboardingStatus: row.onboarding_status as OnboardingStatus,
    invitedAt: row.invited_at,
    ...(row.doors !== undefined ? { doors: Number(row.doors), monthlyRent: Number(row.monthly_rent ?? 0) } : {}),
    ...(row.profile_complete !== undefined ? { profileComplete: row.profile_complete } : {}),
  }),
  toUpdate: (patch) => statusOnly(patch),
};

const vendorApplications: TableMapper<'vendorApplications'> = {
  toInsert: (record, userId) => ({
    client_id: record.id,
    // The wizard gives every application its number; a record without one is refused by the table, as it must be.
    application_number: record.applicationNumber ?? '',
    status: record.status,
    applied_date: record.appliedDate,
    approved_date: record.approvedDate,
    declined_date: record.declinedDate,
    decline_reason: record.declineReason,
    company: record.company,
    contact: record.contact,
    email: record.email,
    phone: record.phone,
    sms_number: record.smsNumber,
    website: record.website,
    category: record.category,
    year_established: record.yearEstablished,
    number_of_employees: record.numberOfEmployees,
    service_address: record.serviceAddress,
    service_city: record.serviceCity,
    service_state: record.serviceState,
    service_zip_code: record.serviceZipCode,
    service_area_radius: record.serviceAreaRadius,
    service_area_zip_codes: record.serviceAreaZipCodes,
    contact_hours: record.contactHours,
    notes: record.notes,
    preferred_quote_method: record.preferredQuoteMethod,
    emergency_services: record.emergencyServices,
    google_reviews_link: record.googleReviewsLink,
    tax_id: record.taxId,
    insurance_number: record.insuranceNumber,
    license_number: record.licenseNumber,
    min_hourly_rate: record.minHourlyRate,
    max_hourly_rate: record.maxHourlyRate,
    min_service_charge: record.minServiceCharge,
    ...firstTouchColumns(record),
    ...owner(userId),
  }),
  fromRow: (row) => ({
    id: row.client_id,
    applicationNumber: row.application_number,
    status: row.status as VendorApplication['status'],
    appliedDate: row.applied_date,
    approvedDate: row.approved_date,
    declinedDate: row.declined_date,
    declineReason: row.decline_reason,
    company: row.company,
    contact: row.contact,
    email: row.email,
    phone: row.phone,
    smsNumber: row.sms_number,
    website: row.website,
    category: row.category as VendorApplication['category'],
    yearEstablished: row.year_established,
    numberOfEmployees: row.number_of_employees as VendorApplication['numberOfEmployees'],
    serviceAddress: row.service_address,
    serviceCity: row.service_city,
    serviceState: row.service_state as VendorApplication['serviceState'],
    serviceZipCode: row.service_zip_code,
    serviceAreaRadius: row.service_area_radius as VendorApplication['serviceAreaRadius'],
    serviceAreaZipCodes: row.service_area_zip_codes,
    contactHours: row.contact_hours as VendorApplication['contactHours'],
    notes: row.notes,
    preferredQuoteMethod: row.preferred_quote_method as VendorApplication['preferredQuoteMethod'],
    emergencyServices: row.emergency_services,
    googleReviewsLink: row.google_reviews_link,
    taxId: row.tax_id,
    insuranceNumber: row.insurance_number,
    licenseNumber: row.license_number,
    minHourlyRate: row.min_hourly_rate,
    maxHourlyRate: row.max_hourly_rate,
    minServiceCharge: row.min_service_charge,
    ...(row.duplicate_of !== undefined
      ? {
          duplicateOf: row.duplicate_of && {
            applicationNumber: row.duplicate_of.application_number,
            status: row.duplicate_of.status as VendorApplication['status'],
          },
        }
      : {}),
    ...(row.account_active !== undefined ? { accountActive: row.account_active } : {}),
    ...firstTouchOf(row),
  }),
  toUpdate: (patch) => ({
    ...(patch.status !== undefined ? { status: patch.status } : {}),
    ...(patch.approvedDate !== undefined ? { approved_date: patch.approvedDate } : {}),
    ...(patch.declinedDate !== undefined ? { declined_date: patch.declinedDate } : {}),
    ...(patch.declineReason !== undefined ? { decline_reason: patch.declineReason } : {}),
  }),
};

const supportMessages: TableMapper<'supportMessages'> = {
  toInsert: (record, userId) => ({
    client_id: record.id,
    name: record.name,
    email: record.email,
    subject: record.subject,
    priority: record.priority,
    category: record.category,
    message: record.message,
    ...firstTouchColumns(record),
    ...owner(userId),
  }),
  fromRow: (row) => ({
    id: row.client_id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    priority: row.priority as SupportMessage['priority'],
    category: row.category as SupportMessage['category'],
    message: row.message,
    createdAt: row.created_at,
    status: row.status as SupportMessage['status'],
    statusChangedAt: row.status_changed_at,
    statusChangedByEmail: row.status_changed_by_email,
    ...firstTouchOf(row),
  }),
  toUpdate: (patch) => statusOnly(patch),
};

/** The mapper of each kind of submission. */
export const tableRows: { [K in SubmissionKind]: TableMapper<K> } = { newsletter, waitlist, vendorApplications, supportMessages };
