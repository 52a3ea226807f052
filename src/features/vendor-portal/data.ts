import { z } from 'zod';
import { createStoredValue } from '@/lib/storage';
import { contactHoursOptions, serviceRadiusOptions, vendorCategories } from '@/lib/submissions';
import { messages, simpleEmailPattern, usPhoneDigits } from '@/lib/validation';

export const jobStatuses = ['pending', 'scheduled', 'in-progress', 'completed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** A job offered to or done by the vendor. None exist until jobs are dispatched to vendors. */
export type VendorJob = { id: string; title: string; property: string; address: string; status: JobStatus; date: string };

/** A payment to the vendor for one job. */
export type VendorPayment = { date: string; job: string; property: string; amount: number; status: string };

/** The vendor's jobs and payments; empty until the dispatch backend exists (SPEC: all values are placeholders). */
export const vendorJobs: readonly VendorJob[] = [];
export const vendorPayments: readonly VendorPayment[] = [];

/** Jobs whose title, property or address contains `query` (case-insensitive) and whose status matches. */
export function filterJobs(jobs: readonly VendorJob[], query: string, status: JobStatus | 'all'): VendorJob[] {
  const needle = query.trim().toLowerCase();
  return jobs.filter(
    (job) =>
      (status === 'all' || job.status === status) &&
      (!needle || [job.title, job.property, job.address].some((text) => text.toLowerCase().includes(needle))),
  );
}

export const earningsCsvHeader = ['date', 'job', 'property', 'amount', 'status'] as const;

/** One CSV cell: quoted when needed, and a leading = + - @ defused so spreadsheets never run it as a formula. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The earnings report: a header row, then one row per payment (amounts with two decimals). */
export function buildEarningsCsv(payments: readonly VendorPayment[]): string {
  const rows = payments.map((payment) =>
    [payment.date, payment.job, payment.property, payment.amount.toFixed(2), payment.status].map(csvCell).join(','),
  );
  return `${[earningsCsvHeader.join(','), ...rows].join('\r\n')}\r\n`;
}

/** File name of the report downloaded on `isoDate`. */
export const earningsReportName = (isoDate: string) => `doorkeep-earnings-${isoDate}.csv`;

export const profileMessages = {
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid US phone number',
  categories: messages.categories,
} as const;

/** Profiles saved when the portal offered four categories spelled one of them 'Handyman'; the application's name. */
const renamedCategories: Readonly<Record<string, string>> = { Handyman: 'Handyman Services' };
const profileCategory = z
  .string()
  .transform((name) => renamedCategories[name] ?? name)
  .pipe(z.enum(vendorCategories));

/** The portal profile form; every field may stay empty, but what is filled in must be valid. */
export const vendorProfileSchema = z.object({
  companyName: z.string().trim().max(120),
  contactPerson: z.string().trim().max(120),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((value) => value === '' || usPhoneDigits(value) !== null, profileMessages.phone),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((value) => value === '' || simpleEmailPattern.test(value), profileMessages.email),
  serviceRadius: z.enum(serviceRadiusOptions),
  categories: z.array(profileCategory),
  contactHours: z.union([z.enum(contactHoursOptions), z.literal('')]),
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

/**
 * What Save Changes accepts: the stored shape, and at least one category, as the application asked (a vendor with
 * none matches no job). Reading a stored profile stays lenient, so an earlier save without one still loads.
 */
export const vendorProfileFormSchema = vendorProfileSchema.extend({
  categories: z.array(profileCategory).min(1, profileMessages.categories),
});

export const emptyVendorProfile: VendorProfile = {
  companyName: '',
  contactPerson: '',
  phone: '',
  email: '',
  serviceRadius: '25',
  categories: [],
  contactHours: '',
};

/** The saved profile, kept in this browser (localStorage) until vendor accounts have a server profile. */
export const vendorProfileStore = createStoredValue('vendor-portal-profile', vendorProfileSchema, 'local');
