import { afterEach, describe, expect, it } from 'vitest';
import { captureFirstTouch, cleanFirstTouch, firstTouchKey, firstTouchOf, landingKey, readFirstTouch } from '@/lib/attribution';
import { pageLoaderScript } from '@/lib/islands/page-loader';

const landing = (search: string) => ({ search, hostname: 'doorkeep.example' });

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('first touch', () => {
  it('keeps the three campaign tags of the landing page and the host of the site that linked to it', () => {
    expect(
      firstTouchOf(
        landing('?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch&utm_term=ignored'),
        'https://news.example.org/some/path?who=me',
      ),
    ).toEqual({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring-launch', referrerHost: 'news.example.org' });
  });

  it('a visit with no tags from our own site or from nowhere is a direct visit', () => {
    expect(firstTouchOf(landing(''), 'https://doorkeep.example/pricing')).toEqual({});
    expect(firstTouchOf(landing(''), '')).toEqual({});
  });

  it('a tag of 10,000 characters is cut to the 100 the tables accept, by characters, never mid-emoji', () => {
    const long = firstTouchOf(landing(`?utm_source=${'a'.repeat(10_000)}&utm_campaign=${'🏠'.repeat(150)}`), '');
    expect(long.utmSource).toBe('a'.repeat(100));
    expect(Array.from(long.utmCampaign!)).toHaveLength(100);
    expect(long.utmCampaign).toBe('🏠'.repeat(100));
  });

  it('markup in a tag is kept as the text it is, and control characters become single spaces', () => {
    const touch = firstTouchOf(
      landing(`?utm_source=${encodeURIComponent('<img src=x onerror=alert(1)>')}&utm_medium=${encodeURIComponent('cpc\r\nSet-Cookie: x\u0000\u2028')}`),
      '',
    );
    expect(touch.utmSource).toBe('<img src=x onerror=alert(1)>');
    expect(touch.utmMedium).toBe('cpc Set-Cookie: x');
  });

  it('a referrer that is a javascript: or data: URL, or not a URL at all, is no referrer', () => {
    for (const referrer of ['javascript:alert(document.cookie)', 'data:text/html,<b>x</b>', 'not a url', 'ftp://files.example.org/']) {
      expect(firstTouchOf(landing(''), referrer)).toEqual({});
    }
  });

  it('the first landing is kept: a later visit from a tagged link does not rewrite it', () => {
    window.history.replaceState(null, '', '/?utm_source=podcast');
    captureFirstTouch();
    window.history.replaceState(null, '', '/pricing?utm_source=billboard&utm_medium=outdoor');
    captureFirstTouch();
    expect(readFirstTouch()).toEqual({ utmSource: 'podcast' });
  });

  it('a direct first visit is kept too, so a later tagged visit is not taken for the first', () => {
    captureFirstTouch();
    window.history.replaceState(null, '', '/?utm_source=billboard');
    captureFirstTouch();
    expect(readFirstTouch()).toBeUndefined();
    expect(window.localStorage.getItem(firstTouchKey)).toBe('{}');
  });

  it('a first touch edited in storage is cleaned again when read, and unreadable storage gives none', () => {
    window.localStorage.setItem(
      firstTouchKey,
      JSON.stringify({ utmSource: ` ${'x'.repeat(500)} `, utmMedium: 42, referrerHost: 'javascript:alert(1)', extra: 'kept out' }),
    );
    expect(readFirstTouch()).toEqual({ utmSource: 'x'.repeat(100) });
    window.localStorage.setItem(firstTouchKey, '{not json');
    expect(readFirstTouch()).toBeUndefined();
    expect(cleanFirstTouch('a string')).toBeUndefined();
  });
});

/** Runs the page's inline loader as the landing page would, with its event holders kept off this test's window. */
function runPageLoader() {
  new Function('addEventListener', pageLoaderScript)(() => undefined);
  delete (window as { doorkeepHeldEvents?: unknown }).doorkeepHeldEvents;
}

describe("a first touch the page's loader noted", () => {
  it('is the landing the visitor left before the page script ran, not the page where it finally runs', () => {
    // The inline loader runs on the tagged landing page, and the visitor follows a link before the entry loads.
    window.history.replaceState(null, '', '/?utm_source=podcast&utm_campaign=launch');
    runPageLoader();
    window.history.replaceState(null, '', '/waitlist?utm_source=second-page');
    captureFirstTouch();
    expect(readFirstTouch()).toEqual({ utmSource: 'podcast', utmCampaign: 'launch' });
    expect(window.localStorage.getItem(landingKey)).toBeNull();
    // A later landing's loader leaves the kept first touch alone.
    window.history.replaceState(null, '', '/?utm_source=billboard');
    runPageLoader();
    captureFirstTouch();
    expect(readFirstTouch()).toEqual({ utmSource: 'podcast', utmCampaign: 'launch' });
  });

  it('a note that is not what the loader writes is dropped, and this page is taken instead', () => {
    window.localStorage.setItem(landingKey, '{not json');
    window.history.replaceState(null, '', '/?utm_source=direct-mail');
    captureFirstTouch();
    expect(readFirstTouch()).toEqual({ utmSource: 'direct-mail' });
    expect(window.localStorage.getItem(landingKey)).toBeNull();
  });
});
