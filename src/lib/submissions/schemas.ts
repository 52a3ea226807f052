import { z } from 'zod';
import { idPatterns } from '@/lib/ids';
import { fields } from '@/lib/validation';

/**
 * Stored shapes of visitor submissions (camelCase, as browser-only builds store them). Form schemas in the features
 * are built from these, so a record that passes its form also passes here.
 */

export const newsletterSources = ['homepage', 'resources'] as const;

/** Where a reader stands with a backend (double opt-in); browser-only records have no status. */
export const newsletterStatuses = ['unconfirmed', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const newsletterSignupSchema = z.object({
  id: z.string().regex(idPatterns.newsletter),
  email: fields.email,
  signupDate: fields.isoDateTime,
  source: z.string().trim().min(1).max(40).default('homepage'),
  /** The server's: set when the admin reads rows from a backend, never sent by the browser. */
  status: z.enum(newsletterStatuses).optional(),
  confirmedAt: z.string().nullable().optional(),
  unsubscribedAt: z.string().nullable().optional(),
  /** Only in an export of confirmed readers: the token of the reader's own unsubscribe link. */
  unsubscribeToken: z.string().nullable().optional(),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

export const propertyCountOptions = ['1-5', '6-20', '21+'] as const;

export const waitlistStatuses = ['pending_payment', 'confirmed', 'refunded', 'pending', 'approved', 'declined'] as const;

export const waitlistSignupSchema = z.object({
  id: z.string().regex(idPatterns.waitlist),
  firstName: fields.requiredText(80),
  lastName: fields.requiredText(80),
  email: fields.email,
  phone: fields.usPhone,
  properties: z.enum(propertyCountOptions),
  depositPaid: z.boolean(),
  depositAmount: z.number().nonnegative(),
  status: z.string().min(1).max(40),
  signupDate: fields.isoDate,
  /** 501 onwards; null for a refunded signup, which gives up its place. */
  queuePosition: z.number().int().positive().nullable(),
  /** Masked to the last four digits, e.g. '•••• 4242'. */
  cardNumber: z
    .string()
    .regex(/^\D*\d{4}$/)
    .optional(),
});
export type WaitlistSignup = z.infer<typeof waitlistSignupSchema>;

export const vendorCategories = [
  'Plumbing',
  'Electrical',
  'HVAC',
  'Appliance Repair',
  'Handyman Services',
  'Landscaping',
  'Cleaning Services',
  'Painting',
  'Flooring',
  'Roofing',
  'Pest Control',
  'Security Systems',
  'Pool Maintenance',
  'Snow Removal',
] as const;

export const contactHoursOptions = [
  'Monday - Friday 8 AM - 5 PM',
  'Monday - Friday 9 AM - 6 PM',
  'Monday - Friday 7 AM - 7 PM',
  'Monday - Saturday 8 AM - 5 PM',
  'Monday - Saturday 9 AM - 6 PM',
  '24/7 Emergency Services',
  'Weekdays Only',
  'Weekends Only',
  'Custom Hours (will specify in notes)',
] as const;

export const employeeCountOptions = ['1', '2-5', '6-10', '11-25', '26-50', '50+'] as const;
export const serviceRadiusOptions = ['10', '25', '50', '100', 'statewide'] as const;
/** The ways a vendor can choose to receive quote requests. */
export const quoteMethodOptions = ['email', 'phone', 'sms'] as const;
/**
 * What a stored application may hold: the choices, and 'app', once offered although no vendor app exists. The
 * table's CHECK still allows it, so applications that chose it stay readable for the admin.
 */
export const storedQuoteMethods = [...quoteMethodOptions, 'app'] as const;
export type StoredQuoteMethod = (typeof storedQuoteMethods)[number];

// prettier-ignore
export const usStateCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME',
  'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA',
  'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

export const vendorApplicationStatuses = ['pending', 'approved', 'declined'] as const;

const money = z.number().nonnegative().multipleOf(0.01).nullable();

export const vendorApplicationSchema = z.object({
  id: z.string().regex(idPatterns.vendorApplication),
  applicationNumber: z.string().regex(idPatterns.applicationNumber),
  status: z.enum(vendorApplicationStatuses),
  appliedDate: fields.isoDate,
  approvedDate: fields.isoDate.nullable().default(null),
  declinedDate: fields.isoDate.nullable().default(null),
  declineReason: z.string().trim().max(1000).nullable().default(null),
  company: fields.requiredText(120),
  contact: fields.requiredText(120),
  email: fields.email,
  phone: fields.requiredText(30),
  smsNumber: fields.requiredText(30),
  website: fields.optionalHttpUrl.default(''),
  category: z.array(z.enum(vendorCategories)).default([]),
  yearEstablished: z.number().int().min(1900),
  numberOfEmployees: z.enum(employeeCountOptions),
  serviceAddress: fields.requiredText(200),
  serviceCity: fields.requiredText(100),
  serviceState: z.enum(usStateCodes),
  serviceZipCode: fields.zip,
  serviceAreaRadius: z.enum(serviceRadiusOptions),
  serviceAreaZipCodes: fields.optionalText(1000).default(''),
  contactHours: z.enum(contactHoursOptions),
  /** Free text for what the fields cannot say, such as the hours behind 'Custom Hours (will specify in notes)'. */
  notes: fields.optionalText(1000).default(''),
  preferredQuoteMethod: z.enum(quoteMethodOptions),
  emergencyServices: z.boolean(),
  googleReviewsLink: fields.optionalHttpUrl.default(''),
  taxId: fields.optionalText(40).default(''),
  insuranceNumber: fields.optionalText(60).default(''),
  licenseNumber: fields.optionalText(60).default(''),
  minHourlyRate: money.default(null),
  maxHourlyRate: money.default(null),
  minServiceCharge: money.default(null),
  /** The server's, for the admin: an earlier application on the same address that this one repeats. */
  duplicateOf: z
    .object({ applicationNumber: z.string(), status: z.enum(vendorApplicationStatuses) })
    .nullable()
    .optional(),
  /** The server's, for the admin: the vendor accepted the invite and uses the portal, so no invite is offered. */
  accountActive: z.boolean().optional(),
});
/** A complete new application, as the wizard makes it (every rule checked). */
export type NewVendorApplication = z.infer<typeof vendorApplicationSchema>;

/** Empty, missing or null → null; a number, or a number typed as text → that number. */
const storedMoney = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z.number().nonnegative().nullable(),
);
/** Empty, missing or null → null; else a yyyy-mm-dd date. */
const storedDate = z.preprocess((value) => (value === '' || value === undefined ? null : value), fields.isoDate.nullable());
/** Any stored link: the admin's views open only http(s) addresses and show anything else disabled. */
const storedLink = z.string().trim().max(2000).default('');

/**
 * A vendor application as read back from this browser's storage. Besides this project's records it accepts the
 * older, looser shape (no application number, the year and rates as the text the form held, absent
 * dates and flags) and links that are not http(s), so nothing a visitor stored is ever hidden from the admin. New
 * applications are still checked by the strict `vendorApplicationSchema` before they are stored.
 */
export const storedVendorApplicationSchema = vendorApplicationSchema.extend({
  applicationNumber: z.string().regex(idPatterns.applicationNumber).optional(),
  status: z.enum(vendorApplicationStatuses).default('pending'),
  approvedDate: storedDate.default(null),
  declinedDate: storedDate.default(null),
  declineReason: z.string().trim().max(1000).nullable().default(null),
  website: storedLink,
  googleReviewsLink: storedLink,
  yearEstablished: z.coerce.number().int().min(1900),
  emergencyServices: z.boolean().default(false),
  preferredQuoteMethod: z.enum(storedQuoteMethods).default('email'),
  minHourlyRate: storedMoney.default(null),
  maxHourlyRate: storedMoney.default(null),
  minServiceCharge: storedMoney.default(null),
});
export type VendorApplication = z.infer<typeof storedVendorApplicationSchema>;

export const supportPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const supportCategories = ['general', 'technical', 'billing', 'feature', 'bug'] as const;

/** Where an admin has got with a message (the table's CHECK; "in progress" is stored as in_progress). */
export const supportStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];

export const supportMessageSchema = z.object({
  id: z.string().regex(idPatterns.supportTicket),
  name: fields.requiredText(120),
  email: fields.email,
  subject: fields.requiredText(200),
  priority: z.enum(supportPriorities),
  category: z.enum(supportCategories),
  message: fields.requiredText(5000),
  createdAt: fields.isoDateTime,
  // Messages stored before the Support tab existed have no status: they were never handled, so they are open.
  status: z.enum(supportStatuses).default('open'),
  /** When an admin last changed the status (ISO 8601), and that admin's e-mail; null until the first change. */
  statusChangedAt: fields.isoDateTime.nullable().default(null),
  statusChangedByEmail: z.string().max(254).nullable().default(null),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
