import { describe, expect, it } from 'vitest';
import { firstTouchKey } from '@/lib/attribution';
import { browserCollections, browserSubmissions, storageKeys } from '@/lib/submissions/browser-adapter';
import { tableRows } from '@/lib/submissions/table-rows';
import type { ListedRow } from '@/lib/submissions/table-rows';
import {
  createNewsletterSignup,
  createSupportMessage,
  createVendorApplication,
  createWaitlistSignup,
} from '../../factories/submissions';

const campaign = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring-launch', referrerHost: 'news.example.org' };

describe("a submission carries the visitor's first touch", () => {
  it('every kind of record saved in this browser takes the kept first touch along', async () => {
    window.localStorage.setItem(firstTouchKey, JSON.stringify(campaign));
    const saved = [
      await browserSubmissions.create('newsletter', createNewsletterSignup()),
      await browserSubmissions.create('waitlist', createWaitlistSignup()),
      await browserSubmissions.create('vendorApplications', createVendorApplication()),
      await browserSubmissions.create('supportMessages', createSupportMessage()),
    ];
    for (const record of saved) expect(record.firstTouch).toEqual(campaign);
    const stored = JSON.parse(window.localStorage.getItem(storageKeys.supportMessages)!) as unknown[];
    expect(stored.at(-1)).toMatchObject({ firstTouch: campaign });
  });

  it('a direct visit saves records with no first touch', async () => {
    window.localStorage.setItem(firstTouchKey, '{}');
    const saved = await browserSubmissions.create('newsletter', createNewsletterSignup());
    expect(saved.firstTouch).toBeUndefined();
  });

  it('a record stored with a mangled first touch is still read, without the mangled parts', () => {
    const record = createSupportMessage();
    window.localStorage.setItem(
      storageKeys.supportMessages,
      JSON.stringify([{ ...record, firstTouch: { utmSource: 7, utmMedium: 'social', referrerHost: '<b>' } }]),
    );
    expect(browserCollections.list('supportMessages')).toEqual([{ ...record, firstTouch: { utmMedium: 'social' } }]);
  });

  it("goes into each table's first-touch columns and comes back from the admin's rows", () => {
    const rows = {
      newsletter: tableRows.newsletter.toInsert(createNewsletterSignup({ firstTouch: campaign }), null),
      waitlist: tableRows.waitlist.toInsert(createWaitlistSignup({ firstTouch: campaign }), null),
      vendorApplications: tableRows.vendorApplications.toInsert(createVendorApplication({ firstTouch: campaign }), null),
      supportMessages: tableRows.supportMessages.toInsert(createSupportMessage({ firstTouch: campaign }), null),
    };
    for (const row of Object.values(rows)) {
      expect(row).toMatchObject({
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'spring-launch',
        referrer_host: 'news.example.org',
      });
    }
    const partial = { utm_source: 'podcast', utm_medium: null, utm_campaign: null, referrer_host: null };
    const listed = { ...rows.supportMessages, ...partial } as unknown as ListedRow<'supportMessages'>;
    expect(tableRows.supportMessages.fromRow(listed).firstTouch).toEqual({ utmSource: 'podcast' });
    const direct = { ...rows.newsletter, utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null };
    expect(tableRows.newsletter.fromRow(direct as unknown as ListedRow<'newsletter'>).firstTouch).toBeUndefined();
  });

  it('a record queued before first touches existed inserts no first-touch columns at all', () => {
    expect(Object.keys(tableRows.waitlist.toInsert(createWaitlistSignup(), null))).not.toContain('utm_source');
  });
});
