import * as z from 'zod/mini';
import { idPatterns } from '@/lib/ids';
import { fields } from '@/lib/validation';
import { cleanFirstTouch } from '@/lib/attribution';

/**
 * Stored shapes of visitor submissions (camelCase, as browser-only builds store them). Form schemas in the features
 * are built from these, so a record that passes its form also passes here.
 */

/**
 * Where the visitor first came from (src/lib/attribution.ts), carried by every kind of submission. It is cleaned
 * rather than checked: a record queued before it existed has none, and a part storage mangled is dropped, never the
 * record that carries it.
 */
const firstTouch = z.optional(z.pipe(z.unknown(), z.transform(cleanFirstTouch)));

export const newsletterSources = ['homepage', 'resources'] as const;

/** Where a reader stands with a backend (double opt-in); browser-only records have no status. */
export const newsletterStatuses = ['unconfirmed', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const newsletterSignupSchema = z.object({
  id: z.string().check(z.regex(idPatterns.newsletter)),
  email: fields.email,
  signupDate: fields.isoDateTime,
  source: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), 'homepage'),
  /** The server's: set when the admin reads rows from a backend, never sent by the browser. */
  status: z.optional(z.enum(newsletterStatuses)),
  confirmedAt: z.optional(z.nullable(z.string())),
  unsubscribedAt: z.optional(z.nullable(z.string())),
  /** Only in an export of confirmed readers: the token of the reader's own unsubscribe link. */
  unsubscribeToken: z.optional(z.nullable(z.string())),
  firstTouch,
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

export const propertyCountOptions = ['1-5', '6-20', '21+'] as const;

export const waitlistStatuses = ['pending_payment', 'confirmed', 'refunded', 'pending', 'approved', 'declined'] as const;

/**
 * Where an owner stands between the waitlist and a live dashboard (public.waitlist_signups.onboarding_status): the
 * admin invites and moves them on; a refund withdraws them.
 */
export const onboardingStatuses = ['waitlisted', 'invited', 'onboarding', 'live', 'withdrawn'] as const;
export type OnboardingStatus = (typeof onboardingStatuses)[number];

export const waitlistSignupSchema = z.object({
  id: z.string().check(z.regex(idPatterns.waitlist)),
  firstName: fields.requiredText(80),
  lastName: fields.requiredText(80),
  email: fields.email,
  phone: fields.usPhone,
  properties: z.enum(propertyCountOptions),
  depositPaid: z.boolean(),
  depositAmount: z.number().check(z.nonnegative()),
  status: z.string().check(z.minLength(1), z.maxLength(40)),
  signupDate: fields.isoDate,
  /** 501 onwards; null for a refunded signup, which gives up its place. */
  queuePosition: z.nullable(z.number().check(z.int(), z.positive())),
  /** Masked to the last four digits, e.g. '•••• 4242'. */
  cardNumber: z.optional(z.string().check(z.regex(/^\D*\d{4}$/))),
  firstTouch,
  /** The server's, as the admin reads it; a record made in this browser has none (see onboardingStatusOf). */
  onboardingStatus: z.optional(z.enum(onboardingStatuses)),
  /** When the owner was first invited (ISO timestamp); null or absent before. */
  invitedAt: z.optional(z.nullable(z.string())),
  /** The owner's property profile as the admin reads it: doors (units), monthly rent under management, complete. */
  doors: z.optional(z.number().check(z.int(), z.nonnegative())),
  monthlyRent: z.optional(z.number().check(z.nonnegative())),
  profileComplete: z.optional(z.boolean()),
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

const money = z.nullable(z.number().check(z.nonnegative(), z.multipleOf(0.01)));

export const vendorApplicationSchema = z.object({
  id: z.string().check(z.regex(idPatterns.vendorApplication)),
  applicationNumber: z.string().check(z.regex(idPatterns.applicationNumber)),
  status: z.enum(vendorApplicationStatuses),
  appliedDate: fields.isoDate,
  approvedDate: z._default(z.nullable(fields.isoDate), null),
  declinedDate: z._default(z.nullable(fields.isoDate), null),
  declineReason: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(1000))), null),
  company: fields.requiredText(120),
  contact: fields.requiredText(120),
  email: fields.email,
  phone: fields.requiredText(30),
  smsNumber: fields.requiredText(30),
  website: z._default(fields.optionalHttpUrl, ''),
  category: z._default(z.array(z.enum(vendorCategories)), []),
  yearEstablished: z.number().check(z.int(), z.gte(1900)),
  numberOfEmployees: z.enum(employeeCountOptions),
  serviceAddress: fields.requiredText(200),
  serviceCity: fields.requiredText(100),
  serviceState: z.enum(usStateCodes),
  serviceZipCode: fields.zip,
  serviceAreaRadius: z.enum(serviceRadiusOptions),
  serviceAreaZipCodes: z._default(fields.optionalText(1000), ''),
  contactHours: z.enum(contactHoursOptions),
  /** Free text for what the fields cannot say, such as the hours behind 'Custom Hours (will specify in notes)'. */
  notes: z._default(fields.optionalText(1000), ''),
  preferredQuoteMethod: z.enum(quoteMethodOptions),
  emergencyServices: z.boolean(),
  googleReviewsLink: z._default(fields.optionalHttpUrl, ''),
  taxId: z._default(fields.optionalText(40), ''),
  insuranceNumber: z._default(fields.optionalText(60), ''),
  licenseNumber: z._default(fields.optionalText(60), ''),
  minHourlyRate: z._default(money, null),
  maxHourlyRate: z._default(money, null),
  minServiceCharge: z._default(money, null),
  /** The server's, for the admin: an earlier application on the same address that this one repeats. */
  duplicateOf: z.optional(
    z.nullable(z.object({ applicationNumber: z.string(), status: z.enum(vendorApplicationStatuses) })),
  ),
  /** The server's, for the admin: the vendor accepted the invite and uses the portal, so no invite is offered. */
  accountActive: z.optional(z.boolean()),
  firstTouch,
});
/** A complete new application, as the wizard makes it (every rule checked). */
export type NewVendorApplication = z.infer<typeof vendorApplicationSchema>;

/** Empty, missing or null → null; a number, or a number typed as text → that number. */
const storedMoney = z.pipe(
  z.transform((value: unknown) =>
    value === '' || value === null || value === undefined ? null : typeof value === 'string' ? Number(value) : value,
  ),
  z.nullable(z.number().check(z.nonnegative())),
);
/** Empty, missing or null → null; else a yyyy-mm-dd date. */
const storedDate = z.pipe(
  z.transform((value: unknown) => (value === '' || value === undefined ? null : value)),
  z.nullable(fields.isoDate),
);
/** Any stored link: the admin's views open only http(s) addresses and show anything else disabled. */
const storedLink = z._default(z.string().check(z.trim(), z.maxLength(2000)), '');

/**
 * A vendor application as read back from this browser's storage. Besides this project's records it accepts the
 * older, looser shape (no application number, the year and rates as the text the form held, absent
 * dates and flags) and links that are not http(s), so nothing a visitor stored is ever hidden from the admin. New
 * applications are still checked by the strict `vendorApplicationSchema` before they are stored.
 */
export const storedVendorApplicationSchema = z.extend(vendorApplicationSchema, {
  applicationNumber: z.optional(z.string().check(z.regex(idPatterns.applicationNumber))),
  status: z._default(z.enum(vendorApplicationStatuses), 'pending'),
  approvedDate: z._default(storedDate, null),
  declinedDate: z._default(storedDate, null),
  declineReason: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(1000))), null),
  website: storedLink,
  googleReviewsLink: storedLink,
  yearEstablished: z.coerce.number().check(z.int(), z.gte(1900)),
  emergencyServices: z._default(z.boolean(), false),
  preferredQuoteMethod: z._default(z.enum(storedQuoteMethods), 'email'),
  minHourlyRate: z._default(storedMoney, null),
  maxHourlyRate: z._default(storedMoney, null),
  minServiceCharge: z._default(storedMoney, null),
});
export type VendorApplication = z.infer<typeof storedVendorApplicationSchema>;

export const supportPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const supportCategories = ['general', 'technical', 'billing', 'feature', 'bug'] as const;

/** Where an admin has got with a message (the table's CHECK; "in progress" is stored as in_progress). */
export const supportStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type SupportStatus = (typeof supportStatuses)[number];

export const supportMessageSchema = z.object({
  id: z.string().check(z.regex(idPatterns.supportTicket)),
  name: fields.requiredText(120),
  email: fields.email,
  subject: fields.requiredText(200),
  priority: z.enum(supportPriorities),
  category: z.enum(supportCategories),
  message: fields.requiredText(5000),
  createdAt: fields.isoDateTime,
  // Messages stored before the Support tab existed have no status: they were never handled, so they are open.
  status: z._default(z.enum(supportStatuses), 'open'),
  /** When an admin last changed the status (ISO 8601), and that admin's e-mail; null until the first change. */
  statusChangedAt: z._default(z.nullable(fields.isoDateTime), null),
  statusChangedByEmail: z._default(z.nullable(z.string().check(z.maxLength(254))), null),
  firstTouch,
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** A signup's onboarding status; one without the server's (made in this browser) is waitlisted, or withdrawn once refunded. */
export function onboardingStatusOf(signup: Pick<WaitlistSignup, 'onboardingStatus' | 'status'>): OnboardingStatus {
  return signup.onboardingStatus ?? (signup.status === 'refunded' ? 'withdrawn' : 'waitlisted');
}
