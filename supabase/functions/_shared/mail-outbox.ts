// mail-outbox: sends the mails queued in public.mail_outbox. Rows are written by triggers in the same transaction as
// the row that causes them (a support message, ...), so a stored submission always has its mail queued; this
// function is what delivers them. It is called on a schedule (pg_cron + pg_net on a hosted project, the local stack's
// timer locally) and may run twice at once: claim_mail locks rows with SKIP LOCKED, and the outbox's unique event key
// is the provider's Idempotency-Key, so a mail whose answer was lost is retried without a second copy.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { site } from '../../templates/mail/layout.ts';
import { renderDepositReceipt, renderDepositRefunded } from '../../templates/mail/deposit.ts';
import { renderNewsletterConfirmation, type NewsletterLinks } from '../../templates/mail/newsletter.ts';
import {
  renderOnboardingCallBooked,
  renderOnboardingCallCanceled,
  renderOnboardingCallReminder,
} from '../../templates/mail/onboarding-call.ts';
import { renderOnboardingInvite, renderOnboardingReminder } from '../../templates/mail/onboarding-invite.ts';
import { renderSupportAcknowledgement } from '../../templates/mail/support-acknowledgement.ts';
import {
  renderVendorApplicationDeclined,
  renderVendorApplicationReceived,
} from '../../templates/mail/vendor-application.ts';
import {
  renderVendorDocumentExpired,
  renderVendorDocumentExpiring,
  renderVendorDocumentRejected,
  renderVendorReadyForJobs,
  type VendorDocumentKind,
} from '../../templates/mail/vendor-documents.ts';
import type { RenderedMail } from '../../templates/mail/layout.ts';
import { carriesSecretKey } from './auth.ts';
import { envProjectDeps } from './project.ts';
import { errorResponse, json } from './http.ts';
import { createResendMailer, MailError, type Mailer, readMailConfig } from './mail.ts';

/** One claimed outbox row. */
export interface OutboxRow {
  id: number;
  event_key: string;
  template: string;
  recipient: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** The outbox as the drain uses it (SQL over the service role in production; a double in tests). */
export interface OutboxStore {
  claim(batchSize: number): Promise<OutboxRow[]>;
  markSent(id: number, providerId: string): Promise<void>;
  /** `retryAt` null gives up for good. */
  markFailed(id: number, error: string, retryAt: Date | null): Promise<void>;
}

export interface MailOutboxDeps {
  /** The project's secret keys: the scheduler calls with one of them in `apikey`. */
  callerKeys: readonly string[];
  store: OutboxStore;
  mailer: Mailer;
  /** The sender of every mail but vendor relations' (support's address). */
  from: string;
  /** The sender of the vendor mails: the vendor address the vendor pages give, so replies and sender agree. */
  vendorFrom: string;
  replyTo: string;
  /**
   * Where the links of newsletter and deposit mails point (the site and the project URL); without them those mails
   * cannot be rendered.
   */
  links?: NewsletterLinks;
  now?: () => Date;
}

/** Attempts before a mail is given up; with the backoff below the last one is about 4 h after the first, well inside
 * the 24 h in which Resend remembers an idempotency key. */
export const MAX_ATTEMPTS = 8;

/** Wait before attempt `attempts + 1`: 1, 2, 4, ... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A deposit amount in dollars (numeric columns arrive as numbers in jsonb); a row without one is no mail. */
function amountOf(value: unknown): number {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) throw new Error('deposit mail without an amount');
  return amount;
}

/** A timestamp the trigger wrote; a row without one is no mail. */
function dateOf(value: unknown): string {
  const text = str(value);
  if (Number.isNaN(Date.parse(text))) throw new Error('mail without a valid date');
  return text;
}

/** An order reference as the database issues it (20261125000100_order_references.sql). */
const ORDER_REFERENCE = /^DK-RES-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/;

/**
 * The deposit order's reference; null when the trigger found no order tied to the row (the mail then links to the
 * dashboard only). Anything else is no mail: it would print a reference that finds no receipt.
 */
function referenceOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || !ORDER_REFERENCE.test(value)) throw new Error('deposit mail with a malformed reference');
  return value;
}

/** The site origin deposit mails link to; a mail without it would carry no links. */
function siteOriginOf(row: OutboxRow, links: NewsletterLinks | undefined): string {
  if (!links) throw new Error(`${row.template} needs SITE_ORIGINS for its links`);
  return links.site;
}

/** A newsletter token as the database issues it (32 bytes, URL-safe base64); anything else is no mail. */
const NEWSLETTER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A document kind as public.vendor_documents stores it; anything else is no mail. */
function documentKindOf(row: OutboxRow): VendorDocumentKind {
  const kind = row.payload.kind;
  if (kind === 'license' || kind === 'insurance' || kind === 'w9') return kind;
  throw new Error(`${row.template} without a document kind`);
}

/** A calendar date (YYYY-MM-DD) as the expiry run writes it; anything else is no mail. */
function dayOf(row: OutboxRow): string {
  const day = str(row.payload.expiresOn);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`${row.template} without an expiry date`);
  return day;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Renders a row's template, or throws when the row cannot become a mail. Pure: the same row gives the same subject,
 * body and attachment bytes on every attempt, which the provider's idempotency key (the row's event key) relies on.
 */
export function renderOutboxRow(row: OutboxRow, links?: NewsletterLinks): RenderedMail {
  switch (row.template) {
    case 'support_acknowledgement': {
      const reference = str(row.payload.reference);
      if (!/^DK-[A-Z0-9]{9}$/.test(reference)) throw new Error('support_acknowledgement without a DK- reference');
      // The reference only: rows queued before 20261127000300_mail_per_cause.sql may still carry the sender's name
      // and subject, which an acknowledgement to an unproven address must not quote.
      return renderSupportAcknowledgement({ reference });
    }
    case 'deposit_receipt':
      return renderDepositReceipt({
        firstName: str(row.payload.firstName),
        amount: amountOf(row.payload.amount),
        paidAt: dateOf(row.payload.paidAt),
        queuePosition: typeof row.payload.queuePosition === 'number' ? row.payload.queuePosition : null,
        reference: referenceOf(row.payload.reference),
        siteOrigin: siteOriginOf(row, links),
      });
    case 'deposit_refunded':
      return renderDepositRefunded({
        firstName: str(row.payload.firstName),
        amount: amountOf(row.payload.amount),
        refundedAt: dateOf(row.payload.refundedAt),
        reference: referenceOf(row.payload.reference),
        siteOrigin: siteOriginOf(row, links),
      });
    case 'vendor_application_received':
    case 'vendor_application_declined': {
      const applicationNumber = str(row.payload.applicationNumber);
      if (!/^VN-[A-Z0-9]{9}$/.test(applicationNumber)) throw new Error(`${row.template} without a VN- number`);
      // The received mail gets the number only, whatever an older row carries: the applicant's address is unproven.
      if (row.template === 'vendor_application_received') return renderVendorApplicationReceived({ applicationNumber });
      const reason = str(row.payload.reason).trim();
      if (!reason) throw new Error('vendor_application_declined without a reason');
      // The reason is the admin's words; whatever else an older row carries was typed by the applicant.
      return renderVendorApplicationDeclined({ applicationNumber, reason });
    }
    // The document mails read only the fields they print: a payload can never carry a document's contents into one.
    case 'vendor_document_rejected': {
      const reason = str(row.payload.reason).trim();
      if (!reason) throw new Error('vendor_document_rejected without a reason');
      return renderVendorDocumentRejected({ kind: documentKindOf(row), reason });
    }
    case 'vendor_document_expiring': {
      const daysLeft = row.payload.daysLeft;
      if (typeof daysLeft !== 'number' || !Number.isInteger(daysLeft) || daysLeft < 1 || daysLeft > 30) {
        throw new Error('vendor_document_expiring without the days left');
      }
      return renderVendorDocumentExpiring({ kind: documentKindOf(row), expiresOn: dayOf(row), daysLeft });
    }
    case 'vendor_document_expired':
      return renderVendorDocumentExpired({ kind: documentKindOf(row), expiresOn: dayOf(row) });
    case 'vendor_ready_for_jobs':
      return renderVendorReadyForJobs();
    // The invitation is rendered from the row on every attempt rather than stored: its DTSTAMP is the booking's
    // time in the payload, so the bytes never change, and the outbox keeps no file.
    case 'onboarding_call_booked':
    case 'onboarding_call_reminder':
    case 'onboarding_call_canceled': {
      const callId = str(row.payload.callId);
      if (!UUID.test(callId)) throw new Error(`${row.template} without a call id`);
      const sequence = row.payload.sequence;
      if (typeof sequence !== 'number' || !Number.isInteger(sequence) || sequence < 0) {
        throw new Error(`${row.template} without a sequence`);
      }
      const render =
        row.template === 'onboarding_call_booked'
          ? renderOnboardingCallBooked
          : row.template === 'onboarding_call_reminder'
            ? renderOnboardingCallReminder
            : renderOnboardingCallCanceled;
      return render({
        callId,
        email: row.recipient,
        firstName: str(row.payload.firstName),
        startsAt: dateOf(row.payload.startsAt),
        bookedAt: dateOf(row.payload.bookedAt),
        sequence,
        timeZone: str(row.payload.timeZone) || null,
        siteOrigin: siteOriginOf(row, links),
      });
    }
    // The account's first name only: the links are the site's dashboard, never anything from the row.
    case 'onboarding_invite':
      return renderOnboardingInvite({ firstName: str(row.payload.firstName), siteOrigin: siteOriginOf(row, links) });
    case 'onboarding_reminder':
      return renderOnboardingReminder({ firstName: str(row.payload.firstName), siteOrigin: siteOriginOf(row, links) });
    case 'newsletter_confirmation': {
      const token = str(row.payload.token);
      const unsubscribeToken = str(row.payload.unsubscribeToken);
      if (!NEWSLETTER_TOKEN.test(token) || !NEWSLETTER_TOKEN.test(unsubscribeToken)) {
        throw new Error('newsletter_confirmation without its tokens');
      }
      if (!links) throw new Error('newsletter_confirmation needs SITE_ORIGINS and SUPABASE_URL for its links');
      return renderNewsletterConfirmation({ token, unsubscribeToken, links });
    }
    default:
      throw new Error(`Unknown mail template: ${row.template}`);
  }
}

/** Sends every due mail once; returns what happened to each. */
export async function drainOutbox(deps: MailOutboxDeps, batchSize = 20) {
  const now = deps.now ?? (() => new Date());
  const rows = await deps.store.claim(batchSize);
  const result = { sent: 0, retrying: 0, failed: 0 };
  for (const row of rows) {
    let mail: RenderedMail;
    try {
      mail = renderOutboxRow(row, deps.links);
    } catch (error) {
      await deps.store.markFailed(row.id, (error as Error).message, null);
      result.failed++;
      continue;
    }
    try {
      const { sender, ...message } = mail;
      const sent = await deps.mailer.send(
        { from: sender === 'vendors' ? deps.vendorFrom : deps.from, to: row.recipient, replyTo: deps.replyTo, ...message },
        { idempotencyKey: row.event_key },
      );
      await deps.store.markSent(row.id, sent.id);
      result.sent++;
    } catch (error) {
      const retryable = error instanceof MailError ? error.retryable : true;
      const giveUp = !retryable || row.attempts >= MAX_ATTEMPTS;
      const message = error instanceof MailError ? `${error.name}: ${error.message}` : String(error);
      await deps.store.markFailed(row.id, message, giveUp ? null : new Date(now().getTime() + retryDelayMs(row.attempts)));
      if (giveUp) result.failed++;
      else result.retrying++;
    }
  }
  return result;
}

/** Constant-time comparison of two secrets. */
/** The handler: a POST with a secret key in `apikey` drains one batch. */
export function createMailOutboxHandler(getDeps: () => MailOutboxDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    try {
      if (req.method !== 'POST') return errorResponse(405, 'Method not allowed');
      const deps = getDeps();
      if (!carriesSecretKey(req, deps.callerKeys)) return errorResponse(401, 'Only the scheduler may drain the outbox');
      return json(await drainOutbox(deps));
    } catch (error) {
      console.error(error);
      return errorResponse(500, 'Internal server error');
    }
  };
}

function fail(message: string, error: { message: string } | null): void {
  if (error) throw new Error(`${message}: ${error.message}`);
}

/** The outbox over a service-role client. */
export function supabaseOutboxStore(service: SupabaseClient<Database>): OutboxStore {
  return {
    async claim(batchSize) {
      const { data, error } = await service.rpc('claim_mail', { batch_size: batchSize });
      fail('Claiming mail failed', error);
      return (data ?? []) as OutboxRow[];
    },
    async markSent(id, providerId) {
      const { error } = await service
        .from('mail_outbox')
        .update({ status: 'sent', provider_id: providerId, sent_at: new Date().toISOString(), locked_until: null, last_error: null })
        .eq('id', id);
      fail('Recording a sent mail failed', error);
    },
    async markFailed(id, message, retryAt) {
      const { error } = await service
        .from('mail_outbox')
        .update({
          status: retryAt ? 'pending' : 'failed',
          next_attempt_at: (retryAt ?? new Date()).toISOString(),
          locked_until: null,
          last_error: message.slice(0, 1000),
        })
        .eq('id', id);
      fail('Recording a failed mail failed', error);
    },
  };
}

/** The production deps from env (the project's, RESEND_API_KEY, MAIL_API_URL, MAIL_FROM, MAIL_FROM_VENDORS). */
export function envMailOutboxDeps(get: (name: string) => string | undefined = (name) => Deno.env.get(name)): () => MailOutboxDeps {
  let deps: MailOutboxDeps | undefined;
  return () => {
    if (deps) return deps;
    const { config: project, admin } = envProjectDeps(get)();
    const config = readMailConfig(get, {
      from: `${site.name} <${site.contact.supportEmail}>`,
      vendorFrom: `${site.name} Vendor Relations <${site.contact.vendorEmail}>`,
      replyTo: site.contact.supportEmail,
    });
    // Links in newsletter and deposit mails: the site's first allow-listed origin (its canonical one) and this
    // project's URL.
    deps = {
      callerKeys: project.secretKeys,
      store: supabaseOutboxStore(admin),
      mailer: createResendMailer({ apiKey: config.apiKey, baseUrl: config.baseUrl }),
      from: config.from,
      vendorFrom: config.vendorFrom,
      replyTo: config.replyTo,
      links: { site: project.siteOrigins[0]!, api: project.supabaseUrl },
    };
    return deps;
  };
}
