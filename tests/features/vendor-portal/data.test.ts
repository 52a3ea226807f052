import { describe, expect, it } from 'vitest';
import {
  buildEarningsCsv,
  earningsReportName,
  filterJobs,
  vendorProfileSchema,
  vendorProfileStore,
  type VendorJob,
} from '@/features/vendor-portal';
import { vendorProfileFormSchema } from '@/features/vendor-portal/data';
import { vendorCategories } from '@/lib/submissions';
import { vendorFieldMessages } from '@/lib/submissions/vendor-fields';

describe('earnings report CSV', () => {
  it('is only the header row while there are no payments', () => {
    expect(buildEarningsCsv([])).toBe('date,job,property,amount,status\r\n');
  });

  it('writes one row per payment, quoting commas and quotes and defusing spreadsheet formulas', () => {
    const csv = buildEarningsCsv([
      { date: '2026-01-05', job: 'Fix leak, kitchen', property: '12 "Oak" Ct', amount: 150, status: 'paid' },
      { date: '2026-01-06', job: '=HYPERLINK("x")', property: 'Unit 4', amount: 89.5, status: 'pending' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'date,job,property,amount,status',
      '2026-01-05,"Fix leak, kitchen","12 ""Oak"" Ct",150.00,paid',
      `2026-01-06,"'=HYPERLINK(""x"")",Unit 4,89.50,pending`,
      '',
    ]);
  });

  it('names the file after the day it was downloaded', () => {
    expect(earningsReportName('2026-11-22')).toBe('doorkeep-earnings-2026-11-22.csv');
  });
});

describe('filterJobs', () => {
  const jobs: VendorJob[] = [
    { id: '1', title: 'Water heater', property: 'Maple Duplex', address: '1 Maple St', status: 'pending', date: '2026-01-01' },
    { id: '2', title: 'AC tune-up', property: 'Desert View', address: '9 Sun Rd', status: 'completed', date: '2026-01-02' },
  ];
  it('matches title, property or address case-insensitively and the status', () => {
    expect(filterJobs(jobs, 'maple', 'all').map((job) => job.id)).toEqual(['1']);
    expect(filterJobs(jobs, ' SUN ', 'all').map((job) => job.id)).toEqual(['2']);
    expect(filterJobs(jobs, '', 'completed').map((job) => job.id)).toEqual(['2']);
    expect(filterJobs(jobs, 'maple', 'completed')).toEqual([]);
  });
});

describe('vendor profile', () => {
  it('allows empty fields but not a malformed email or phone', () => {
    const base = { companyName: '', contactPerson: '', phone: '', email: '', serviceRadius: '25', categories: [], contactHours: '' };
    expect(vendorProfileSchema.safeParse(base).success).toBe(true);
    expect(vendorProfileSchema.safeParse({ ...base, email: 'x@y' }).success).toBe(false);
    expect(vendorProfileSchema.safeParse({ ...base, phone: '123' }).success).toBe(false);
    expect(vendorProfileSchema.safeParse({ ...base, categories: ['Carpentry'] }).success).toBe(false);
  });

  it('takes every category of the application, with the same spelling', () => {
    const base = { companyName: '', contactPerson: '', phone: '', email: '', serviceRadius: '25', contactHours: '' };
    const parsed = vendorProfileSchema.parse({ ...base, categories: [...vendorCategories] });
    expect(parsed.categories).toEqual(vendorCategories);
    expect(vendorCategories).toHaveLength(14);
  });

  it("reads a profile saved when the portal spelled 'Handyman' short as the application's 'Handyman Services'", () => {
    localStorage.setItem(
      'vendor-portal-profile',
      JSON.stringify({ companyName: 'Fix-It', contactPerson: '', phone: '', email: '', serviceRadius: '25', categories: ['Plumbing', 'Handyman'], contactHours: '' }),
    );
    expect(vendorProfileStore.read()?.categories).toEqual(['Plumbing', 'Handyman Services']);
  });
});

describe('vendor profile form', () => {
  const form = {
    companyName: 'Reliable Repairs',
    contactPerson: 'Sam Rivera',
    phone: '(702) 555-0111',
    smsNumber: '(702) 555-0112',
    email: 'sam@reliable.example.com',
    serviceRadius: '25',
    categories: ['HVAC'],
    contactHours: 'Weekdays Only',
    notes: '',
    preferredQuoteMethod: 'email',
    emergencyServices: false,
    serviceAreaZipCodes: '',
    minHourlyRate: '',
    maxHourlyRate: '',
    minServiceCharge: '',
  };
  /** The first message per field, as the panel shows them. */
  const errorsOf = (overrides: Record<string, unknown>) => {
    const result = vendorProfileFormSchema.safeParse({ ...form, ...overrides });
    const errors: Record<string, string> = {};
    for (const issue of result.success ? [] : result.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return errors;
  };

  it("turns typed rates into amounts and empty ones into 'not given'", () => {
    const parsed = vendorProfileFormSchema.parse({ ...form, minHourlyRate: ' 65.5 ', maxHourlyRate: '120', minServiceCharge: '' });
    expect(parsed).toMatchObject({
      minHourlyRate: 65.5,
      maxHourlyRate: 120,
      minServiceCharge: null,
    });
  });

  it("checks rates, service areas, the SMS number, the quote method and notes by the application's rules and words", () => {
    expect(errorsOf({ minHourlyRate: '80', maxHourlyRate: '60' })).toEqual({ maxHourlyRate: vendorFieldMessages.rateOrder });
    expect(errorsOf({ minHourlyRate: '-5', maxHourlyRate: '10.005', minServiceCharge: 'lots' })).toEqual({
      minHourlyRate: vendorFieldMessages.amountNegative,
      maxHourlyRate: vendorFieldMessages.amountDecimals,
      minServiceCharge: vendorFieldMessages.amount,
    });
    expect(errorsOf({ serviceAreaZipCodes: 'Henderson; 89101' })).toEqual({
      serviceAreaZipCodes: vendorFieldMessages.serviceAreas,
    });
    expect(errorsOf({ serviceAreaZipCodes: '89101, 89117, Henderson' })).toEqual({});
    expect(errorsOf({ smsNumber: '123' })).toEqual({ smsNumber: 'Please enter a valid US phone number' });
    expect(errorsOf({ preferredQuoteMethod: 'fax' })).toEqual({ preferredQuoteMethod: vendorFieldMessages.quoteMethod });
    expect(errorsOf({ notes: 'x'.repeat(1001) })).toEqual({ notes: 'Please keep this to 1,000 characters or fewer' });
    expect(errorsOf({ notes: 'x'.repeat(1000) })).toEqual({});
  });

  it("says every text limit in words, never in zod's own wording", () => {
    const limits = {
      companyName: 120,
      contactPerson: 120,
      phone: 30,
      smsNumber: 30,
      email: 254,
      serviceAreaZipCodes: 1000,
      notes: 1000,
      minHourlyRate: 12,
    };
    for (const [field, limit] of Object.entries(limits)) {
      expect(errorsOf({ [field]: '1'.repeat(limit + 1) })[field], field).toBe(
        `Please keep this to ${limit.toLocaleString('en-US')} characters or fewer`,
      );
    }
  });

  it('reads a profile saved before the SMS number, rates, quote method, emergency services, areas and notes existed', () => {
    localStorage.setItem(
      'vendor-portal-profile',
      JSON.stringify({ companyName: 'Fix-It', contactPerson: '', phone: '', email: '', serviceRadius: '25', categories: ['Plumbing'], contactHours: '' }),
    );
    expect(vendorProfileStore.read()).toMatchObject({
      companyName: 'Fix-It',
      smsNumber: '',
      preferredQuoteMethod: 'email',
      emergencyServices: false,
      serviceAreaZipCodes: '',
      minHourlyRate: null,
      maxHourlyRate: null,
      minServiceCharge: null,
      notes: '',
    });
  });
});
