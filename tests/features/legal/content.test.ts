import { describe, expect, it } from 'vitest';
import { cookiePolicy, cookieTypes, privacyPolicy, securityPolicy, termsOfService } from '@/features/legal';

const documents = { privacyPolicy, termsOfService, cookiePolicy, securityPolicy };

describe('legal documents', () => {
  it.each(Object.entries(documents))('%s has unique, anchor-safe section ids', (_, document) => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    ids.forEach((id) => expect(id).toMatch(/^[a-z][a-z0-9-]*$/));
  });

  it('dates the privacy policy, terms and cookie policy January 21, 2025', () => {
    for (const document of [privacyPolicy, termsOfService, cookiePolicy]) {
      expect(document.lastUpdated?.label).toBe('January 21, 2025');
    }
  });

  it('lists four cookie types: essential required, the others optional, with their retention', () => {
    expect(cookieTypes.map(({ type, status }) => [type, status])).toEqual([
      ['Essential', 'Required'],
      ['Analytics', 'Optional'],
      ['Payment', 'Optional'],
      ['Chat and experience', 'Optional'],
    ]);
    expect(cookieTypes.map((cookie) => cookie.retention).slice(1)).toEqual([
      '2 years',
      'Session',
      'Chat: 1 year; experience analysis: 1 year',
    ]);
  });
});
