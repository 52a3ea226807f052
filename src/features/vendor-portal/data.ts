import * as z from 'zod/mini';
import { createStoredValue } from '@/lib/storage';
import {
  contactHoursOptions,
  serviceRadiusOptions,
  vendorApplicationSchema,
  vendorCategories,
} from '@/lib/submissions';
import {
  amountText,
  checkRateOrder,
  notesText,
  phoneText,
  quoteMethodChoice,
  storedQuoteMethodChoice,
  serviceAreasText,
  typedText,
  vendorFieldMessages,
} from '@/lib/submissions/vendor-fields';
import { maxLengthOf, simpleEmailPattern } from '@/lib/validation';

export const jobStatuses = ['pending', 'scheduled', 'in-progress', 'completed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** A job offered to or done by the vendor. None exist until jobs are dispatched to vendors. */
export type VendorJob = { id: string; title: string; property: string; address: string; status: JobStatus; date: string };

/** A payment to the vendor for one job. */
export type VendorPayment = { date: string; job: string; property: string; amount: number; status: string };

/** The vendor's jobs and payments; empty until the dispatch backend exists (placeholders until then). */
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
  email: vendorFieldMessages.email,
  phone: vendorFieldMessages.phone,
  categories: vendorFieldMessages.categories,
} as const;

/** Profiles saved when the portal offered four categories spelled one of them 'Handyman'; the application's name. */
const renamedCategories: Readonly<Record<string, string>> = { Handyman: 'Handyman Services' };
const profileCategory = z.pipe(
  z.pipe(
    z.string(),
    z.transform((name: string) => renamedCategories[name] ?? name),
  ),
  z.enum(vendorCategories),
);

const record = vendorApplicationSchema.shape;

/** An e-mail address as typed, or nothing. */
const optionalEmail = typedText(record.email).check(
  z.refine((value) => value === '' || simpleEmailPattern.test(value), profileMessages.email),
);

/** A stored rate: a non-negative amount, or null when the vendor gave none. */
const storedRate = z._default(z.nullable(z.number().check(z.nonnegative())), null);

/**
 * The saved profile (this browser's, or the form's view of the server's application); every field may be empty,
 * but what is filled in must be valid. Fields added since the first profiles were saved have defaults, so those
 * still load.
 */
export const vendorProfileSchema = z.object({
  companyName: typedText(record.company),
  contactPerson: typedText(record.contact),
  phone: phoneText(),
  smsNumber: z._default(phoneText(), ''),
  email: optionalEmail,
  serviceRadius: z.enum(serviceRadiusOptions),
  categories: z.array(profileCategory),
  contactHours: z.union([z.enum(contactHoursOptions), z.literal('')]),
  notes: z._default(notesText, ''),
  preferredQuoteMethod: storedQuoteMethodChoice,
  emergencyServices: z._default(z.boolean(), false),
  serviceAreaZipCodes: z._default(serviceAreasText, ''),
  minHourlyRate: storedRate,
  maxHourlyRate: storedRate,
  minServiceCharge: storedRate,
});
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

type RateField = 'minHourlyRate' | 'maxHourlyRate' | 'minServiceCharge';
export const rateFields = ['minHourlyRate', 'maxHourlyRate', 'minServiceCharge'] as const satisfies readonly RateField[];

/** What the profile form's inputs hold: the profile, with the rates as the text typed. */
export type VendorProfileValues = Omit<VendorProfile, RateField> & Record<RateField, string>;
export type VendorProfileField = keyof VendorProfileValues;

/** The form's starting values for a saved profile. */
export function profileValues(profile: VendorProfile): VendorProfileValues {
  const rate = (value: number | null) => (value === null ? '' : String(value));
  return {
    ...profile,
    minHourlyRate: rate(profile.minHourlyRate),
    maxHourlyRate: rate(profile.maxHourlyRate),
    minServiceCharge: rate(profile.minServiceCharge),
  };
}

/**
 * What Save Changes accepts: the application wizard's rules for the fields they share (rates, quote method,
 * service areas, notes), and at least one category, as the application asked (a vendor with none matches no job).
 * Reading a stored profile stays lenient, so an earlier save without one still loads.
 */
export const vendorProfileFormSchema = z
  .extend(vendorProfileSchema, {
    smsNumber: phoneText(),
    categories: z.array(profileCategory).check(z.minLength(1, profileMessages.categories)),
    notes: notesText,
    preferredQuoteMethod: quoteMethodChoice,
    emergencyServices: z.boolean(),
    serviceAreaZipCodes: serviceAreasText,
    minHourlyRate: amountText,
    maxHourlyRate: amountText,
    minServiceCharge: amountText,
  })
  .check(z.superRefine(checkRateOrder));

/** The most characters a text field of the form takes (its schema's limit), for the input's maxLength. */
export function profileMaxLength(field: VendorProfileField): number | undefined {
  return maxLengthOf(vendorProfileFormSchema.shape[field]);
}

export const emptyVendorProfile: VendorProfile = {
  companyName: '',
  contactPerson: '',
  phone: '',
  smsNumber: '',
  email: '',
  serviceRadius: '25',
  categories: [],
  contactHours: '',
  notes: '',
  preferredQuoteMethod: 'email',
  emergencyServices: false,
  serviceAreaZipCodes: '',
  minHourlyRate: null,
  maxHourlyRate: null,
  minServiceCharge: null,
};

/** The saved profile, kept in this browser (localStorage) until vendor accounts have a server profile. */
export const vendorProfileStore = createStoredValue('vendor-portal-profile', vendorProfileSchema, 'local');
