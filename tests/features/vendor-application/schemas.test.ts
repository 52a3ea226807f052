import { describe, expect, it } from 'vitest';
import {
  applicationMessages,
  emptyVendorApplication,
  toVendorApplication,
  validateStep,
  type VendorApplicationValues,
} from '@/features/vendor-application';
import { fieldMaxLength, stepFields, vendorApplicationDraftSchema } from '@/features/vendor-application/schemas';
import { vendorApplicationSchema, vendorCategories } from '@/lib/submissions';
import { createVendorApplication } from '../../factories/submissions';

const YEAR = 2026;

/** Wizard values of the factory's valid application (numbers as typed text). */
function completeValues(overrides: Partial<VendorApplicationValues> = {}): VendorApplicationValues {
  const record = createVendorApplication();
  return {
    ...emptyVendorApplication,
    company: record.company,
    contact: record.contact,
    email: record.email,
    phone: record.phone,
    smsNumber: record.smsNumber,
    website: record.website,
    taxId: record.taxId,
    insuranceNumber: record.insuranceNumber,
    licenseNumber: record.licenseNumber,
    yearEstablished: String(record.yearEstablished),
    numberOfEmployees: record.numberOfEmployees,
    googleReviewsLink: record.googleReviewsLink,
    category: [...record.category],
    serviceAddress: record.serviceAddress,
    serviceCity: record.serviceCity,
    serviceState: record.serviceState,
    serviceZipCode: record.serviceZipCode,
    serviceAreaRadius: record.serviceAreaRadius,
    serviceAreaZipCodes: record.serviceAreaZipCodes,
    contactHours: record.contactHours,
    notes: record.notes,
    preferredQuoteMethod: record.preferredQuoteMethod,
    emergencyServices: record.emergencyServices,
    minHourlyRate: String(record.minHourlyRate),
    maxHourlyRate: String(record.maxHourlyRate),
    minServiceCharge: String(record.minServiceCharge),
    ...overrides,
  };
}

const errorsOf = (step: 0 | 1 | 2, overrides: Partial<VendorApplicationValues>) =>
  validateStep(step, completeValues(overrides), YEAR);

describe('step 1, Contact Info', () => {
  it('passes a complete step and names every missing required field', () => {
    expect(errorsOf(0, {})).toEqual({});
    expect(validateStep(0, emptyVendorApplication, YEAR)).toEqual({
      company: applicationMessages.company,
      contact: applicationMessages.contact,
      email: applicationMessages.emailRequired,
      phone: applicationMessages.phoneRequired,
      smsNumber: applicationMessages.smsRequired,
    });
  });

  it('treats whitespace as empty', () => {
    expect(errorsOf(0, { company: '   ' })).toEqual({ company: applicationMessages.company });
  });

  it('rejects malformed emails and non-US phone numbers', () => {
    expect(errorsOf(0, { email: 'sam@example' }).email).toBe('Please enter a valid email address');
    expect(errorsOf(0, { email: 'sam @example.com' }).email).toBe('Please enter a valid email address');
    expect(errorsOf(0, { phone: '12345' }).phone).toBe(applicationMessages.phone);
    expect(errorsOf(0, { smsNumber: '+44 20 7946 0958' }).smsNumber).toBe(applicationMessages.phone);
    expect(errorsOf(0, { phone: '702-555-0111', smsNumber: '+1 (702) 555 0112' })).toEqual({});
  });

  it('accepts only http and https websites; javascript: and data: links are rejected with a message', () => {
    expect(errorsOf(0, { website: '' })).toEqual({});
    expect(errorsOf(0, { website: 'http://reliable.example.com' })).toEqual({});
    for (const link of ['javascript:alert(1)', 'JavaScript:alert(document.cookie)', 'data:text/html,<script>x</script>', 'ftp://x.example', 'reliable plumbing']) {
      expect(errorsOf(0, { website: link }).website).toBe(
        'Please enter a web address starting with http:// or https://',
      );
    }
  });
});

describe('step 2, Business Details', () => {
  it('requires year, employees and at least one category; the credentials are optional', () => {
    expect(errorsOf(1, { taxId: '', insuranceNumber: '', licenseNumber: '', googleReviewsLink: '' })).toEqual({});
    expect(errorsOf(1, { yearEstablished: '', numberOfEmployees: '', category: [] })).toEqual({
      yearEstablished: applicationMessages.yearRequired,
      numberOfEmployees: applicationMessages.employees,
      category: applicationMessages.categories,
    });
  });

  it('bounds the year established to 1900..the current year', () => {
    expect(errorsOf(1, { yearEstablished: '1900' })).toEqual({});
    expect(errorsOf(1, { yearEstablished: String(YEAR) })).toEqual({});
    expect(errorsOf(1, { yearEstablished: '1899' }).yearEstablished).toBe('Year established must be 1900 or later');
    expect(errorsOf(1, { yearEstablished: String(YEAR + 1) }).yearEstablished).toBe(
      `Year established cannot be later than ${YEAR}`,
    );
    expect(errorsOf(1, { yearEstablished: '20a2' }).yearEstablished).toBe(applicationMessages.year);
    expect(errorsOf(1, { yearEstablished: '12' }).yearEstablished).toBe(applicationMessages.year);
  });

  it('only accepts the six employee counts and the fourteen categories', () => {
    expect(vendorCategories).toHaveLength(14);
    expect(errorsOf(1, { numberOfEmployees: '7' }).numberOfEmployees).toBe(applicationMessages.employees);
    expect(errorsOf(1, { category: ['Juggling'] }).category).toBeDefined();
    expect(errorsOf(1, { category: [...vendorCategories] })).toEqual({});
  });

  it('rejects a javascript: or data: Google reviews link', () => {
    expect(errorsOf(1, { googleReviewsLink: 'javascript:alert(1)' }).googleReviewsLink).toBe(applicationMessages.url);
    expect(errorsOf(1, { googleReviewsLink: 'data:text/html;base64,PHNjcmlwdD4=' }).googleReviewsLink).toBe(
      applicationMessages.url,
    );
    expect(errorsOf(1, { googleReviewsLink: 'https://maps.google.com/?cid=1' })).toEqual({});
  });
});

describe('step 3, Service Areas', () => {
  it('requires address, city, state, zip, contact hours and quote method', () => {
    expect(errorsOf(2, { serviceAreaZipCodes: '', minHourlyRate: '', maxHourlyRate: '', minServiceCharge: '' })).toEqual({});
    expect(
      errorsOf(2, {
        serviceAddress: '',
        serviceCity: '',
        serviceState: '',
        serviceZipCode: '',
        contactHours: '',
        preferredQuoteMethod: '',
      }),
    ).toEqual({
      serviceAddress: applicationMessages.address,
      serviceCity: applicationMessages.city,
      serviceState: applicationMessages.state,
      serviceZipCode: applicationMessages.zip,
      contactHours: applicationMessages.contactHours,
      preferredQuoteMethod: applicationMessages.quoteMethod,
    });
  });

  it('wants a zip of exactly 5 digits and one of the 50 state codes', () => {
    for (const zip of ['8910', '891011', '89 10', 'ABCDE', '89101-12', '89101 1234']) {
      expect(errorsOf(2, { serviceZipCode: zip }).serviceZipCode).toBe('ZIP code must be exactly 5 digits');
    }
    expect(errorsOf(2, { serviceZipCode: '01234' })).toEqual({});
    expect(errorsOf(2, { serviceState: 'DC' }).serviceState).toBe(applicationMessages.state);
  });

  it('takes rates of at least 0 with at most 2 decimals', () => {
    expect(errorsOf(2, { minHourlyRate: '0', maxHourlyRate: '45.5', minServiceCharge: '89.99' })).toEqual({});
    expect(errorsOf(2, { minHourlyRate: '-1' }).minHourlyRate).toBe(applicationMessages.amountNegative);
    expect(errorsOf(2, { minServiceCharge: '10.005' }).minServiceCharge).toBe(applicationMessages.amountDecimals);
    expect(errorsOf(2, { maxHourlyRate: 'lots' }).maxHourlyRate).toBe(applicationMessages.amount);
    expect(errorsOf(2, { minServiceCharge: '1e3' }).minServiceCharge).toBe(applicationMessages.amount);
  });

  it('wants the minimum hourly rate no higher than the maximum', () => {
    expect(errorsOf(2, { minHourlyRate: '80', maxHourlyRate: '60' })).toEqual({
      maxHourlyRate: 'Maximum hourly rate must be at least the minimum hourly rate',
    });
    expect(errorsOf(2, { minHourlyRate: '60', maxHourlyRate: '60' })).toEqual({});
    expect(errorsOf(2, { minHourlyRate: '80', maxHourlyRate: '' })).toEqual({});
  });
});

describe('toVendorApplication', () => {
  const meta = { id: 'VEN-ABC123XYZ', applicationNumber: 'VN-ABC123XYZ', appliedDate: '2026-01-05' };

  it('builds a pending record that the stored schema accepts, with numbers, booleans and nulls typed right', () => {
    const record = toVendorApplication(
      completeValues({ minHourlyRate: '65.5', maxHourlyRate: '', minServiceCharge: '', emergencyServices: false }),
      meta,
      YEAR,
    );
    expect(vendorApplicationSchema.parse(record)).toEqual(record);
    expect(record).toMatchObject({
      ...meta,
      status: 'pending',
      approvedDate: null,
      declinedDate: null,
      declineReason: null,
      yearEstablished: 2012,
      category: ['Plumbing', 'HVAC'],
      emergencyServices: false,
      minHourlyRate: 65.5,
      maxHourlyRate: null,
      minServiceCharge: null,
    });
  });

  it('refuses an incomplete application', () => {
    expect(() => toVendorApplication(completeValues({ serviceZipCode: '123' }), meta, YEAR)).toThrow();
  });
});

describe('what applicants type the way they know it', () => {
  const stored = (overrides: Partial<VendorApplicationValues>) =>
    toVendorApplication(completeValues(overrides), { id: 'VEN-ABCDEFGH1', applicationNumber: 'VN-ABCDEFGH1', appliedDate: '2026-11-26' }, YEAR);

  it('a website typed without https:// gets it, and so does a reviews link', () => {
    expect(errorsOf(0, { website: 'www.aceplumbing.com' })).toEqual({});
    expect(stored({ website: 'www.aceplumbing.com', googleReviewsLink: 'g.page/ace-plumbing' })).toMatchObject({
      website: 'https://www.aceplumbing.com',
      googleReviewsLink: 'https://g.page/ace-plumbing',
    });
  });

  it('a ZIP+4 is accepted and its 5 digits are kept', () => {
    expect(errorsOf(2, { serviceZipCode: '89101-1234' })).toEqual({});
    expect(stored({ serviceZipCode: '89101-1234' }).serviceZipCode).toBe('89101');
  });

  it('a tax ID, when given, is a 9-digit EIN', () => {
    for (const ein of ['12-3456789', '123456789', '']) expect(errorsOf(1, { taxId: ein })).toEqual({});
    for (const ein of ['abc', '12-345678', '1234567890', '12 3456789']) {
      expect(errorsOf(1, { taxId: ein }).taxId).toBe('Enter the 9-digit EIN, like 12-3456789');
    }
  });

  it('service areas are 5-digit ZIP codes or place names', () => {
    for (const areas of ['89101, 89117, Henderson', 'North Las Vegas', "Coeur d'Alene, 83814", '']) {
      expect(errorsOf(2, { serviceAreaZipCodes: areas })).toEqual({});
    }
    for (const areas of ['8910x', '89101, 8911', '89101,, 89117', 'Henderson; 89101']) {
      expect(errorsOf(2, { serviceAreaZipCodes: areas }).serviceAreaZipCodes).toBe(
        'List 5-digit ZIP codes or place names, separated by commas',
      );
    }
  });
});

describe('notes and the limits of text fields', () => {
  const meta = { id: 'VEN-NOTES0001', applicationNumber: 'VN-NOTES0001', appliedDate: '2026-11-26' };

  it('takes optional notes of up to 1,000 characters on the contact-hours step and stores them trimmed', () => {
    expect(errorsOf(2, { notes: '' })).toEqual({});
    expect(errorsOf(2, { notes: 'x'.repeat(1000) })).toEqual({});
    expect(errorsOf(2, { notes: 'x'.repeat(1001) })).toEqual({ notes: 'Please keep this to 1,000 characters or fewer' });
    const record = toVendorApplication(
      completeValues({ contactHours: 'Custom Hours (will specify in notes)', notes: '  Tue-Sat 7 AM - 3 PM\nClosed on holidays  ' }),
      meta,
      YEAR,
    );
    expect(record.notes).toBe('Tue-Sat 7 AM - 3 PM\nClosed on holidays');
    expect(stepFields[2]).toContain('notes');
  });

  it('a draft saved before notes existed still restores, with empty notes', () => {
    const { notes: _notes, ...older } = completeValues();
    expect(vendorApplicationDraftSchema.parse({ step: 2, values: older }).values.notes).toBe('');
  });

  it('gives every text field the limit of the column it is stored in', () => {
    const textFields = [
      'company',
      'contact',
      'email',
      'phone',
      'smsNumber',
      'website',
      'taxId',
      'insuranceNumber',
      'licenseNumber',
      'googleReviewsLink',
      'serviceAddress',
      'serviceCity',
      'serviceZipCode',
      'serviceAreaZipCodes',
      'notes',
      'minHourlyRate',
      'maxHourlyRate',
      'minServiceCharge',
    ] as const;
    expect(Object.fromEntries(textFields.map((field) => [field, fieldMaxLength(field)]))).toEqual({
      company: 120,
      contact: 120,
      email: 254,
      phone: 30,
      smsNumber: 30,
      website: 500,
      taxId: 40,
      insuranceNumber: 60,
      licenseNumber: 60,
      googleReviewsLink: 500,
      serviceAddress: 200,
      serviceCity: 100,
      serviceZipCode: 10,
      serviceAreaZipCodes: 1000,
      notes: 1000,
      minHourlyRate: 12,
      maxHourlyRate: 12,
      minServiceCharge: 12,
    });
  });

  it('says a limit in words, never in zod\'s own wording, for every text field of every step', () => {
    for (const step of [0, 1, 2] as const) {
      for (const field of stepFields[step]) {
        const limit = fieldMaxLength(field);
        if (limit === undefined) continue;
        const message = errorsOf(step, { [field]: '1'.repeat(limit + 1) })[field];
        // A ZIP code's own rule says more than its length does.
        const expected =
          field === 'serviceZipCode'
            ? applicationMessages.zip
            : `Please keep this to ${limit.toLocaleString('en-US')} characters or fewer`;
        expect(message, field).toBe(expected);
      }
    }
  });

  it('refuses an amount larger than a rate column holds', () => {
    expect(errorsOf(2, { minServiceCharge: '99999999.99' })).toEqual({});
    expect(errorsOf(2, { minServiceCharge: '100000000' }).minServiceCharge).toBe('Enter an amount below $100,000,000');
  });
});
