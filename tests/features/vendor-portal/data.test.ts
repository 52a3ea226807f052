import { describe, expect, it } from 'vitest';
import {
  buildEarningsCsv,
  earningsReportName,
  filterJobs,
  vendorProfileSchema,
  vendorProfileStore,
  type VendorJob,
} from '@/features/vendor-portal';
import { vendorCategories } from '@/lib/submissions';

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
