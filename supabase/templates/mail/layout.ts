// Shared frame of DoorKeep's transactional e-mails: one centred column of at most 600 px that shrinks to the phone's
// width, tables and inline styles only (mail clients drop <style> blocks and flexbox), and a plain-text twin.
// Brand and contacts come from src/config/site.ts, the one file that spells them: it has no imports, so the web app
// (Vite) and the edge functions (Deno, relative imports only) both import it as it is. Keep it import-free.
import { formatAddress, site } from '../../../src/config/site.ts';

export { site };

/** A file sent with a mail. The same row renders the same bytes every time, so a retry is the same request. */
export interface MailAttachment {
  /** What the recipient sees, e.g. `onboarding-call.ics`. */
  filename: string;
  /** The MIME type, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  /** The file itself: text (sent as UTF-8) or bytes. */
  content: string | Uint8Array;
}

/** One rendered e-mail. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Where replies go when not the default support address (one address per purpose, from site.ts). */
  replyTo?: string;
  /** Which of our addresses sends it: 'vendors' for vendor relations' mail, else support's. */
  sender?: 'support' | 'vendors';
  /** Extra message headers, e.g. List-Unsubscribe on every mail to a newsletter reader. */
  headers?: Record<string, string>;
  /** Files sent with it (a calendar invitation); rendered from the row like the rest of the mail. */
  attachments?: MailAttachment[];
}

/** Escapes text for HTML: every value a visitor typed is text, never markup. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** A paragraph of body copy (the argument is already escaped HTML). */
export const paragraph = (html: string) =>
  `<p style="margin:0 0 16px;${font};font-size:16px;line-height:24px;color:#1f2937">${html}</p>`;

/** A link in body copy (href and label are escaped here). */
export const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:#0f5257;font-weight:600">${escapeHtml(label)}</a>`;

/** A two-column fact row for a small facts table (label and value are escaped here). */
export const fact = (label: string, value: string) =>
  `<tr><td style="padding:6px 12px 6px 0;${font};font-size:14px;color:#4b5563;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
  `<td style="padding:6px 0;${font};font-size:15px;color:#111827;font-weight:600;word-break:break-word">${escapeHtml(value)}</td></tr>`;

/** The whole HTML document around a body; `email` is the address its footer gives (support's unless told). */
export function htmlFrame(input: { title: string; preheader: string; body: string; email?: string }): string {
  const contact = site.contact;
  const email = input.email ?? contact.supportEmail;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light"><title>${escapeHtml(input.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px">
<tr><td style="padding:20px 24px;background:#0f5257;border-radius:12px 12px 0 0;${font};font-size:20px;font-weight:700;color:#ffffff">${escapeHtml(site.name)}</td></tr>
<tr><td style="padding:24px">
${input.body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;${font};font-size:13px;line-height:20px;color:#6b7280">
${escapeHtml(site.name)} &middot; ${escapeHtml(formatAddress())}<br>
<a href="mailto:${escapeHtml(email)}" style="color:#0f5257">${escapeHtml(email)}</a> &middot;
<a href="tel:${escapeHtml(contact.phoneHref)}" style="color:#0f5257;white-space:nowrap">${escapeHtml(contact.phoneDisplay)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body></html>`;
}

/** The plain-text footer matching the HTML one. */
export function textFooter(email: string = site.contact.supportEmail): string {
  const contact = site.contact;
  return `--\n${site.name}, ${formatAddress()}\n${email} | ${contact.phoneDisplay}`;
}
