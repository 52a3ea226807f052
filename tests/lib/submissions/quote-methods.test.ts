import { describe, expect, it } from 'vitest';
import { selectOptions } from '@/features/vendor-application/content/application';
import { emptyVendorProfile, vendorProfileStore } from '@/features/vendor-portal/data';
import { quoteMethodSelectOptions } from '@/features/vendor-portal/content/portal';
import { quoteMethodOptions, storedVendorApplicationSchema, vendorApplicationSchema } from '@/lib/submissions';
import { createVendorApplication } from '../../factories/submissions';

describe('quote methods', () => {
  it('offers e-mail, a phone call and SMS, and no vendor app, which does not exist', () => {
    expect(quoteMethodOptions).toEqual(['email', 'phone', 'sms']);
    for (const options of [selectOptions.quoteMethods, quoteMethodSelectOptions]) {
      expect(options.map((option) => option.label)).toEqual(['Email', 'Phone call', 'Text message (SMS)']);
    }
  });

  it('refuses "app" in a new application, but still reads an application stored with it', () => {
    const application = { ...createVendorApplication(), preferredQuoteMethod: 'app' };
    expect(vendorApplicationSchema.safeParse(application).success).toBe(false);
    expect(storedVendorApplicationSchema.parse(application).preferredQuoteMethod).toBe('app');
  });

  it("keeps a vendor's stored profile that chose the app, reading the method as e-mail", () => {
    localStorage.setItem(
      'vendor-portal-profile',
      JSON.stringify({ ...emptyVendorProfile, companyName: 'Early Roofing', categories: ['Roofing'], preferredQuoteMethod: 'app' }),
    );
    const profile = vendorProfileStore.read();
    expect(profile?.companyName).toBe('Early Roofing');
    expect(profile?.preferredQuoteMethod).toBe('email');
  });
});
