import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { decodeJwt, type JWK } from 'jose';
import { createAuthHandler } from './auth.ts';
import { startScheduler } from './scheduler.ts';
import type { AuthEmailTemplate } from './auth-template.ts';
import { openDatabase } from './database.ts';
import { MAX_BODY_BYTES, apiKey, bearerToken, corsHeaders, send } from './http.ts';
import {
  generateProjectSecrets,
  isOpaqueApiKey,
  legacyApiKeys,
  publicJwks,
  roleToken,
  verifyJwt,
  type Claims,
  type ProjectSecrets,
} from './jwt.ts';
import { isMailboxPath, Mailbox } from './mailbox.ts';
import { RESEND_PREFIX, createResendStandin } from './resend.ts';
import { createRestHandler } from './rest.ts';
import { createStorageHandler, directoryObjectStore, memoryObjectStore, parseSize, storageErrors } from './storage.ts';

/** The Stripe price id of the $99 deposit in the local stack (the Stripe stand-in knows it). */
export const LOCAL_DEPOSIT_PRICE_ID = 'price_local_deposit_99';
/** Default port of the local API, as `supabase start` uses. */
export const DEFAULT_API_PORT = 54321;
/** The app's dev server, where e-mailed links land when no redirect is given. */
export const DEFAULT_SITE_URL = 'http://127.0.0.1:5173';
/** The Supabase CLI settings the hosted project is configured from. */
export const supabaseConfigPath = fileURLToPath(new URL('../config.toml', import.meta.url));

/**
 * `[api] max_rows` of supabase/config.toml: the Supabase CLI passes it to PostgREST as PGRST_DB_MAX_ROWS
 * (supabase/cli internal/start/start.go), PostgREST's `db-max-rows` (docs/references/configuration.rst). A small TOML
 * read: table headers and the one `key = integer` line; a missing or non-positive value is an error, not a default.
 */
export function readApiMaxRows(file = supabaseConfigPath): number {
  const raw = readTomlValue(file, 'api', 'max_rows');
  const value = raw !== undefined && /^\+?[0-9][0-9_]*$/.test(raw) ? Number(raw.replace(/^\+|_/g, '')) : NaN;
  if (Number.isSafeInteger(value) && value > 0) return value;
  throw new Error(`${file}: [api] max_rows must be set to a positive integer (hosted PostgREST's db-max-rows)`);
}

/** The raw value of `key` in `[table]` of a TOML file (comment stripped), or undefined; enough TOML for config.toml. */
function readTomlValue(file: string, wanted: string, key: string): string | undefined {
  let table = '';
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.trim();
    const header = /^\[(\[)?\s*([^\]]*?)\s*\]/.exec(line);
    if (header) {
      table = header[1] ? `[[${header[2]}]]` : header[2]!;
      continue;
    }
    const entry = /^([A-Za-z0-9_-]+)\s*=\s*("[^"]*"|[^#\s]+)\s*(#.*)?$/.exec(line);
    if (table === wanted && entry?.[1] === key) return entry[2]!.replace(/^"(.*)"$/, '$1');
  }
  return undefined;
}

/**
 * `[storage] file_size_limit` of supabase/config.toml ("10MiB"): the CLI hands it to Storage as FILE_SIZE_LIMIT, the
 * cap of every upload whatever a bucket says. A missing or malformed value is an error, not a default.
 */
export function readStorageFileSizeLimit(file = supabaseConfigPath): number {
  const bytes = parseSize(readTomlValue(file, 'storage', 'file_size_limit') ?? '');
  if (Number.isSafeInteger(bytes) && bytes > 0) return bytes;
  throw new Error(`${file}: [storage] file_size_limit must be a size such as "10MiB"`);
}

/** Seconds of a Go duration as config.toml writes them ("60s", "1m", "1h30m", "500ms"); NaN when it is not one. */
function goDurationSeconds(value: string): number {
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== value) return Number.NaN;
  const unit = { ms: 0.001, s: 1, m: 60, h: 3600 } as const;
  return parts.reduce((total, part) => total + Number(part[1]) * unit[part[2] as keyof typeof unit], 0);
}

/**
 * `[auth.email] otp_expiry` and `max_frequency` of supabase/config.toml, which the Supabase CLI hands to GoTrue as
 * GOTRUE_MAILER_OTP_EXP (how long an e-mailed link works) and GOTRUE_SMTP_MAX_FREQUENCY (the least time between two
 * mails of one kind to one account). Missing or malformed values are an error, not a default.
 */
export function readAuthEmailSettings(file = supabaseConfigPath): { otpExpirySeconds: number; maxFrequencySeconds: number } {
  const otpExpiry = Number(readTomlValue(file, 'auth.email', 'otp_expiry'));
  const maxFrequency = goDurationSeconds(readTomlValue(file, 'auth.email', 'max_frequency') ?? '');
  if (!Number.isSafeInteger(otpExpiry) || otpExpiry <= 0) {
    throw new Error(`${file}: [auth.email] otp_expiry must be a positive number of seconds (GoTrue's MAILER_OTP_EXP)`);
  }
  if (!(maxFrequency >= 0)) {
    throw new Error(`${file}: [auth.email] max_frequency must be a duration such as "60s" (GoTrue's SMTP_MAX_FREQUENCY)`);
  }
  return { otpExpirySeconds: otpExpiry, maxFrequencySeconds: maxFrequency };
}

/**
 * `[auth.email.template.<kind>]` of supabase/config.toml: the subject and the HTML file named by `content_path`
 * (relative to the project root, as the Supabase CLI reads it). The same two are pasted into a hosted project's
 * dashboard, so the stand-in renders what hosted sends.
 */
export function readAuthEmailTemplate(kind: 'invite', file = supabaseConfigPath): AuthEmailTemplate {
  const table = `auth.email.template.${kind}`;
  const subject = readTomlValue(file, table, 'subject');
  const contentPath = readTomlValue(file, table, 'content_path');
  if (!subject || !contentPath) throw new Error(`${file}: [${table}] needs a subject and a content_path`);
  return { subject, body: readFileSync(path.resolve(path.dirname(file), '..', contentPath), 'utf8') };
}

export type LocalStackOptions = {
  /** 0 picks a free port; default 54321. */
  port?: number;
  /** Where the database, secrets and mailbox persist; undefined keeps everything in memory (tests). */
  persistDir?: string;
  /** Base URL of the functions host; /functions/v1/<name>/... is forwarded to `<functionsUrl>/<name>/...`. */
  functionsUrl?: string;
  /** The Site URL for e-mailed links (default http://127.0.0.1:5173). */
  siteUrl?: string;
  /** Extra origins allowed for CORS and redirect_to besides loopback. */
  allowedOrigins?: string[];
  /** bcrypt cost for password hashes; default 10 like GoTrue (tests may lower it to save CPU). */
  bcryptCost?: number;
  /**
   * Sign-ups must confirm their e-mail address first, as on a hosted project (default false: confirmed at once).
   * A predicate limits it to some addresses, so one shared test stack can serve both kinds of project.
   */
  enableConfirmations?: boolean | ((email: string) => boolean);
  /** PostgREST's db-max-rows for /rest/v1 reads; default `[api] max_rows` from supabase/config.toml. */
  maxRows?: number;
  /**
   * How often the stand-in for the hosted pg_cron job calls `mail-outbox` while mail is due (default 1000 ms; 0
   * turns it off). It runs only once a functions host is set.
   */
  mailDrainIntervalMs?: number;
  /**
   * How often the stand-in for pg_cron runs the jobs migrations declare in private.scheduled_jobs (default 60000 ms,
   * and once at start; 0 turns the timer off, `runScheduledJobs` still runs them).
   */
  scheduledJobsIntervalMs?: number;
  /**
   * The legacy `anon` and `service_role` JWT keys are accepted beside the publishable and secret keys (default true:
   * a project keeps them until it turns them off in Settings → API Keys).
   */
  legacyApiKeys?: boolean;
};

export type LocalStack = {
  apiUrl: string;
  /** `sb_publishable_…`: the browser's key, the `anon` role. */
  publishableKey: string;
  /** `sb_secret_…`: the servers' key (functions, cron, scripts), the `service_role` role. */
  secretKey: string;
  /** The legacy JWT keys, for tests of projects that still use them. */
  legacyKeys: { anonKey: string; serviceRoleKey: string };
  /** What /auth/v1/.well-known/jwks.json serves (the functions get it as SUPABASE_JWKS). */
  jwks: { keys: JWK[] };
  db: PGlite;
  mailbox: Mailbox;
  /** The row cap /rest/v1 applies (db-max-rows): `[api] max_rows` of supabase/config.toml unless overridden. */
  maxRows: number;
  /** Points /functions/v1 at a functions host started after the stack (it needs the stack's URL and keys). */
  setFunctionsUrl: (url: string | undefined) => void;
  /** The Resend stand-in: the functions' MAIL_API_URL and RESEND_API_KEY (a random local key, not a credential). */
  mailApi: { url: string; apiKey: string };
  /** Runs one mail-outbox drain now, as the scheduled job would (resolves when the function answered). */
  drainMail: () => Promise<void>;
  /** Runs every declared scheduled job now, as pg_cron would at its time; resolves with the jobs it ran. */
  runScheduledJobs: () => Promise<{ name: string; schedule: string; command: string }[]>;
  stop: () => Promise<void>;
};

/**
 * The project's keys: new in memory, or kept in `<persistDir>/secrets.json` so an app built with them keeps working
 * across restarts. A file from before the signing key and the new API keys gets them added, keeping its legacy
 * secret (and so the legacy keys), as a hosted project keeps it when it moves to signing keys.
 */
async function loadSecrets(persistDir: string | undefined): Promise<ProjectSecrets> {
  if (!persistDir) return generateProjectSecrets();
  const file = path.join(persistDir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<ProjectSecrets>) : {};
  if (stored.jwtSecret && stored.signingKey && stored.publishableKey && stored.secretKey) return stored as ProjectSecrets;
  const secrets = { ...(await generateProjectSecrets()), ...stored };
  mkdirSync(persistDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/**
 * `[functions.<name>] verify_jwt` of supabase/config.toml, read once per function; a function not listed verifies,
 * as the CLI deploys it.
 */
function functionJwtPolicy(file = supabaseConfigPath): (name: string) => boolean {
  const verifies = new Map<string, boolean>();
  return (name) => {
    if (!verifies.has(name)) verifies.set(name, readTomlValue(file, `functions.${name}`, 'verify_jwt') !== 'false');
    return verifies.get(name)!;
  };
}

/** Browsers' User-Agent strings all start with this token; hosted refuses a secret key sent with one. */
const BROWSER_USER_AGENT = /^Mozilla\//;

/** Why a JWT was refused, in PostgREST's words. */
function jwtProblem(token: string): { code: string; message: string } {
  try {
    const payload = decodeJwt(token);
    if (typeof payload.exp === 'number' && payload.exp * 1000 < Date.now()) return { code: 'PGRST303', message: 'JWT expired' };
  } catch {
    return { code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1' };
  }
  return { code: 'PGRST301', message: 'No suitable key or wrong key type' };
}

/**
 * The gateway in front of hosted PostgREST (Kong, nginx's `$proxy_add_x_forwarded_for`) appends the address it was
 * connected from to X-Forwarded-For, so SQL reads the client in `request.headers` (the submissions' per-address
 * limit keys on that last entry). The stand-in is connected to directly, so it does the same: any X-Forwarded-For
 * the client sent, joined with ", ", then the socket's remote address.
 * A CF-Connecting-IP the client sent is dropped, since that limit trusts the header: on hosted, Cloudflare sets it
 * to "the client IP address connecting to Cloudflare" (developers.cloudflare.com/fundamentals/reference/http-headers/),
 * so a client's own value never passes the edge. None is added: Supabase does not document that it reaches PostgREST.
 */
function addForwardedFor(req: IncomingMessage) {
  const sent: string[] = [];
  const others: string[] = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    if (name === 'x-forwarded-for') sent.push(req.rawHeaders[i + 1]!);
    else if (name !== 'cf-connecting-ip') others.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  const peer = req.socket.remoteAddress ?? '';
  const value = [...sent, peer].filter(Boolean).join(', ');
  req.rawHeaders.splice(0, req.rawHeaders.length, ...others, 'X-Forwarded-For', value);
  req.headers['x-forwarded-for'] = value;
  delete req.headers['cf-connecting-ip'];
}

/**
 * Largest request body forwarded to the functions host. Hosted Edge Functions document no request body limit
 * (https://supabase.com/docs/guides/functions/limits lists memory, CPU time, duration and function size only), so
 * the stand-in uses the same 1 MiB as the rest of its API (http.ts): our functions take small JSON bodies and
 * Stripe events, and a local process that forwards whatever it is sent, unbounded, is a way to exhaust the machine.
 */
export const MAX_FUNCTION_BODY_BYTES = MAX_BODY_BYTES;

/**
 * The whole request body, or undefined when it is larger than MAX_FUNCTION_BODY_BYTES. An oversized body is read to
 * its end (and dropped) so the client gets the 413 instead of a reset connection.
 */
async function readFunctionBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size <= MAX_FUNCTION_BODY_BYTES) chunks.push(buffer);
  }
  return size > MAX_FUNCTION_BODY_BYTES ? undefined : Buffer.concat(chunks);
}

/**
 * Forwards a request to the functions host unchanged (method, headers incl. Authorization, body), after reading the
 * body within MAX_FUNCTION_BODY_BYTES; a larger one is answered 413 here and never reaches the function.
 */
async function forward(req: IncomingMessage, res: ServerResponse, target: URL, cors: Record<string, string>): Promise<void> {
  const declared = Number(req.headers['content-length'] ?? '0');
  const body = declared > MAX_FUNCTION_BODY_BYTES ? undefined : await readFunctionBody(req);
  if (!body) {
    // A declared size over the cap is answered at once; Node's server discards the unread rest of the body.
    return send(
      res,
      413,
      { error: `Request body too large (max ${MAX_FUNCTION_BODY_BYTES} bytes)`, code: 'PAYLOAD_TOO_LARGE' },
      cors,
    );
  }
  const headers: Record<string, string | string[] | undefined> = { ...req.headers, host: target.host };
  delete headers['transfer-encoding'];
  if (body.length > 0 || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) {
    headers['content-length'] = String(body.length);
  }
  const upstream = httpRequest(
    target,
    { method: req.method, headers },
    (answer) => {
      const responseHeaders: Record<string, string | string[]> = {};
      for (const [key, value] of Object.entries(answer.headers)) {
        if (value !== undefined && key !== 'connection' && key !== 'transfer-encoding') responseHeaders[key] = value;
      }
      // The functions answer CORS themselves (allow-listed site origins); only fill in when they do not.
      for (const [key, value] of Object.entries(cors)) {
        if (!(key.toLowerCase() in responseHeaders)) responseHeaders[key] = value;
      }
      res.writeHead(answer.statusCode ?? 502, responseHeaders);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) send(res, 503, { error: 'The functions host is not running', code: 'FUNCTIONS_UNAVAILABLE' }, cors);
    else res.end();
  });
  upstream.end(body);
}

/**
 * Starts the local stand-in for a hosted Supabase project: PGlite with the migrations applied, and one HTTP server
 * for /auth/v1 (GoTrue subset), /rest/v1 (PostgREST subset), /storage/v1 (Storage subset), /functions/v1
 * (forwarded), and the mailbox.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const { persistDir } = options;
  const maxRows = options.maxRows ?? readApiMaxRows();
  const emailSettings = readAuthEmailSettings();
  const secrets = await loadSecrets(persistDir);
  const legacyKeys = await legacyApiKeys(secrets);
  const legacyOn = options.legacyApiKeys ?? true;
  // What the gateway puts in Authorization for a request that carries only an API key, as the Supabase CLI's Kong
  // does (internal/start/start.go BearerToken): a JWT of the key's role, since PostgREST and Auth read only JWTs.
  const roleTokens = { anon: await roleToken(secrets, 'anon'), service_role: await roleToken(secrets, 'service_role') };
  const functionVerifiesJwt = functionJwtPolicy();
  const db = await openDatabase(persistDir);
  const mailbox = new Mailbox(persistDir ? path.join(persistDir, 'mailbox.json') : undefined);
  const siteUrl = options.siteUrl ?? DEFAULT_SITE_URL;
  const allowedOrigins = [new URL(siteUrl).origin, ...(options.allowedOrigins ?? [])];
  let functionsUrl = options.functionsUrl;
  let apiUrl = '';

  const handleAuth = createAuthHandler({
    db,
    secrets,
    issuer: () => `${apiUrl}/auth/v1`,
    siteUrl,
    redirectOrigins: allowedOrigins,
    mailbox,
    bcryptCost: options.bcryptCost ?? 10,
    confirmations: options.enableConfirmations ?? false,
    ...emailSettings,
    inviteTemplate: readAuthEmailTemplate('invite'),
  });
  const handleRest = createRestHandler(db, { maxRows });
  // Object bytes persist beside the database under .local/, or stay in memory with it.
  const storage = createStorageHandler({
    db,
    store: persistDir ? directoryObjectStore(path.join(persistDir, 'storage')) : memoryObjectStore(),
    signingSecret: secrets.jwtSecret,
    globalFileSizeLimit: readStorageFileSizeLimit(),
  });
  const resend = createResendStandin({ apiKey: `re_local_${randomBytes(18).toString('base64url')}`, mailbox });

  /** The role an API key stands for: the publishable and secret keys, and the legacy JWT keys while they are on. */
  function keyRole(key: string): 'anon' | 'service_role' | undefined {
    if (key === secrets.publishableKey || (legacyOn && key === legacyKeys.anonKey)) return 'anon';
    if (key === secrets.secretKey || (legacyOn && key === legacyKeys.serviceRoleKey)) return 'service_role';
    return undefined;
  }

  /**
   * The token PostgREST and Auth are handed, by the CLI Kong's rule: a caller's own JWT passes through; a missing
   * Authorization, or one that repeats an `sb_` key (supabase-js sends `Bearer <key>` when nobody is signed in),
   * becomes the key role's JWT; a legacy key is a JWT already.
   */
  function gatewayBearer(req: IncomingMessage, key: string, role: 'anon' | 'service_role'): string {
    const sent = bearerToken(req);
    if (sent && !isOpaqueApiKey(sent)) return sent;
    return isOpaqueApiKey(key) ? roleTokens[role] : key;
  }

  /**
   * A function deployed with verify_jwt accepts only a valid JWT in Authorization: a user's session (ES256 against
   * the JWKS) or a legacy HS256 token, never an API key, "Publishable and secret keys are not JWTs, so callers that
   * send one in the Authorization header fail the check" (supabase.com/docs/guides/functions/auth-headers; the CLI's
   * functions gateway verifyHybridJWT answers 401 { msg: 'Invalid JWT' }).
   */
  async function carriesProjectJwt(req: IncomingMessage): Promise<boolean> {
    const token = bearerToken(req);
    return token !== undefined && !isOpaqueApiKey(token) && (await verifyJwt(secrets, token)) !== null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // Before CORS and preflights: the mailbox answers no other origin (see Mailbox.serve).
    if (isMailboxPath(url.pathname)) {
      return mailbox.serve(req, res, url.pathname, (server.address() as AddressInfo).port);
    }
    const cors = corsHeaders(req, allowedOrigins);
    // Preflights for functions go to the function (it answers CORS for its allow-listed origins, as hosted).
    if (req.method === 'OPTIONS' && !(functionsUrl && url.pathname.startsWith('/functions/v1/'))) {
      res.writeHead(cors['Access-Control-Allow-Origin'] ? 204 : 403, cors);
      res.end();
      return;
    }
    const { pathname } = url;

    if (pathname === '/' || pathname === '/__health') return send(res, 200, { status: 'ok', apiUrl }, cors);

    // Resend's API shape for the functions (server to server: no CORS, its own key, not the Supabase API keys).
    if (pathname.startsWith(`${RESEND_PREFIX}/`)) return resend.serve(req, res, pathname.slice(RESEND_PREFIX.length));

    if (pathname.startsWith('/functions/v1/')) {
      if (!functionsUrl) {
        return send(res, 503, { error: 'No functions host is configured for the local stack', code: 'FUNCTIONS_UNAVAILABLE' }, cors);
      }
      const rest = pathname.slice('/functions/v1'.length);
      const name = rest.split('/')[1] ?? '';
      if (req.method !== 'OPTIONS' && functionVerifiesJwt(name) && !(await carriesProjectJwt(req))) {
        return send(res, 401, { msg: 'Invalid JWT' }, cors);
      }
      const target = new URL(functionsUrl.replace(/\/$/, '') + rest + url.search);
      return forward(req, res, target, cors);
    }

    const isAuth = pathname === '/auth/v1' || pathname.startsWith('/auth/v1/');
    const isRest = pathname === '/rest/v1' || pathname.startsWith('/rest/v1/');
    const isStorage = pathname.startsWith('/storage/v1/');
    if (!isAuth && !isRest && !isStorage) return send(res, 404, { message: 'no Route matched with those values' }, cors);

    // A signed URL is opened by a browser (an <img>, a new tab) that sends no key: the token in it is the credential
    // Storage checks (src/http/routes/object/getSignedObject.ts is outside its JWT check).
    const storagePath = isStorage ? pathname.slice('/storage/v1'.length) : '';
    if (isStorage && storage.isSignedDownload(req, storagePath)) return storage.serve(req, res, url, storagePath, undefined, cors);

    // Kong in front of a hosted project refuses requests without a known API key, except on its open services
    // (supabase/supabase docker/volumes/api/kong.yml): /auth/v1/verify, opened from an e-mail (auth-v1-open), and the
    // signing keys, public "for anyone to see" so that verifiers such as jose's createRemoteJWKSet need no key
    // (auth-v1-open-jwks; supabase.com/docs/guides/auth/signing-keys, public key discovery).
    if (pathname === '/auth/v1/verify' && req.method === 'GET') return handleAuth(req, res, url, '/verify', cors);
    if (pathname === '/auth/v1/.well-known/jwks.json' && req.method === 'GET') {
      return handleAuth(req, res, url, '/.well-known/jwks.json', cors);
    }
    const key = apiKey(req, url);
    if (!key) {
      return send(
        res,
        401,
        { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
        cors,
      );
    }
    const role = keyRole(key);
    if (!role) {
      return send(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, cors);
    }
    // "You cannot use a secret key in the browser (matches on the User-Agent header) and it will always reply with
    // HTTP 401 Unauthorized" (supabase.com/docs/guides/api/api-keys, known limitations).
    if (key === secrets.secretKey && BROWSER_USER_AGENT.test(req.headers['user-agent'] ?? '')) {
      return send(res, 401, { message: 'Secret API keys cannot be used in a browser' }, cors);
    }
    const token = gatewayBearer(req, key, role);
    req.headers.authorization = `Bearer ${token}`;

    if (isAuth) return handleAuth(req, res, url, pathname.slice('/auth/v1'.length) || '/', cors);

    const claims: Claims | null = await verifyJwt(secrets, token);
    if (isStorage) {
      // Storage verifies the JWT itself and answers in its own error shape (src/http/plugins/jwt.ts: AccessDenied).
      if (!claims) return send(res, 400, storageErrors.accessDenied(jwtProblem(token).message).body(), cors);
      return storage.serve(req, res, url, storagePath, claims, cors);
    }
    if (!claims) {
      const problem = jwtProblem(token);
      return send(res, 401, { code: problem.code, details: null, hint: null, message: problem.message }, {
        ...cors,
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${problem.message}"`,
      });
    }
    addForwardedFor(req);
    return handleRest(req, res, url, pathname.slice('/rest/v1'.length), claims, cors);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[local-stack]', error);
      if (!res.headersSent) send(res, 500, { message: 'Internal error' });
      else res.end();
    });
  });
  server.keepAliveTimeout = 5000;

  const port = options.port ?? DEFAULT_API_PORT;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // The stand-in for the hosted project's pg_cron job (supabase/README.md, "E-mail"): while the outbox has due mail,
  // POST /functions/v1/mail-outbox with the secret key in `apikey`, through the stack as pg_net goes through the
  // gateway.
  let draining: Promise<void> | undefined;
  const drainMail = (): Promise<void> => {
    draining ??= (async () => {
      try {
        if (!functionsUrl) return;
        const response = await fetch(`${apiUrl}/functions/v1/mail-outbox`, {
          method: 'POST',
          headers: { apikey: secrets.secretKey, 'Content-Type': 'application/json' },
          body: '{}',
        });
        await response.arrayBuffer();
      } catch {
        // The functions host is starting or stopping; the next tick tries again.
      } finally {
        draining = undefined;
      }
    })();
    return draining;
  };
  const drainEvery = options.mailDrainIntervalMs ?? 1000;
  const drainTimer =
    drainEvery > 0
      ? setInterval(() => {
          if (!functionsUrl || draining) return;
          db.query<{ due: boolean }>(
            `select exists (select 1 from public.mail_outbox
               where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())) as due`,
          )
            .then((result) => (result.rows[0]?.due ? drainMail() : undefined))
            .catch(() => undefined);
        }, drainEvery)
      : undefined;
  drainTimer?.unref();

  const jobsEvery = options.scheduledJobsIntervalMs ?? 60_000;
  const scheduler = startScheduler(db, jobsEvery, (job, error) => {
    console.error(`scheduled job ${job} failed: ${(error as Error).message}`);
  });
  if (jobsEvery > 0) void scheduler.runAll().catch(() => undefined);

  return {
    apiUrl,
    publishableKey: secrets.publishableKey,
    secretKey: secrets.secretKey,
    legacyKeys,
    jwks: publicJwks(secrets),
    db,
    mailbox,
    maxRows,
    setFunctionsUrl: (url) => {
      functionsUrl = url;
    },
    mailApi: { url: `${apiUrl}${RESEND_PREFIX}`, apiKey: resend.apiKey },
    drainMail,
    runScheduledJobs: scheduler.runAll,
    stop: async () => {
      if (drainTimer) clearInterval(drainTimer);
      await scheduler.stop();
      await draining;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
