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

/** Applications whose company, contact or e-mail contains `query` and whose status passes `status`. */
export function filterApplications(
  applications: readonly VendorApplication[],
  query: string,
  status: ApplicationStatusFilter,
): VendorApplication[] {
  return applications.filter(
    (application) =>
      (status === 'all' || application.status === status) &&
      matchesQuery(query, application.company, application.contact, application.email),
  );
}

/** Waitlist signups whose first name, last name or e-mail contains `query`. */
export function filterWaitlist(signups: readonly WaitlistSignup[], query: string): WaitlistSignup[] {
  return signups.filter((signup) => matchesQuery(query, signup.firstName, signup.lastName, signup.email));
}

/** Newsletter signups whose e-mail contains `query`. */
export function filterNewsletter(signups: readonly NewsletterSignup[], query: string): NewsletterSignup[] {
  return signups.filter((signup) => matchesQuery(query, signup.email));
}

/** Number of applications still waiting for a decision. */
export function pendingCount(applications: readonly VendorApplication[]): number {
  return applications.reduce((count, application) => count + (application.status === 'pending' ? 1 : 0), 0);
}
