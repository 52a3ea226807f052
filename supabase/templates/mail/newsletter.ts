// The newsletter's confirmation e-mail (double opt-in): one button to the app's /newsletter/confirm page, and, as on
// every mail to a reader, the reader's own unsubscribe link in the body and in the List-Unsubscribe headers.
import { paths } from '../../../src/config/paths.ts';
import { escapeHtml, htmlFrame, paragraph, site, textFooter, type RenderedMail } from './layout.ts';

/** Where a reader's links point: the site (pages) and the project's API (the one-click endpoint). */
export interface NewsletterLinks {
  /** The site's origin, e.g. https://www.doorkeep.com. */
  site: string;
  /** The Supabase project URL; the `newsletter` function answers under /functions/v1/newsletter. */
  api: string;
}

/** The two links every mail to a reader carries. */
export function readerLinks(links: NewsletterLinks, unsubscribeToken: string) {
  const site = links.site.replace(/\/+$/, '');
  const api = links.api.replace(/\/+$/, '');
  return {
    /** The page a person lands on: it unsubscribes on opening, no login. */
    unsubscribePage: `${site}${paths.newsletterUnsubscribe.getHref(unsubscribeToken)}`,
    /** RFC 8058's HTTPS URI: a mail client POSTs `List-Unsubscribe=One-Click` here; a GET is sent on to the page. */
    oneClick: `${api}/functions/v1/newsletter?action=unsubscribe&token=${encodeURIComponent(unsubscribeToken)}`,
  };
}

/**
 * The List-Unsubscribe and List-Unsubscribe-Post headers of RFC 8058 section 3.1: one HTTPS URI in angle brackets,
 * and the single key/value pair `List-Unsubscribe=One-Click`. Resend's send API takes them in its `headers` object
 * (https://resend.com/docs/api-reference/emails/send-email, https://resend.com/docs/dashboard/emails/custom-headers)
 * and DKIM-signs the message, which RFC 8058 asks to cover both headers.
 */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const button = (href: string, label: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr>
<td style="border-radius:10px;background:#0f5257"><a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 24px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:10px">${escapeHtml(label)}</a></td>
</tr></table>`;

const small = (html: string) =>
  `<p style="margin:0 0 12px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:13px;line-height:20px;color:#6b7280;word-break:break-word">${html}</p>`;

/** Renders the confirmation request as HTML and plain text, with the unsubscribe headers. */
export function renderNewsletterConfirmation(data: { token: string; unsubscribeToken: string; links: NewsletterLinks }): RenderedMail {
  const origin = data.links.site.replace(/\/+$/, '');
  const confirmUrl = `${origin}${paths.newsletterConfirm.getHref(data.token)}`;
  const { unsubscribePage, oneClick } = readerLinks(data.links, data.unsubscribeToken);
  const subject = `Confirm your ${site.name} newsletter subscription`;
  const intro = `Thanks for signing up for the ${site.name} newsletter: one e-mail a month on running rentals with less work.`;
  const ask = 'Please confirm that this address is yours. Until you do, we send you nothing else.';
  const expiry = 'The link works once and for 7 days. If you did not sign up, ignore this e-mail and you will not hear from us.';
  const html = htmlFrame({
    title: subject,
    preheader: 'One click to confirm your subscription.',
    body: [
      paragraph('Hi there,'),
      paragraph(escapeHtml(intro)),
      paragraph(escapeHtml(ask)),
      button(confirmUrl, 'Confirm my subscription'),
      small(`Or paste this link into your browser:<br><a href="${escapeHtml(confirmUrl)}" style="color:#0f5257">${escapeHtml(confirmUrl)}</a>`),
      paragraph(escapeHtml(expiry)),
      small(`Don't want these e-mails? <a href="${escapeHtml(unsubscribePage)}" style="color:#0f5257">Unsubscribe</a> in one click.`),
    ].join('\n'),
  });
  const text = [
    'Hi there,',
    '',
    intro,
    ask,
    '',
    `Confirm my subscription: ${confirmUrl}`,
    '',
    expiry,
    '',
    `Unsubscribe in one click: ${unsubscribePage}`,
    '',
    textFooter(),
  ].join('\n');
  return { subject, html, text, headers: unsubscribeHeaders(oneClick) };
}
