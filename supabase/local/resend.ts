// The local stand-in for Resend's send endpoint, served by the stack under /__resend (MAIL_API_URL of the functions),
// delivering into the local mailbox. It follows Resend's documented contract, which the mail port relies on:
// - `POST /emails`, `Authorization: Bearer <key>`, JSON { from, to, subject, html, text, reply_to, headers, cc, bcc },
//   answered 200 `{ id }` (https://resend.com/docs/api-reference/emails/send-email);
// - errors are `{ statusCode, name, message }`: missing_api_key 401, invalid_api_key 403, missing_required_field 422,
//   validation_error 422 for a malformed field, invalid_idempotency_key 400, invalid_idempotent_request 409
//   (https://resend.com/docs/api-reference/errors);
// - `attachments: [{ filename, content, content_type, content_id }]`: `content` the file in Base64, `content_type`
//   derived from the filename when missing (Resend allows 40 MB per mail after Base64; the stack reads at most 1 MB
//   per request, far above any mail of ours) (https://resend.com/docs/dashboard/emails/attachments; field names as resend-node sends them,
//   src/common/interfaces/email-api-options.interface.ts). A remote `path` is refused here: the stand-in fetches
//   nothing from outside, and the mail port never sends one. Which error Resend gives a malformed attachment is not
//   documented; this answers 422 validation_error like the other malformed fields;
// - `Idempotency-Key` (1-256 characters): the same key with the same body within 24 hours answers the first `{ id }`
//   and sends nothing; with another body it is refused (https://resend.com/docs/dashboard/emails/idempotency-keys).
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, readJson, send } from './http.ts';
import type { Mailbox, MailAttachment } from './mailbox.ts';

/** Where the stand-in is mounted on the stack. */
export const RESEND_PREFIX = '/__resend';

const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Resend's limit on recipients of one send (to). */
const MAX_RECIPIENTS = 50;
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** What Resend would derive from a file name's extension, for the types our mails use. */
const TYPES_BY_EXTENSION: Record<string, string> = {
  ics: 'text/calendar',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

const fail = (statusCode: number, name: string, message: string) => new HttpError(statusCode, { statusCode, name, message });

/** `a@b.c` or `Name <a@b.c>` → the address, or null. */
function addressOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const named = /^[^<>]*<([^<>]+)>\s*$/.exec(value.trim());
  const address = (named ? named[1]! : value).trim();
  return ADDRESS.test(address) ? address : null;
}

function addressList(value: unknown, field: string): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const addresses = list.map((entry) => addressOf(entry));
  if (addresses.some((address) => address === null)) {
    throw fail(
      422,
      'validation_error',
      `Invalid \`${field}\` field. The email address needs to follow the \`email@example.com\` or \`Name <email@example.com>\` format.`,
    );
  }
  return addresses as string[];
}

/** Whether a text holds a control character (C0 or DEL), which could end a MIME header line at the provider. */
const hasControl = (value: string) => Array.from(value).some((char) => char < ' ' || char === '\u007f');

/** The attachments of a send as the mailbox keeps them, or a 422 naming what is wrong. */
function attachmentsOf(value: unknown): MailAttachment[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw fail(422, 'validation_error', 'The `attachments` field must be an array.');
  return value.map((entry, index) => {
    const field = `attachments[${index}]`;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      throw fail(422, 'validation_error', `\`${field}\` must be an object.`);
    }
    const { filename, content, content_type: contentType, path } = entry as Record<string, unknown>;
    if (path !== undefined) {
      throw fail(422, 'validation_error', `\`${field}.path\`: the local stand-in fetches no remote files; send \`content\`.`);
    }
    if (typeof content !== 'string' || !BASE64.test(content)) {
      throw fail(422, 'validation_error', `\`${field}.content\` must be the file in Base64.`);
    }
    if (typeof filename !== 'string' || filename === '' || hasControl(filename)) {
      throw fail(422, 'validation_error', `\`${field}.filename\` must name the file.`);
    }
    if (contentType !== undefined && (typeof contentType !== 'string' || hasControl(contentType))) {
      throw fail(422, 'validation_error', `\`${field}.content_type\` must be a MIME type.`);
    }
    const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
    return {
      filename,
      contentType: contentType ?? TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream',
      size: Buffer.from(content, 'base64').length,
      content,
    };
  });
}

/** The stand-in's state: one API key and the idempotency keys it has seen. */
export function createResendStandin(options: { apiKey: string; mailbox: Mailbox; now?: () => number }) {
  const now = options.now ?? Date.now;
  const seen = new Map<string, { hash: string; id: string; at: number }>();

  async function handleSend(req: IncomingMessage): Promise<{ id: string }> {
    const auth = /^Bearer\s+(\S+)$/i.exec((req.headers.authorization ?? '').trim());
    if (!auth) throw fail(401, 'missing_api_key', 'Missing API key in the authorization header.');
    if (auth[1] !== options.apiKey) throw fail(403, 'invalid_api_key', 'API key is invalid.');

    const keyHeader = req.headers['idempotency-key'];
    const key = Array.isArray(keyHeader) ? keyHeader[0] : keyHeader;
    if (key !== undefined && (key.length < 1 || key.length > 256)) {
      throw fail(400, 'invalid_idempotency_key', 'The key must be between 1-256 chars.');
    }

    const body = await readJson(req, () => fail(400, 'validation_error', 'Invalid JSON in the request body.'));
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      throw fail(422, 'missing_required_field', 'Missing `to` field.');
    }
    const input = body as Record<string, unknown>;
    for (const field of ['from', 'to', 'subject']) {
      const value = input[field];
      if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
        throw fail(422, 'missing_required_field', `Missing \`${field}\` field.`);
      }
    }
    if (addressOf(input.from) === null) {
      throw fail(
        422,
        'validation_error',
        'Invalid `from` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.',
      );
    }
    const to = addressList(input.to, 'to');
    if (to.length > MAX_RECIPIENTS) throw fail(422, 'validation_error', `Too many recipients in \`to\` (at most ${MAX_RECIPIENTS}).`);
    addressList(input.cc, 'cc');
    addressList(input.bcc, 'bcc');
    const replyTo = addressList(input.reply_to, 'reply_to');
    if (typeof input.subject !== 'string') throw fail(422, 'validation_error', 'The `subject` field must be a string.');
    const html = typeof input.html === 'string' ? input.html : undefined;
    const text = typeof input.text === 'string' ? input.text : undefined;
    if (html === undefined && text === undefined) {
      throw fail(422, 'validation_error', 'Either `html` or `text` must be provided.');
    }
    const headers = input.headers;
    if (headers !== undefined && (typeof headers !== 'object' || headers === null || Array.isArray(headers))) {
      throw fail(422, 'validation_error', 'The `headers` field must be an object.');
    }

    const attachments = attachmentsOf(input.attachments);

    if (key !== undefined) {
      for (const [stored, entry] of seen) if (now() - entry.at > IDEMPOTENCY_WINDOW_MS) seen.delete(stored);
      const hash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
      const previous = seen.get(key);
      if (previous) {
        if (previous.hash !== hash) {
          throw fail(409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload.');
        }
        return { id: previous.id };
      }
      const id = randomUUID();
      seen.set(key, { hash, id, at: now() });
      deliver(id, input, to, replyTo, html, text, attachments);
      return { id };
    }
    const id = randomUUID();
    deliver(id, input, to, replyTo, html, text, attachments);
    return { id };
  }

  function deliver(
    id: string,
    input: Record<string, unknown>,
    to: string[],
    replyTo: string[],
    html: string | undefined,
    text: string | undefined,
    attachments: MailAttachment[],
  ) {
    for (const address of to) {
      options.mailbox.send({
        kind: 'transactional',
        providerId: id,
        from: String(input.from),
        to: address,
        replyTo: replyTo[0],
        subject: String(input.subject),
        text: text ?? '',
        html,
        headers: input.headers as Record<string, string> | undefined,
        ...(attachments.length > 0 ? { attachments } : {}),
        link: '',
      });
    }
  }

  /** Answers a request under RESEND_PREFIX (`rest` is the path after it). */
  async function serve(req: IncomingMessage, res: ServerResponse, rest: string): Promise<void> {
    try {
      if (rest !== '/emails') throw fail(404, 'not_found', 'The requested endpoint does not exist.');
      if (req.method !== 'POST') throw fail(405, 'method_not_allowed', 'Method is not allowed for the requested path.');
      send(res, 200, await handleSend(req));
    } catch (error) {
      if (error instanceof HttpError) send(res, error.status, error.body);
      else throw error;
    }
  }

  return { serve, apiKey: options.apiKey };
}
