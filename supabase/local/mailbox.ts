import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The paths the local mailbox is served on. */
export const MAILBOX_PATHS: readonly string[] = ['/__mailbox', '/__mailbox.json'];

/** Where a mail's attachment is downloaded: `/__mailbox/attachments/<mail id>/<index>`. */
const ATTACHMENT_PATH = /^\/__mailbox\/attachments\/([0-9a-f-]{36})\/(\d{1,3})$/;

/** Whether the mailbox answers this path (the page, its JSON, or an attachment). */
export function isMailboxPath(pathname: string): boolean {
  return MAILBOX_PATHS.includes(pathname) || pathname.startsWith('/__mailbox/');
}

/** The download path of a mail's attachment. */
export const attachmentPath = (mailId: string, index: number) => `/__mailbox/attachments/${mailId}/${index}`;

/** A file a transactional mail carried, as the Resend stand-in received it. */
export type MailAttachment = {
  filename: string;
  contentType: string;
  /** Decoded size in bytes. */
  size: number;
  /** The file in Base64, as sent to the provider. */
  content: string;
};

/**
 * True when the Host header names the stack itself (127.0.0.1, localhost or [::1] on its port). A page on another
 * origin that rebinds its DNS name to 127.0.0.1 still sends its own name as Host, so it is refused.
 */
export function isOwnLoopbackHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const wanted = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
  return wanted.includes(host.toLowerCase());
}

/** One e-mail the local stack would have sent. */
export type Mail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The action link in the mail (recovery, invite, sign-up confirmation, sign-in link); '' for transactional mail. */
  link: string;
  /** Auth e-mails, or `transactional`: sent by the functions through the Resend stand-in (supabase/local/resend.ts). */
  kind: 'recovery' | 'invite' | 'signup' | 'magiclink' | 'email_change' | 'transactional';
  sentAt: string;
  /** The HTML part (transactional mail, and Auth mails rendered from a template file such as the invite). */
  html?: string;
  /** Transactional mail only: the sender, reply-to, extra headers and the provider's message id. */
  from?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  providerId?: string;
  /** Transactional mail only: its attachments (a calendar invitation), downloadable at attachmentPath(id, index). */
  attachments?: MailAttachment[];
};

/** The local stand-in for the project's mailer: keeps mails in memory, optionally mirrored to a JSON file. */
export class Mailbox {
  private mails: Mail[] = [];

  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      try {
        this.mails = JSON.parse(readFileSync(file, 'utf8')) as Mail[];
      } catch {
        this.mails = [];
      }
    }
  }

  /** Records a mail and returns it. */
  send(mail: Omit<Mail, 'id' | 'sentAt'>): Mail {
    const stored: Mail = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() };
    this.mails.push(stored);
    if (this.file) writeFileSync(this.file, JSON.stringify(this.mails, null, 2));
    return stored;
  }

  /** Newest first. */
  list(): Mail[] {
    return [...this.mails].reverse();
  }

  /**
   * Answers GET/HEAD /__mailbox (HTML) and /__mailbox.json. The mails carry recovery and invite tokens, so there are
   * no CORS headers at all (the page is same-origin; tests read it from Node, which has no CORS) and a Host other
   * than the stack's own loopback host:port is refused.
   */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string, port: number): void {
    const reply = (status: number, type: string, body: string, extra: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...extra });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (!isOwnLoopbackHost(req.headers.host, port)) {
      reply(403, 'text/plain; charset=utf-8', 'The local mailbox answers only on its own loopback address.\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      reply(405, 'text/plain; charset=utf-8', 'Method not allowed\n', { Allow: 'GET, HEAD' });
      return;
    }
    if (pathname === '/__mailbox.json') reply(200, 'application/json; charset=utf-8', JSON.stringify(this.list()));
    else if (pathname === '/__mailbox') reply(200, 'text/html; charset=utf-8', this.renderHtml());
    else this.serveAttachment(req, res, pathname);
  }

  /**
   * One attachment, with the type it was sent with, as a download: it is a file the functions produced, but served on
   * the stack's own origin (where this page with its tokens lives) it must never render as a page there, hence
   * `attachment`, nosniff and a sandboxing CSP whatever its type says.
   */
  private serveAttachment(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const match = ATTACHMENT_PATH.exec(pathname);
    const attachment = match ? this.mails.find((mail) => mail.id === match[1])?.attachments?.[Number(match[2])] : undefined;
    if (!attachment) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : 'No such attachment\n');
      return;
    }
    const body = Buffer.from(attachment.content, 'base64');
    const ascii = attachment.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
    res.writeHead(200, {
      'Content-Type': attachment.contentType,
      'Content-Length': String(body.length),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'Cache-Control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** An HTML page listing the mails with their links (untrusted text escaped); an empty icon spares a /favicon.ico 404. */
  renderHtml(): string {
    const escape = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    // A transactional mail's HTML is shown as the recipient would see it, in a sandboxed frame (no scripts, no forms,
    // no navigation of this page); the plain-text part follows in a collapsed block.
    const items = this.list()
      .map(
        (mail) => `<li class="mail">
  <p><strong>${escape(mail.subject)}</strong> to <span class="to">${escape(mail.to)}</span>
  <time datetime="${escape(mail.sentAt)}">${escape(mail.sentAt)}</time>${mail.from ? ` from <span class="from">${escape(mail.from)}</span>` : ''}</p>
  ${
    mail.html
      ? `<iframe class="rendered" title="${escape(mail.subject)}" sandbox="allow-same-origin" srcdoc="${escape(mail.html)}"></iframe>
  <details><summary>Plain text</summary><pre>${escape(mail.text)}</pre></details>`
      : `<p>${escape(mail.text)}</p>`
  }
  ${mail.link ? `<p><a href="${escape(mail.link)}">${escape(mail.link)}</a></p>` : ''}
  ${
    mail.attachments?.length
      ? `<ul class="attachments" aria-label="Attachments">${mail.attachments
          .map(
            (file, index) =>
              `<li><a href="${escape(attachmentPath(mail.id, index))}" download="${escape(file.filename)}">${escape(file.filename)}</a> <span>${escape(file.contentType)}, ${file.size} bytes</span></li>`,
          )
          .join('')}</ul>`
      : ''
  }
</li>`,
      )
      .join('\n');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>
<link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
ul{padding:0}li{list-style:none;border:1px solid #d1d5db;border-radius:1rem;padding:1rem;margin:1rem 0}a{color:#0f5257;word-break:break-all}
ul.attachments{margin:.5rem 0 0}ul.attachments li{border:0;padding:0;margin:.25rem 0}iframe.rendered{display:block;width:100%;min-height:20rem;border:1px solid #e5e7eb;border-radius:.5rem}pre{white-space:pre-wrap;word-break:break-word}</style>
</head><body><main><h1>Local mailbox</h1>
<p>What the local stack would have e-mailed (password recovery, invitations, sign-up confirmations, sign-in links, and the functions' mail such as support acknowledgements), newest first.</p>
${items ? `<ul>${items}</ul>` : '<p>No mail yet.</p>'}
</main>
<script>for (const frame of document.querySelectorAll('iframe.rendered')) {
  const fit = () => { const root = frame.contentDocument?.documentElement; if (root) frame.style.height = root.scrollHeight + 2 + 'px'; };
  frame.addEventListener('load', fit); fit();
}</script></body></html>`;
  }
}
