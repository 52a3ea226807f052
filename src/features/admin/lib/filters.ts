import type { NewsletterSignup, VendorApplication, WaitlistSignup } from '@/lib/submissions';

/** Status filter choices of the vendor applications list. */
export const applicationStatusFilters = ['all', 'pending', 'approved', 'declined'] as const;
export type ApplicationStatusFilter = (typeof applicationStatusFilters)[number];

/** Case-insensitive substring match of `query` (trimmed) in any of `values`; an empty query matches all. */
export function matchesQuery(query: string, ...values: string[]): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return values.some((value) => value.toLowerCase().includes(needle));
}

/** What each list is searched by (SPEC section 2). */
export const searchFields = {
  application: (record: VendorApplication) => [record.company, record.contact, record.email],
  waitlist: (record: WaitlistSignup) => [record.firstName, record.lastName, record.email],
  newsletter: (record: NewsletterSignup) => [record.email],
};

/**
 * The lower-cased searchable text of each record, built once per data refresh so a keystroke only runs
 * `includes`. Fields are joined by a newline, which a one-line search box cannot contain, so no match spans two.
 */
export function searchTexts<T>(records: readonly T[], fields: (record: T) => string[]): string[] {
  return records.map((record) => fields(record).join('\n').toLowerCase());
}

function filterByText<T>(records: readonly T[], texts: readonly string[], query: string, keep: (record: T) => boolean = () => true): T[] {
  const needle = query.trim().toLowerCase();
  return records.filter((record, index) => keep(record) && (!needle || texts[index].includes(needle)));
}

/** Applications whose company, contact or e-mail contains `query` and whose status passes `status`. */
export function filterApplications(
  applications: readonly VendorApplication[],
  query: string,
  status: ApplicationStatusFilter,
  texts: readonly string[] = searchTexts(applications, searchFields.application),
): VendorApplication[] {
  return filterByText(applications, texts, query, (application) => status === 'all' || application.status === status);
}

/** Waitlist signups whose first name, last name or e-mail contains `query`. */
export function filterWaitlist(
  signups: readonly WaitlistSignup[],
  query: string,
  texts: readonly string[] = searchTexts(signups, searchFields.waitlist),
): WaitlistSignup[] {
  return filterByText(signups, texts, query);
}

/** Newsletter signups whose e-mail contains `query`. */
export function filterNewsletter(
  signups: readonly NewsletterSignup[],
  query: string,
  texts: readonly string[] = searchTexts(signups, searchFields.newsletter),
): NewsletterSignup[] {
  return filterByText(signups, texts, query);
}

/** Number of applications still waiting for a decision. */
export function pendingCount(applications: readonly VendorApplication[]): number {
  return applications.reduce((count, application) => count + (application.status === 'pending' ? 1 : 0), 0);
}
