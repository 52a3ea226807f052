import { describe, expect, it, vi } from 'vitest';
import { browserCollections, browserSubmissions as submissions, storageKeys } from '@/lib/submissions/browser-adapter';
import { browserAdminData as adminData } from '@/lib/submissions/browser-admin-data';
import {
  newsletterSignupSchema,
  supportMessageSchema,
  vendorApplicationSchema,
  waitlistSignupSchema,
} from '@/lib/submissions/schemas';
import {
  createNewsletterSignup,
  createSupportMessage,
  createVendorApplication,
  createWaitlistSignup,
} from '../../factories/submissions';

describe('submission schemas', () => {
  it('accept the factories', () => {
    expect(() => newsletterSignupSchema.parse(createNewsletterSignup())).not.toThrow();
    expect(() => waitlistSignupSchema.parse(createWaitlistSignup())).not.toThrow();
    expect(() => vendorApplicationSchema.parse(createVendorApplication())).not.toThrow();
    expect(() => supportMessageSchema.parse(createSupportMessage())).not.toThrow();
  });

  it('lower-case and trim newsletter e-mails', () => {
    expect(newsletterSignupSchema.parse(createNewsletterSignup({ email: '  Ann@Example.COM ' })).email).toBe('ann@example.com');
  });

  it('reject links that are not http(s)', () => {
    expect(vendorApplicationSchema.safeParse(createVendorApplication({ googleReviewsLink: 'javascript:alert(1)' })).success).toBe(false);
    expect(vendorApplicationSchema.safeParse(createVendorApplication({ website: 'data:text/html,x' })).success).toBe(false);
  });

  it('reject a malformed zip and a year before 1900', () => {
    expect(vendorApplicationSchema.safeParse(createVendorApplication({ serviceZipCode: '8910' })).success).toBe(false);
    expect(vendorApplicationSchema.safeParse(createVendorApplication({ yearEstablished: 1899 })).success).toBe(false);
  });
});

describe('browser-only submissions port', () => {
  it('stores records under their localStorage keys and lets the admin read and update them', async () => {
    const application = createVendorApplication();
    await submissions.create('vendorApplications', application);
    expect(JSON.parse(localStorage.getItem(storageKeys.vendorApplications) ?? '[]')).toHaveLength(1);
    expect(await adminData.list('vendorApplications', {})).toEqual({ rows: [application], total: 1 });
    const updated = await adminData.update('vendorApplications', application.id, { status: 'approved', approvedDate: '2025-01-21' });
    expect(updated?.status).toBe('approved');
    expect(browserCollections.list('vendorApplications')[0].approvedDate).toBe('2025-01-21');
  });

  it('notifies local subscribers', async () => {
    const listener = vi.fn();
    const unsubscribe = browserCollections.subscribe('newsletter', listener);
    await submissions.create('newsletter', createNewsletterSignup());
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });
});
