import { beforeEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/submissions/browser-adapter';
import { browserAdminData, createBrowserAdminData } from '@/lib/submissions/browser-admin-data';
import { isWithinThisWeek, matchesQuery, newsletterStats, waitlistStats } from '@/lib/submissions/in-memory-admin-query';
import { createNewsletterSignup, createSupportMessage, createVendorApplication, createWaitlistSignup } from '../../factories/submissions';

/** Browser-only mode answers the admin's questions over localStorage, the same questions the server answers in SQL. */
const store = (key: string, records: unknown[]) => localStorage.setItem(key, JSON.stringify(records));

beforeEach(() => localStorage.clear());

describe('browser-only admin search', () => {
  it('matches a case-insensitive substring of one field, and everything when empty', () => {
    expect(matchesQuery('PLUMB', ['Acme Plumbing'])).toBe(true);
    expect(matchesQuery('  ', ['anything'])).toBe(true);
    expect(matchesQuery('zzz', ['Acme', 'Bob'])).toBe(false);
    // '%' and '_' are plain characters, never wildcards.
    expect(matchesQuery('50%', ['Save 50% today'])).toBe(true);
    expect(matchesQuery('a_c', ['abc'])).toBe(false);
    // Each word may sit in its own field, in any order, as the server's search reads it; no word spans two fields.
    expect(matchesQuery('lee ANN', ['Ann', 'Lee'])).toBe(true);
    expect(matchesQuery('annlee', ['Ann', 'Lee'])).toBe(false);
  });

  it('reads references in any case and with spaces, names with accents or apostrophes, and only the first 200 characters', () => {
    expect(matchesQuery(' wait-abcde 1234 ', ['Sam', 'WAIT-ABCDE1234'])).toBe(true);
    expect(matchesQuery('dk-khm9 g72r6', ['DK-KHM9G72R6'])).toBe(true);
    expect(matchesQuery('sean o’brien', ['Seán', "O'Brien"])).toBe(true);
    expect(matchesQuery('ZOË', ['Zoe'])).toBe(true);
    expect(matchesQuery(`sam ${'z'.repeat(10_000)}`, ['Sam'])).toBe(false);
    expect(matchesQuery(`sam ${' '.repeat(200)}${'z'.repeat(10_000)}`, ['Sam'])).toBe(true);
  });

  const acme = createVendorApplication({ company: 'Acme Plumbing', contact: 'Ann Lee', email: 'ann@acme.example' });
  const bolt = createVendorApplication({ company: 'Bolt Electric', contact: 'Ben Ortiz', email: 'ben@bolt.example', status: 'approved', approvedDate: '2025-01-21' });
  const cool = createVendorApplication({ company: 'Cool Air', contact: 'Cy Park', email: 'ops@coolair.example', status: 'declined', declinedDate: '2025-01-21', declineReason: 'No license' });

  it('searches applications over company, contact and email (not the city), newest first, with the total', async () => {
    store(storageKeys.vendorApplications, [acme, bolt, cool]);
    expect(await browserAdminData.list('vendorApplications', { search: 'acme PLUMB' })).toEqual({ rows: [acme], total: 1 });
    expect(await browserAdminData.list('vendorApplications', { search: 'ortiz' })).toEqual({ rows: [bolt], total: 1 });
    expect(await browserAdminData.list('vendorApplications', { search: 'COOLAIR.example' })).toEqual({ rows: [cool], total: 1 });
    // The city is not searched.
    expect((await browserAdminData.list('vendorApplications', { search: 'Las Vegas' })).total).toBe(0);
    expect((await browserAdminData.list('vendorApplications', {})).rows).toEqual([cool, bolt, acme]);
  });

  it('finds an application by the VN- number its vendor was told to quote, whole or in part, in any case', async () => {
    const quoted = createVendorApplication({ company: 'Delta Roofing', applicationNumber: 'VN-7KQ2M9XPA' });
    // Records saved before application numbers existed have none, and are still searched by their other fields.
    const { applicationNumber: _none, ...unnumbered } = createVendorApplication({ company: 'Echo Glass' });
    store(storageKeys.vendorApplications, [acme, quoted, unnumbered]);
    expect(await browserAdminData.list('vendorApplications', { search: 'VN-7KQ2M9XPA' })).toEqual({ rows: [quoted], total: 1 });
    expect((await browserAdminData.list('vendorApplications', { search: ' vn-7kq2 ' })).rows).toEqual([quoted]);
    expect((await browserAdminData.list('vendorApplications', { search: 'm9xpa' })).rows).toEqual([quoted]);
    expect((await browserAdminData.list('vendorApplications', { search: 'echo' })).rows).toEqual([unnumbered]);
  });

  it('filters applications by status, combined with the search, and counts the pending ones', async () => {
    store(storageKeys.vendorApplications, [acme, bolt, cool]);
    expect((await browserAdminData.list('vendorApplications', { status: 'pending' })).rows).toEqual([acme]);
    expect((await browserAdminData.list('vendorApplications', { status: 'declined' })).rows).toEqual([cool]);
    expect((await browserAdminData.list('vendorApplications', { search: 'bolt', status: 'declined' })).total).toBe(0);
    expect(await browserAdminData.stats('vendorApplications')).toEqual({ total: 3, pending: 1 });
  });

  it('searches the waitlist over first name, last name and email', async () => {
    const kim = createWaitlistSignup({ firstName: 'Kim', lastName: 'Nguyen', email: 'kim@rentals.example' });
    const lou = createWaitlistSignup({ firstName: 'Lou', lastName: 'Kimball', email: 'lou@doors.example', phone: '(702) 555-0199' });
    store(storageKeys.waitlist, [kim, lou]);
    expect((await browserAdminData.list('waitlist', { search: 'KIM' })).rows).toEqual([lou, kim]);
    expect((await browserAdminData.list('waitlist', { search: 'nguy' })).rows).toEqual([kim]);
    expect((await browserAdminData.list('waitlist', { search: 'doors.' })).rows).toEqual([lou]);
    expect((await browserAdminData.list('waitlist', { search: '0199' })).total).toBe(0);
  });

  it('pages newest first, 50 to a page, and exports every row newest first', async () => {
    const signups = Array.from({ length: 120 }, (_, index) => createNewsletterSignup({ email: `reader${index}@example.com` }));
    store(storageKeys.newsletter, signups);
    const first = await browserAdminData.list('newsletter', { page: 1, pageSize: 50 });
    expect(first.total).toBe(120);
    expect(first.rows[0]?.email).toBe('reader119@example.com');
    const last = await browserAdminData.list('newsletter', { page: 3, pageSize: 50 });
    expect(last.rows.map((row) => row.email)).toHaveLength(20);
    expect(last.rows.at(-1)?.email).toBe('reader0@example.com');
    const progress: Array<[number, number]> = [];
    const all = await browserAdminData.export('newsletter', (done, total) => progress.push([done, total]));
    expect(all).toHaveLength(120);
    expect(all[0]?.email).toBe('reader119@example.com');
    expect(progress.at(-1)).toEqual([120, 120]);
  });
});

describe('waitlist figures', () => {
  it('counts payments and refunds (a refunded deposit was paid once) and holds only what was not refunded', () => {
    const signups = [
      createWaitlistSignup({ depositPaid: true, depositAmount: 99, status: 'confirmed' }),
      createWaitlistSignup({ depositPaid: true, depositAmount: 99, status: 'confirmed' }),
      // An amount on an unpaid signup is not money received.
      createWaitlistSignup({ depositPaid: false, depositAmount: 99 }),
      createWaitlistSignup(),
      // A refund is neither a payment nor one still to come.
      createWaitlistSignup({ depositPaid: false, depositAmount: 99, status: 'refunded', queuePosition: null }),
    ];
    expect(waitlistStats(signups)).toEqual({ total: 5, paid: 3, pendingPayment: 2, refunded: 1, totalDeposits: 198 });
    expect(waitlistStats([])).toEqual({ total: 0, paid: 0, pendingPayment: 0, refunded: 0, totalDeposits: 0 });
  });
});

describe('newsletter figures', () => {
  const now = new Date('2025-02-10T12:00:00.000Z');
  const sevenDaysAgo = '2025-02-03T12:00:00.000Z';
  const justOver = '2025-02-03T11:59:59.999Z';

  it('counts a signup exactly 7 days old as this week, and one a millisecond older as not', () => {
    expect(isWithinThisWeek(sevenDaysAgo, now)).toBe(true);
    expect(isWithinThisWeek(justOver, now)).toBe(false);
    expect(isWithinThisWeek(now.toISOString(), now)).toBe(true);
    expect(isWithinThisWeek('not a date', now)).toBe(false);
  });

  it('counts totals, homepage signups and this week', () => {
    const signups = [
      createNewsletterSignup({ signupDate: sevenDaysAgo }),
      createNewsletterSignup({ signupDate: justOver, source: 'resources' }),
      createNewsletterSignup({ signupDate: '2025-02-10T08:00:00.000Z', source: 'resources' }),
      createNewsletterSignup({ signupDate: '2024-12-01T08:00:00.000Z' }),
    ];
    expect(newsletterStats(signups, now)).toEqual({ total: 4, fromHomepage: 2, thisWeek: 2 });
  });
});

describe('records a visitor stored are never hidden from the admin', () => {
  it("shows a vendor application stored without an application number, its year and rates as text", async () => {
    const specShaped = {
      id: 'VEN-SPEC00001',
      status: 'pending',
      appliedDate: '2025-01-21',
      company: 'Old Form Roofing',
      contact: 'Rae Old',
      email: 'rae@oldform.example',
      phone: '(702) 555-0150',
      smsNumber: '(702) 555-0151',
      website: '',
      category: ['Roofing'],
      yearEstablished: '1998',
      numberOfEmployees: '2-5',
      serviceAddress: '1 Main St',
      serviceCity: 'Las Vegas',
      serviceState: 'NV',
      serviceZipCode: '89101',
      serviceAreaRadius: '25',
      serviceAreaZipCodes: '',
      contactHours: 'Weekdays Only',
      preferredQuoteMethod: 'email',
      emergencyServices: false,
      googleReviewsLink: '',
      taxId: '',
      insuranceNumber: '',
      licenseNumber: '',
      minHourlyRate: '45',
      maxHourlyRate: '',
      minServiceCharge: '',
    };
    store(storageKeys.vendorApplications, [specShaped]);
    const { rows, total } = await browserAdminData.list('vendorApplications', {});
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ id: 'VEN-SPEC00001', company: 'Old Form Roofing', yearEstablished: 1998, minHourlyRate: 45, maxHourlyRate: null });
    expect(rows[0]?.applicationNumber).toBeUndefined();
    // Nothing was set aside as corrupt.
    expect(Object.keys(localStorage).filter((key) => key.includes('.corrupt.'))).toEqual([]);
  });

  it('keeps an application whose reviews link or website is not http(s)', async () => {
    const unsafe = { ...createVendorApplication(), googleReviewsLink: 'javascript:alert(1)', website: 'ftp://files.example' };
    store(storageKeys.vendorApplications, [unsafe]);
    const { rows } = await browserAdminData.list('vendorApplications', {});
    expect(rows).toHaveLength(1);
    expect(rows[0]?.googleReviewsLink).toBe('javascript:alert(1)');
  });
});

describe('browser-only support messages', () => {
  const leak = createSupportMessage({ name: 'Pat Landlord', email: 'pat@rentals.example', subject: 'Water leak', message: 'Invoice attached' });
  const invoice = createSupportMessage({ name: 'Quinn Owner', email: 'quinn@doors.example', subject: 'Invoice question', status: 'resolved' });
  const lock = createSupportMessage({ name: 'Ray Tenant', email: 'ray@doors.example', subject: 'Smart lock', status: 'in_progress' });

  it('searches name, e-mail and subject (not the message), filters by status, and counts the open ones', async () => {
    store(storageKeys.supportMessages, [leak, invoice, lock]);
    expect((await browserAdminData.list('supportMessages', { search: 'QUINN' })).rows).toEqual([invoice]);
    expect((await browserAdminData.list('supportMessages', { search: 'doors.example' })).rows).toEqual([lock, invoice]);
    expect((await browserAdminData.list('supportMessages', { search: 'leak' })).rows).toEqual([leak]);
    // The message text is not searched: 'invoice' finds the subject, not the leak's message.
    expect((await browserAdminData.list('supportMessages', { search: 'invoice' })).rows).toEqual([invoice]);
    expect((await browserAdminData.list('supportMessages', { status: 'in_progress' })).rows).toEqual([lock]);
    expect((await browserAdminData.list('supportMessages', { search: 'quinn', status: 'open' })).total).toBe(0);
    expect(await browserAdminData.stats('supportMessages')).toEqual({ total: 3, open: 1 });
  });

  it('records who changed a status and when, from the tab signed in, whatever the patch claims', async () => {
    store(storageKeys.supportMessages, [leak]);
    const port = createBrowserAdminData({ signedInAdmin: () => 'admin@example.com', now: () => new Date('2025-03-01T10:00:00.000Z') });
    const updated = await port.update('supportMessages', leak.id, {
      status: 'closed',
      statusChangedByEmail: 'forged@example.com',
      statusChangedAt: '2000-01-01T00:00:00.000Z',
    });
    expect(updated).toMatchObject({ status: 'closed', statusChangedAt: '2025-03-01T10:00:00.000Z', statusChangedByEmail: 'admin@example.com' });

    // A patch that leaves the status as it is records no new change.
    const later = createBrowserAdminData({ signedInAdmin: () => 'other@example.com', now: () => new Date('2025-04-01T10:00:00.000Z') });
    expect(await later.update('supportMessages', leak.id, { status: 'closed', priority: 'high' })).toMatchObject({
      priority: 'high',
      statusChangedAt: '2025-03-01T10:00:00.000Z',
      statusChangedByEmail: 'admin@example.com',
    });
  });

  it('reads a message stored before statuses existed as open, with no change recorded', async () => {
    const { status: _s, statusChangedAt: _a, statusChangedByEmail: _b, ...older } = leak;
    store(storageKeys.supportMessages, [older]);
    expect((await browserAdminData.list('supportMessages', {})).rows).toEqual([leak]);
  });
});
