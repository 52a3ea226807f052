// The mail port: every transactional e-mail of DoorKeep leaves through `Mailer.send`. Production talks to Resend's
// HTTP API with plain fetch; the local stack serves the same endpoint shape and delivers into its mailbox.
//
// Resend's API, as documented (https://resend.com/docs/api-reference/emails/send-email and
// https://resend.com/docs/api-reference/errors): `POST {base}/emails` with `Authorization: Bearer <key>` and a JSON body
// { from, to, subject, html, text, reply_to, headers }, answered `{ id }`; errors are `{ statusCode, name, message }`
// (validation_error / invalid_idempotency_key 400, missing_api_key 401, invalid_api_key 403, invalid_idempotent_request
// and concurrent_idempotent_requests 409, missing_required_field 422, rate_limit_exceeded 429, 5xx). An
// `Idempotency-Key` header of at most 256 characters makes a repeated request return the first answer for 24 hours
// without a second mail (https://resend.com/docs/dashboard/emails/idempotency-keys); the same key with another body is
// refused (409 invalid_idempotent_request), so a retry must send the same bytes, attachments included.
//
// Attachments are `attachments: [{ filename, content, content_type }]`: `content` the file in Base64, `content_type`
// optional (else derived from the filename), at most 40 MB per mail after Base64
// (https://resend.com/docs/dashboard/emails/attachments; the field names as resend-node sends them,
// src/common/interfaces/email-api-options.interface.ts and src/common/utils/parse-email-to-api-options.ts).
import type { MailAttachment } from '../../templates/mail/layout.ts';

export type { MailAttachment };

/** One message, provider-neutral. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** What a provider answered for an accepted message. */
export interface SentMail {
  id: string;
}

/** The port. `idempotencyKey` is the event's unique key, so a retry never makes a second mail. */
export interface Mailer {
  send(message: MailMessage, options: { idempotencyKey: string }): Promise<SentMail>;
}

/** A refused or failed send; `retryable` says whether trying again later may succeed. */
export class MailError extends Error {
  constructor(
    message: string,
    readonly status: number,
    override readonly name: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Settings of the Resend adapter (function secrets; see supabase/README.md). */
export interface ResendSettings {
  apiKey: string;
  /** https://api.resend.com in production; the local stack's `/__resend` locally. */
  baseUrl: string;
  fetch?: typeof fetch;
}

/**
 * Whether a failed answer is worth retrying. Our own request being invalid (400, 422) will fail the same way again;
 * a key problem (401, 403) is a setup mistake an operator fixes, so those mails wait for it, as do rate limits, an
 * idempotent request still in flight (409 concurrent_idempotent_requests) and provider errors (5xx).
 */
function isRetryable(status: number, name: string): boolean {
  if (status === 409) return name === 'concurrent_idempotent_requests';
  return status === 401 || status === 403 || status === 429 || status >= 500;
}

/** Resend's limit on a mail's attachments, counted after Base64. */
export const MAX_ATTACHMENT_BASE64 = 40 * 1024 * 1024;

/** Base64 of a text (as UTF-8) or of bytes, without Node's Buffer (the functions run in Deno). */
export function toBase64(content: string | Uint8Array): string {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Whether a text holds a control character (C0 or DEL). */
const hasControl = (value: string) => Array.from(value).some((char) => char < ' ' || char === '\u007f');

const invalid = (message: string) => new MailError(message, 422, 'validation_error', false);

/**
 * The attachments in Resend's shape. A name or type with a line break could forge a MIME header at the provider, so
 * neither may hold a control character; a mail over the size limit would be refused the same way on every retry.
 */
export function resendAttachments(attachments: readonly MailAttachment[]) {
  let total = 0;
  return attachments.map(({ filename, contentType, content }) => {
    if (!filename || filename.length > 255 || hasControl(filename) || /[/\\]/.test(filename)) {
      throw invalid(`Invalid attachment filename: ${JSON.stringify(filename)}`);
    }
    if (hasControl(contentType) || !/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+( *; *[a-z0-9_.-]+=[^;]*)*$/i.test(contentType)) {
      throw invalid(`Invalid attachment content type: ${JSON.stringify(contentType)}`);
    }
    const base64 = toBase64(content);
    total += base64.length;
    if (total > MAX_ATTACHMENT_BASE64) throw invalid('Attachments exceed 40 MB after Base64 encoding');
    return { filename, content: base64, content_type: contentType };
  });
}

/** The Resend adapter of the mail port. */
export function createResendMailer(settings: ResendSettings): Mailer {
  const doFetch = settings.fetch ?? fetch;
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/emails`;
  return {
    async send(message, { idempotencyKey }) {
      if (!idempotencyKey || idempotencyKey.length > 256) {
        throw new MailError('The idempotency key must be 1-256 characters', 400, 'invalid_idempotency_key', false);
      }
      const attachments = message.attachments?.length ? resendAttachments(message.attachments) : undefined;
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${settings.apiKey}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': idempotencyKey,
          },
          body: JSON.stringify({
            from: message.from,
            to: [message.to],
            subject: message.subject,
            html: message.html,
            text: message.text,
            ...(message.replyTo ? { reply_to: message.replyTo } : {}),
            ...(message.headers && Object.keys(message.headers).length > 0 ? { headers: message.headers } : {}),
            ...(attachments ? { attachments } : {}),
          }),
        });
      } catch (error) {
        throw new MailError(`The mail provider is unreachable: ${(error as Error).message}`, 0, 'network_error', true);
      }
      const body = (await response.json().catch(() => null)) as
        | { id?: unknown; name?: unknown; message?: unknown }
        | null;
      if (response.ok && typeof body?.id === 'string') return { id: body.id };
      const name = typeof body?.name === 'string' ? body.name : 'unexpected_response';
      const text = typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`;
      throw new MailError(text, response.status, name, response.ok || isRetryable(response.status, name));
    },
  };
}

/** Where mail comes from, read from the function env. */
export interface MailConfig {
  apiKey: string;
  baseUrl: string;
  from: string;
  /** The sender of vendor relations' mail (the vendor address the vendor pages give). */
  vendorFrom: string;
  replyTo: string;
}

/** Reads RESEND_API_KEY (required), MAIL_API_URL (default Resend), MAIL_FROM, MAIL_FROM_VENDORS and MAIL_REPLY_TO. */
export function readMailConfig(
  get: (name: string) => string | undefined,
  defaults: { from: string; vendorFrom: string; replyTo: string },
): MailConfig {
  const apiKey = get('RESEND_API_KEY')?.trim();
  if (!apiKey) throw new Error('Missing function env: RESEND_API_KEY');
  return {
    apiKey,
    baseUrl: get('MAIL_API_URL')?.trim() || 'https://api.resend.com',
    from: get('MAIL_FROM')?.trim() || defaults.from,
    vendorFrom: get('MAIL_FROM_VENDORS')?.trim() || defaults.vendorFrom,
    replyTo: get('MAIL_REPLY_TO')?.trim() || defaults.replyTo,
  };
}
