import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { fields, maxLengthOf, messages } from '@/lib/validation';
import {
  contactHoursOptions,
  employeeCountOptions,
  serviceRadiusOptions,
  usStateCodes,
  vendorApplicationSchema,
  vendorCategories,
  type NewVendorApplication,
} from '@/lib/submissions';
import {
  amountText,
  checkRateOrder,
  notesText,
  phoneText,
  quoteMethodChoice,
  serviceAreasText,
  typedText,
  vendorFieldMessages,
} from '@/lib/submissions/vendor-fields';

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
  notes: string;
  preferredQuoteMethod: string;
  emergencyServices: boolean;
  minHourlyRate: string;
  maxHourlyRate: string;
  minServiceCharge: string;
};

export type VendorApplicationField = keyof VendorApplicationValues;

/** A fresh application: quote requests by e-mail (the default) and a 25-mile radius preselected. */
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
  notes: '',
  preferredQuoteMethod: 'email',
  emergencyServices: false,
  minHourlyRate: '',
  maxHourlyRate: '',
  minServiceCharge: '',
};

/** Inline messages of the wizard, one place so tests and UI agree (shared with the portal's profile). */
export const applicationMessages = vendorFieldMessages;

const record = vendorApplicationSchema.shape;
/** Required text as typed, no longer than the column it is stored in. */
const text = (message: string, column: $ZodType) => typedText(column).check(z.minLength(1, message));

/** A typed address with no scheme that looks like a host name (`www.aceplumbing.com/about`). */
const bareHost = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:[/?#].*)?$/i;

/**
 * An optional http(s) link. A bare host name is what most people type, so it gets `https://` for them; anything
 * else without http(s) (javascript:, data:, ftp:, plain words) is rejected.
 */
const optionalLink = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(500, messages.tooLong(500))),
    z.transform((value: string) => (bareHost.test(value) ? `https://${value}` : value)),
  ),
  fields.optionalHttpUrl,
);

/** A ZIP code as typed: 5 digits, or ZIP+4, of which the 5 digits are kept. */
const zipCode = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.regex(/^\d{5}(?:-\d{4})?$/, applicationMessages.zip), z.maxLength(10, messages.tooLong(10))),
    z.transform((value: string) => value.slice(0, 5)),
  ),
  record.serviceZipCode,
);

/** Optional; when given, an EIN: 9 digits, written 12-3456789 or 123456789. */
const employerId = typedText(record.taxId).check(
  z.refine((value) => value === '' || /^\d{2}-?\d{7}$/.test(value), applicationMessages.taxId),
);

/** Step 1, Contact Info. */
export const contactStepSchema = z.object({
  company: z.pipe(text(applicationMessages.company, record.company), record.company),
  contact: z.pipe(text(applicationMessages.contact, record.contact), record.contact),
  email: z.pipe(text(applicationMessages.emailRequired, record.email), record.email),
  phone: z.pipe(phoneText(applicationMessages.phoneRequired), record.phone),
  smsNumber: z.pipe(phoneText(applicationMessages.smsRequired), record.smsNumber),
  website: optionalLink,
});

/** Step 2's fields but the year, whose bound moves with the clock. */
const businessFields = {
  taxId: z.pipe(employerId, record.taxId.def.innerType),
  insuranceNumber: record.insuranceNumber.def.innerType,
  licenseNumber: record.licenseNumber.def.innerType,
  numberOfEmployees: z.enum(employeeCountOptions, applicationMessages.employees),
  googleReviewsLink: optionalLink,
  category: z.pipe(
    z.array(z.enum(vendorCategories)).check(z.minLength(1, applicationMessages.categories)),
    record.category.def.innerType,
  ),
};

/** Step 2, Business Details. The newest allowed year is passed in so nothing reads the clock at import time. */
export function businessStepSchema(currentYear: number) {
  return z.object({
    ...businessFields,
    yearEstablished: z.pipe(
      z.pipe(
        z.string().check(z.trim(), z.minLength(1, applicationMessages.yearRequired), z.regex(/^\d{4}$/, applicationMessages.year)),
        z.transform(Number),
      ),
      z
        .number()
        .check(
          z.int(),
          z.gte(1900, applicationMessages.yearTooEarly),
          z.lte(currentYear, applicationMessages.yearInFuture(currentYear)),
        ),
    ),
  });
}

/** Step 3, Service Areas, including the optional pricing block and its min ≤ max rule. */
export const serviceAreaStepSchema = z
  .object({
    serviceAddress: z.pipe(text(applicationMessages.address, record.serviceAddress), record.serviceAddress),
    serviceCity: z.pipe(text(applicationMessages.city, record.serviceCity), record.serviceCity),
    serviceState: z.enum(usStateCodes, applicationMessages.state),
    serviceZipCode: zipCode,
    serviceAreaRadius: z.enum(serviceRadiusOptions, applicationMessages.radius),
    serviceAreaZipCodes: serviceAreasText,
    contactHours: z.enum(contactHoursOptions, applicationMessages.contactHours),
    notes: notesText,
    preferredQuoteMethod: quoteMethodChoice,
    emergencyServices: z.boolean(),
    minHourlyRate: amountText,
    maxHourlyRate: amountText,
    minServiceCharge: amountText,
  })
  .check(z.superRefine(checkRateOrder));

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
    'notes',
    'preferredQuoteMethod',
    'emergencyServices',
    'minHourlyRate',
    'maxHourlyRate',
    'minServiceCharge',
  ],
} as const satisfies Record<number, readonly VendorApplicationField[]>;

export type StepIndex = keyof typeof stepFields;

const fieldSchemas: Partial<Record<VendorApplicationField, $ZodType>> = {
  ...contactStepSchema.shape,
  ...businessFields,
  ...serviceAreaStepSchema.shape,
};

/** The most characters a text field takes, from its schema, for the input's maxLength (undefined: no limit). */
export function fieldMaxLength(field: VendorApplicationField): number | undefined {
  const schema = fieldSchemas[field];
  return schema ? maxLengthOf(schema) : undefined;
}
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
    company: z.string().check(z.maxLength(500)),
    contact: z.string().check(z.maxLength(500)),
    email: z.string().check(z.maxLength(500)),
    phone: z.string().check(z.maxLength(100)),
    smsNumber: z.string().check(z.maxLength(100)),
    website: z.string().check(z.maxLength(1000)),
    taxId: z.string().check(z.maxLength(200)),
    insuranceNumber: z.string().check(z.maxLength(200)),
    licenseNumber: z.string().check(z.maxLength(200)),
    yearEstablished: z.string().check(z.maxLength(20)),
    numberOfEmployees: z.string().check(z.maxLength(20)),
    googleReviewsLink: z.string().check(z.maxLength(1000)),
    category: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(vendorCategories.length)),
    serviceAddress: z.string().check(z.maxLength(500)),
    serviceCity: z.string().check(z.maxLength(200)),
    serviceState: z.string().check(z.maxLength(10)),
    serviceZipCode: z.string().check(z.maxLength(20)),
    serviceAreaRadius: z.string().check(z.maxLength(20)),
    serviceAreaZipCodes: z.string().check(z.maxLength(2000)),
    contactHours: z.string().check(z.maxLength(100)),
    // Drafts saved before the notes field existed still restore.
    notes: z._default(z.string().check(z.maxLength(2000)), ''),
    preferredQuoteMethod: z.string().check(z.maxLength(20)),
    emergencyServices: z.boolean(),
    minHourlyRate: z.string().check(z.maxLength(30)),
    maxHourlyRate: z.string().check(z.maxLength(30)),
    minServiceCharge: z.string().check(z.maxLength(30)),
  }),
});
export type VendorApplicationDraft = z.infer<typeof vendorApplicationDraftSchema>;
