import { site } from '@/config/site';

const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A random code from `alphabet`, drawn with crypto.getRandomValues. Bytes that would bias the result (the tail
 * above the largest multiple of the alphabet size) are thrown away and drawn again.
 */
export function randomCode(length = 9, alphabet = UPPER_ALPHANUMERIC): string {
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && code.length < length) code += alphabet[byte % alphabet.length];
    }
  }
  return code;
}

/** Client ids of visitor submissions; each is also the record's unique key on the server. */
export const newId = {
  newsletter: () => `NEWS-${randomCode()}`,
  waitlist: () => `WAIT-${randomCode()}`,
  vendorApplication: () => `VEN-${randomCode()}`,
  /** The application number a vendor is shown after applying. */
  applicationNumber: () => `VN-${randomCode()}`,
  supportTicket: () => `${site.ticketPrefix}-${randomCode()}`,
};

/** Patterns of the ids above, for schemas. */
export const idPatterns = {
  newsletter: /^NEWS-[A-Z0-9]{9}$/,
  waitlist: /^WAIT-[A-Z0-9]{9}$/,
  vendorApplication: /^VEN-[A-Z0-9]{9}$/,
  applicationNumber: /^VN-[A-Z0-9]{9}$/,
  supportTicket: new RegExp(`^${site.ticketPrefix}-[A-Z0-9]{9}$`),
};
