/**
 * A visitor's first touch: the campaign tags (utm_source, utm_medium, utm_campaign) of the page they first landed on
 * and the host of the site that sent them there. This browser keeps it in its own storage, with no cookie and no
 * third-party script, and every submission carries it to the server. A visit without tags or a referrer is kept too,
 * as a direct visit, so a later tagged link does not rewrite where the visitor first came from.
 */
export type FirstTouch = {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  referrerHost?: string;
};

export const firstTouchKey = 'doorkeep-first-touch';
/** Where a prerendered page's loader keeps a first visit's raw query and referrer until the entry cleans them. */
export const landingKey = 'doorkeep-landing';

/** The server's limits (the submission tables' CHECKs): a tag is 1–100 characters, a host name at most 253. */
export const firstTouchLimits = { tag: 100, host: 253 } as const;

const hostPattern = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
// Control characters, and the two separators glibc's iswcntrl also counts: the tables refuse all of them.
const controlCharacters = /[\p{Cc}\u2028\u2029]+/gu;

/** Plain text the tables accept, or undefined: control characters become spaces, cut at 100 characters. */
export function cleanTag(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim();
  // Cut by code points, so an emoji is never split into half a character the database would refuse.
  const cut = Array.from(text).slice(0, firstTouchLimits.tag).join('').trim();
  return cut || undefined;
}

/** A host name the tables accept, or undefined (an IP v6 literal, an overlong or malformed name). */
export function cleanHost(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= firstTouchLimits.host && hostPattern.test(value) ? value : undefined;
}

/** The referring site's host, when it is another site reached over http(s); never a path or a query. */
function referrerHostOf(referrer: string, ownHost: string): string | undefined {
  try {
    const url = new URL(referrer);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === ownHost) return undefined;
    return cleanHost(url.hostname);
  } catch {
    return undefined;
  }
}

/** The first touch of a landing on `location` from `referrer`, cleaned to what the tables accept. */
export function firstTouchOf(location: { search: string; hostname: string }, referrer: string): FirstTouch {
  const tags = new URLSearchParams(location.search);
  const touch: FirstTouch = {
    utmSource: cleanTag(tags.get('utm_source')),
    utmMedium: cleanTag(tags.get('utm_medium')),
    utmCampaign: cleanTag(tags.get('utm_campaign')),
    referrerHost: referrerHostOf(referrer, location.hostname),
  };
  return withoutEmpty(touch);
}

function withoutEmpty(touch: FirstTouch): FirstTouch {
  return Object.fromEntries(Object.entries(touch).filter(([, value]) => value !== undefined));
}

/**
 * Keeps the first landing as the first touch unless one is kept: the landing the page loader noted (the visitor may
 * have moved on before this ran), else this page. Storage that refuses is left alone.
 */
export function captureFirstTouch(): void {
  try {
    const storage = window.localStorage;
    if (storage.getItem(firstTouchKey) !== null) return;
    const landing = notedLanding(storage.getItem(landingKey));
    const search = typeof landing?.search === 'string' ? landing.search : window.location.search;
    const referrer = typeof landing?.referrer === 'string' ? landing.referrer : document.referrer;
    storage.setItem(firstTouchKey, JSON.stringify(firstTouchOf({ search, hostname: window.location.hostname }, referrer)));
    storage.removeItem(landingKey);
  } catch {
    // Storage disabled or full: the visit carries no first touch.
  }
}

/** The loader's note of the landing, or undefined when there is none or it is not what the loader writes. */
function notedLanding(note: string | null): { search?: unknown; referrer?: unknown } | undefined {
  try {
    const noted: unknown = JSON.parse(note ?? 'null');
    return typeof noted === 'object' && noted !== null ? noted : undefined;
  } catch {
    return undefined;
  }
}

/** A first touch as something untrusted holds it (storage, a queued record), cleaned; undefined when it holds nothing. */
export function cleanFirstTouch(value: unknown): FirstTouch | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { utmSource, utmMedium, utmCampaign, referrerHost } = value as Record<string, unknown>;
  const touch = withoutEmpty({
    utmSource: cleanTag(utmSource),
    utmMedium: cleanTag(utmMedium),
    utmCampaign: cleanTag(utmCampaign),
    referrerHost: cleanHost(referrerHost),
  });
  return Object.keys(touch).length > 0 ? touch : undefined;
}

/** The kept first touch (storage can be edited by hand, so it is cleaned again), or undefined. */
export function readFirstTouch(): FirstTouch | undefined {
  try {
    return cleanFirstTouch(JSON.parse(window.localStorage.getItem(firstTouchKey) ?? 'null'));
  } catch {
    return undefined;
  }
}
