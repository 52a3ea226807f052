import { describe, expect, it } from 'vitest';
import { filterApplications, filterNewsletter, filterWaitlist, matchesQuery, pendingCount } from '@/features/admin/lib/filters';
import { paginate } from '@/features/admin/lib/pagination';
import { createNewsletterSignup, createVendorApplication, createWaitlistSignup } from '../../factories/submissions';

describe('admin search', () => {
  it('matches a case-insensitive substring, and everything when empty', () => {
    expect(matchesQuery('PLUMB', 'Acme Plumbing')).toBe(true);
    expect(matchesQuery('  ', 'anything')).toBe(true);
    expect(matchesQuery('zzz', 'Acme', 'Bob')).toBe(false);
  });

  const acme = createVendorApplication({ company: 'Acme Plumbing', contact: 'Ann Lee', email: 'ann@acme.example' });
  const bolt = createVendorApplication({ company: 'Bolt Electric', contact: 'Ben Ortiz', email: 'ben@bolt.example', status: 'approved' });
  const cool = createVendorApplication({ company: 'Cool Air', contact: 'Cy Park', email: 'ops@coolair.example', status: 'declined' });
  const applications = [acme, bolt, cool];

  it('searches applications over company, contact and email only', () => {
    expect(filterApplications(applications, 'acme PLUMB', 'all')).toEqual([acme]);
    expect(filterApplications(applications, 'ortiz', 'all')).toEqual([bolt]);
    expect(filterApplications(applications, 'COOLAIR.example', 'all')).toEqual([cool]);
    // The city is not searched.
    expect(filterApplications(applications, 'Las Vegas', 'all')).toEqual([]);
  });

  it('filters applications by status, combined with the search', () => {
    expect(filterApplications(applications, '', 'pending')).toEqual([acme]);
    expect(filterApplications(applications, '', 'approved')).toEqual([bolt]);
    expect(filterApplications(applications, '', 'declined')).toEqual([cool]);
    expect(filterApplications(applications, 'bolt', 'declined')).toEqual([]);
    expect(pendingCount(applications)).toBe(1);
  });

  it('searches the waitlist over first name, last name and email', () => {
    const kim = createWaitlistSignup({ firstName: 'Kim', lastName: 'Nguyen', email: 'kim@rentals.example' });
    const lou = createWaitlistSignup({ firstName: 'Lou', lastName: 'Kimball', email: 'lou@doors.example', phone: '(702) 555-0199' });
    expect(filterWaitlist([kim, lou], 'KIM')).toEqual([kim, lou]);
    expect(filterWaitlist([kim, lou], 'nguy')).toEqual([kim]);
    expect(filterWaitlist([kim, lou], 'doors.')).toEqual([lou]);
    expect(filterWaitlist([kim, lou], '0199')).toEqual([]);
  });

  it('searches the newsletter by email only', () => {
    const a = createNewsletterSignup({ email: 'alpha@example.com', source: 'resources' });
    const b = createNewsletterSignup({ email: 'beta@example.com' });
    expect(filterNewsletter([a, b], 'ALPHA')).toEqual([a]);
    expect(filterNewsletter([a, b], 'resources')).toEqual([]);
  });
});

describe('pagination', () => {
  const items = Array.from({ length: 60 }, (_, index) => index + 1);

  it('slices pages and reports the shown range', () => {
    expect(paginate(items, 1, 25)).toMatchObject({ page: 1, pageCount: 3, start: 1, end: 25, total: 60 });
    expect(paginate(items, 3, 25)).toMatchObject({ items: [51, 52, 53, 54, 55, 56, 57, 58, 59, 60], start: 51, end: 60 });
  });

  it('clamps a page that no longer exists and handles an empty list', () => {
    expect(paginate(items, 9, 50)).toMatchObject({ page: 2, start: 51, end: 60 });
    expect(paginate([], 4, 25)).toMatchObject({ page: 1, pageCount: 1, start: 0, end: 0, total: 0 });
  });
});
