import { z } from 'zod';
import { fields, messages, usPhoneDigits } from '@/lib/validation';
import {
  contactHoursOptions,
  employeeCountOptions,
  quoteMethodOptions,
  serviceRadiusOptions,
  usStateCodes,
  vendorApplicationSchema,
  vendorCategories,
  type NewVendorApplication,
} from '@/lib/submissions';

/** What the wizard's inputs hold: text as typed (numbers too), the category list and the emergency flag. */
export type VendorApplicationValues = {
  company: string;
  contact: string;
  email: string;
  phone: string;
  smsNumber: string;
  website: string;
  taxId: string;
  insuranceNumber: string;
  licenseNumber: string;
  yearEstablished: string;
  numberOfEmployees: string;
  googleReviewsLink: string;
  category: string[];
  serviceAddress: string;
  serviceCity: string;
  serviceState: string;
  serviceZipCode: string;
  serviceAreaRadius: string;
  serviceAreaZipCodes: string;
  contactHours: string;
  preferredQuoteMethod: string;
  emergencyServices: boolean;
  minHourlyRate: string;
  maxHourlyRate: string;
  minServiceCharge: string;
};

export type VendorApplicationField = keyof VendorApplicationValues;

/** A fresh application: quote requests by e-mail (the spec's default) and a 25-mile radius preselected. */
export const emptyVendorApplication: VendorApplicationValues = {
  company: '',
  contact: '',
  email: '',
  phone: '',
  smsNumber: '',
  website: '',
  taxId: '',
  insuranceNumber: '',
  licenseNumber: '',
  yearEstablished: '',
  numberOfEmployees: '',
  googleReviewsLink: '',
  category: [],
  serviceAddress: '',
  serviceCity: '',
  serviceState: '',
  serviceZipCode: '',
  serviceAreaRadius: '25',
  serviceAreaZipCodes: '',
  contactHours: '',
  preferredQuoteMethod: 'email',
  emergencyServices: false,
  minHourlyRate: '',
  maxHourlyRate: '',
  minServiceCharge: '',
};

/** Inline messages of the wizard, one place so tests and UI agree. */
export const applicationMessages = {
  company: 'Enter your company name',
  contact: 'Enter the name of a contact person',
  emailRequired: 'Enter your email address',
  email: 'Please enter a valid email address',
  phoneRequired: 'Enter a phone number',
  smsRequired: 'Enter a mobile number for SMS job alerts',
  phone: 'Please enter a valid US phone number',
  url: 'Please enter a web address starting with http:// or https://',
  yearRequired: 'Enter the year your business was established',
  year: 'Enter a four-digit year, like 2012',
  yearTooEarly: 'Year established must be 1900 or later',
  yearInFuture: (currentYear: number) => `Year established cannot be later than ${currentYear}`,
  employees: 'Select the number of employees',
  categories: messages.categories,
  address: 'Enter the street address of your business',
  city: 'Enter a city',
  state: 'Select a state',
  zip: 'ZIP code must be exactly 5 digits',
  radius: 'Select a service area radius',
  contactHours: 'Select your contact hours',
  quoteMethod: 'Select how you prefer to receive quote requests',
  amount: 'Enter an amount like 45 or 45.50',
  amountNegative: 'Amount cannot be negative',
  amountDecimals: 'Use at most 2 decimal places',
  rateOrder: 'Maximum hourly rate must be at least the minimum hourly rate',
  taxId: 'Enter the 9-digit EIN, like 12-3456789',
  serviceAreas: 'List 5-digit ZIP codes or place names, separated by commas',
} as const;

const record = vendorApplicationSchema.shape;
const text = (message: string) => z.string().trim().min(1, message);

const phone = (requiredMessage: string) =>
  text(requiredMessage).refine((value) => usPhoneDigits(value) !== null, applicationMessages.phone);

/** A typed address with no scheme that looks like a host name (`www.aceplumbing.com/about`). */
const bareHost = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:[/?#].*)?$/i;

/**
 * An optional http(s) link. A bare host name is what most people type, so it gets `https://` for them; anything
 * else without http(s) (javascript:, data:, ftp:, plain words) is rejected.
 */
const optionalLink = z
  .string()
  .trim()
  .max(500)
  .transform((value) => (bareHost.test(value) ? `https://${value}` : value))
  .pipe(fields.optionalHttpUrl);

/** A ZIP code as typed: 5 digits, or ZIP+4, of which the 5 digits are kept. */
const zipCode = z
  .string()
  .trim()
  .regex(/^\d{5}(?:-\d{4})?$/, applicationMessages.zip)
  .transform((value) => value.slice(0, 5))
  .pipe(record.serviceZipCode);

/** Optional; when given, an EIN: 9 digits, written 12-3456789 or 123456789. */
const employerId = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{2}-?\d{7}$/.test(value), applicationMessages.taxId);

/** Optional; each comma-separated entry is a 5-digit ZIP code or a place name (letters, spaces, . ' -). */
const serviceAreas = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === '' ||
      value
        .split(',')
        .map((entry) => entry.trim())
        .every((entry) => fields.zip.safeParse(entry).success || /^[\p{L}][\p{L} .'-]*$/u.test(entry)),
    applicationMessages.serviceAreas,
  );

/** An optional amount of money typed as text: '' is "not given" (null); otherwise ≥ 0 with at most 2 decimals. */
const money = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') return;
    if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(value)) ctx.addIssue({ code: 'custom', message: applicationMessages.amount });
    else if (value.startsWith('-') && Number(value) !== 0)
      ctx.addIssue({ code: 'custom', message: applicationMessages.amountNegative });
    else if (/\.\d{3,}$/.test(value)) ctx.addIssue({ code: 'custom', message: applicationMessages.amountDecimals });
  })
  .transform((value) => (value === '' ? null : Math.abs(Number(value))))
  .pipe(record.minHourlyRate.unwrap());

/** Step 1, Contact Info. */
export const contactStepSchema = z.object({
  company: text(applicationMessages.company).pipe(record.company),
  contact: text(applicationMessages.contact).pipe(record.contact),
  email: text(applicationMessages.emailRequired).pipe(record.email),
  phone: phone(applicationMessages.phoneRequired).pipe(record.phone),
  smsNumber: phone(applicationMessages.smsRequired).pipe(record.smsNumber),
  website: optionalLink,
});

/** Step 2, Business Details. The newest allowed year is passed in so nothing reads the clock at import time. */
export function businessStepSchema(currentYear: number) {
  return z.object({
    taxId: employerId.pipe(record.taxId.unwrap()),
    insuranceNumber: z.string().pipe(record.insuranceNumber.unwrap()),
    licenseNumber: z.string().pipe(record.licenseNumber.unwrap()),
    yearEstablished: text(applicationMessages.yearRequired)
      .regex(/^\d{4}$/, applicationMessages.year)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1900, applicationMessages.yearTooEarly)
          .max(currentYear, applicationMessages.yearInFuture(currentYear)),
      ),
    numberOfEmployees: z.enum(employeeCountOptions, applicationMessages.employees),
    googleReviewsLink: optionalLink,
    category: z.array(z.enum(vendorCategories)).min(1, applicationMessages.categories).pipe(record.category.unwrap()),
  });
}

/** Step 3, Service Areas, including the optional pricing block and its min ≤ max rule. */
export const serviceAreaStepSchema = z
  .object({
    serviceAddress: text(applicationMessages.address).pipe(record.serviceAddress),
    serviceCity: text(applicationMessages.city).pipe(record.serviceCity),
    serviceState: z.enum(usStateCodes, applicationMessages.state),
    serviceZipCode: zipCode,
    serviceAreaRadius: z.enum(serviceRadiusOptions, applicationMessages.radius),
    serviceAreaZipCodes: serviceAreas.pipe(record.serviceAreaZipCodes.unwrap()),
    contactHours: z.enum(contactHoursOptions, applicationMessages.contactHours),
    preferredQuoteMethod: z.enum(quoteMethodOptions, applicationMessages.quoteMethod),
    emergencyServices: z.boolean(),
    minHourlyRate: money,
    maxHourlyRate: money,
    minServiceCharge: money,
  })
  .superRefine((step, ctx) => {
    if (step.minHourlyRate !== null && step.maxHourlyRate !== null && step.minHourlyRate > step.maxHourlyRate) {
      ctx.addIssue({ code: 'custom', path: ['maxHourlyRate'], message: applicationMessages.rateOrder });
    }
  });

/** The three steps in order. */
export const stepFields = {
  0: ['company', 'contact', 'email', 'phone', 'smsNumber', 'website'],
  1: [
    'taxId',
    'insuranceNumber',
    'licenseNumber',
    'yearEstablished',
    'numberOfEmployees',
    'googleReviewsLink',
    'category',
  ],
  2: [
    'serviceAddress',
    'serviceCity',
    'serviceState',
    'serviceZipCode',
    'serviceAreaRadius',
    'serviceAreaZipCodes',
    'contactHours',
    'preferredQuoteMethod',
    'emergencyServices',
    'minHourlyRate',
    'maxHourlyRate',
    'minServiceCharge',
  ],
} as const satisfies Record<number, readonly VendorApplicationField[]>;

export type StepIndex = keyof typeof stepFields;
export const stepCount = 3;

function stepSchema(step: StepIndex, currentYear: number) {
  if (step === 0) return contactStepSchema;
  if (step === 1) return businessStepSchema(currentYear);
  return serviceAreaStepSchema;
}

export type StepErrors = Partial<Record<VendorApplicationField, string>>;

/** The first message per field of one step; an empty object means the step is complete and valid. */
export function validateStep(step: StepIndex, values: VendorApplicationValues, currentYear: number): StepErrors {
  const result = stepSchema(step, currentYear).safeParse(values);
  if (result.success) return {};
  const errors: StepErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as VendorApplicationField;
    errors[field] ??= issue.message;
  }
  return errors;
}

type RecordMeta = Pick<NewVendorApplication, 'id' | 'applicationNumber' | 'appliedDate'>;

/** The stored record of a complete application (status 'pending'); throws when any step is invalid. */
export function toVendorApplication(values: VendorApplicationValues, meta: RecordMeta, currentYear: number): NewVendorApplication {
  return vendorApplicationSchema.parse({
    ...meta,
    status: 'pending',
    approvedDate: null,
    declinedDate: null,
    declineReason: null,
    ...contactStepSchema.parse(values),
    ...businessStepSchema(currentYear).parse(values),
    ...serviceAreaStepSchema.parse(values),
  });
}

/** What the wizard keeps in sessionStorage between reloads: the answers so far and the step on screen. */
export const vendorApplicationDraftSchema = z.object({
  step: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  values: z.object({
    company: z.string().max(500),
    contact: z.string().max(500),
    email: z.string().max(500),
    phone: z.string().max(100),
    smsNumber: z.string().max(100),
    website: z.string().max(1000),
    taxId: z.string().max(200),
    insuranceNumber: z.string().max(200),
    licenseNumber: z.string().max(200),
    yearEstablished: z.string().max(20),
    numberOfEmployees: z.string().max(20),
    googleReviewsLink: z.string().max(1000),
    category: z.array(z.string().max(100)).max(vendorCategories.length),
    serviceAddress: z.string().max(500),
    serviceCity: z.string().max(200),
    serviceState: z.string().max(10),
    serviceZipCode: z.string().max(20),
    serviceAreaRadius: z.string().max(20),
    serviceAreaZipCodes: z.string().max(2000),
    contactHours: z.string().max(100),
    preferredQuoteMethod: z.string().max(20),
    emergencyServices: z.boolean(),
    minHourlyRate: z.string().max(30),
    maxHourlyRate: z.string().max(30),
    minServiceCharge: z.string().max(30),
  }),
});
export type VendorApplicationDraft = z.infer<typeof vendorApplicationDraftSchema>;
