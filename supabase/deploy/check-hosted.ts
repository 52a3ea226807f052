// A smoke test to run after deploying to a hosted Supabase project (supabase/README.md, "Deploying to a hosted
// Supabase project"):
//   npm run check:hosted -- <project-url> [--key <publishable key>] [--origin <site origin>]
// The key may come from VITE_SUPABASE_PUBLISHABLE_KEY and the origin from VITE_SITE_ORIGIN (the URL from
// VITE_SUPABASE_URL). It makes the calls the app makes as a visitor, with the publishable key only, leaves no data
// behind, prints one line per check and exits with 1 when anything is refused.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { SubmissionKind, SubmissionRecords } from '../../src/lib/submissions/port.ts';
import { submissionTables, tableRows } from '../../src/lib/submissions/table-rows.ts';
import { serverKeyKind } from '../../src/config/api-key.ts';
import { isHttpOrigin } from '../../src/config/site-origin.ts';

export type CheckStatus = 'ok' | 'warning' | 'refused' | 'skipped';

/** One line of the report: what was checked, how it went, and why (with what to do about it). */
export type CheckResult = {
  name: string;
  status: CheckStatus;
  reason: string;
  /** The SQLSTATE or error code of the answer, when it had one. */
  code?: string;
};

export type CheckHostedOptions = {
  /** The project URL, e.g. https://<ref>.supabase.co. */
  url: string;
  /** The browser's key: sb_publishable_… (or the legacy anon JWT). A secret key is refused. */
  publishableKey: string;
  /** The site origin the functions must answer CORS for; without it the functions are not checked. */
  origin?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** The functions the browser calls, so each must answer a preflight from the site origin. */
export const browserFunctions = [
  'stripe-checkout',
  'checkout-status',
  'deposit-refund',
  'account-delete',
  'vendor-invite',
  'newsletter',
] as const;

/** What mail-outbox itself answers a caller without the secret key (supabase/functions/_shared/mail-outbox.ts). */
const MAIL_OUTBOX_REFUSAL = 'Only the scheduler may drain the outbox';

/** The headers supabase-js sends with functions.invoke, which a preflight must allow. */
const INVOKE_HEADERS = ['authorization', 'x-client-info', 'apikey', 'content-type'];

const DB_PUSH = 'run supabase db push';

// ---------------------------------------------------------------------------------------------------------------
// Keys.

/** Throws for a missing key or a secret one: the check acts as a visitor, and a secret key would bypass RLS. */
export function assertPublishableKey(key: string): void {
  if (!key) throw new Error('No key: pass --key sb_publishable_… or set VITE_SUPABASE_PUBLISHABLE_KEY.');
  if (serverKeyKind(key)) {
    throw new Error(
      'That is a secret key, which bypasses row-level security: pass the publishable key (sb_publishable_…).',
    );
  }
}

/** The origin of an http(s) address with no path; throws for anything else. */
function httpOrigin(value: string, what: string): string {
  if (!isHttpOrigin(value)) throw new Error(`${what} must be an http(s) origin with no path: ${value}`);
  return new URL(value).origin;
}

// ---------------------------------------------------------------------------------------------------------------
// HTTP.

/** An answer reduced to what the checks read; status 0 when the request never got one. */
type Answer = {
  status: number;
  headers: Headers;
  json: Record<string, unknown> | undefined;
  text: string;
  failure?: string;
};

type CallInit = { method?: string; headers?: Record<string, string>; body?: string };

type Call = (path: string, request?: CallInit) => Promise<Answer>;

function makeCall(base: string, fetchImpl: typeof fetch, timeoutMs: number): Call {
  return async (pathname, request = {}) => {
    try {
      const response = await fetchImpl(`${base}${pathname}`, {
        ...request,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, json: parseObject(text), text };
    } catch (error) {
      return {
        status: 0,
        headers: new Headers(),
        json: undefined,
        text: '',
        failure: error instanceof Error ? error.message : String(error),
      };
    }
  };
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function field(answer: Answer, name: string): string | undefined {
  const value = answer.json?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The error text of any of the project's services: PostgREST and the gateway (message), Auth (msg), functions (error). */
function errorText(answer: Answer): string {
  if (answer.status === 0) return `no answer (${answer.failure ?? 'network error'})`;
  const text =
    field(answer, 'message') ??
    field(answer, 'msg') ??
    field(answer, 'error') ??
    answer.text.trim().slice(0, 120);
  return text || `HTTP ${answer.status}`;
}

/** "message (code)", as the report quotes a refusal. */
function quoted(answer: Answer): string {
  const code = field(answer, 'code') ?? field(answer, 'error_code');
  return `${errorText(answer)} (${code ?? `HTTP ${answer.status}`})`;
}

/** The reason for an answer every check reads alike (no answer, a key the gateway refuses); undefined otherwise. */
function commonProblem(answer: Answer): string | undefined {
  if (answer.status === 0) {
    return `${errorText(answer)}: is the project URL right, and the project not paused?`;
  }
  if (answer.status === 401 && !field(answer, 'code') && /api key/i.test(errorText(answer))) {
    return `${quoted(answer)}: the key is not this project's; copy the publishable key from Project Settings → API Keys`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The visitor tables.
//
// Each form's insert is sent as the app sends it (its columns, `Prefer: return=minimal`, no select) with values that
// pass every rule but the client id's CHECK. PostgreSQL checks a row in this order:
// 1. privileges, for the whole statement, before any row is made (src/backend/executor/execMain.c InitPlan calls
//    ExecCheckPermissions first): "permission denied for table …", 42501;
// 2. column types and domains, while PostgREST's json_populate_recordset builds the row: the e-mail_address domain's
//    CHECK fails here, before RLS, which is why the probe breaks the client id's CHECK and not the e-mail's;
// 3. in src/backend/executor/nodeModifyTable.c ExecInsert: BEFORE ROW triggers (ExecBRInsertTriggers), then the RLS
//    WITH CHECK policies (ExecWithCheckOptions, WCO_RLS_INSERT_CHECK: "new row violates row-level security policy",
//    42501), then ExecConstraints (NOT NULL, then the table's CHECKs: 23514), and only then the heap and index
//    inserts and the AFTER ROW triggers (ExecARInsertTriggers), which queue the mail.
// So 23514 on the client id proves a visitor may insert here, and no row is stored and no mail queued. The BEFORE
// triggers do not refuse the probe: the flood limit (limit_visitor_submissions in
// supabase/migrations/20261124000500_server_owned_fields_and_floods.sql) counts the probe's fresh address in
// public.submission_counters, but PostgREST runs each request in one transaction and the failed insert rolls that
// count back with it, so only accepted rows count; the newsletter's welcome-back trigger acts only on an address
// already stored, and the probe's is new.

/** One probe row's table, its client id and its record, as the app would build it. */
type Probe<K extends SubmissionKind = SubmissionKind> = {
  kind: K;
  clientId: string;
  record: SubmissionRecords[K];
};

/** Lower case breaks every client id CHECK (`^WAIT-[A-Z0-9]{9}$` and the like), and nothing else checks it. */
const probeClientId = (prefix: string, run: string) => `${prefix}-check-hosted-${run}`;

function probes(run: string): Probe[] {
  const email = `check-hosted-${run}@example.com`;
  const now = new Date().toISOString();
  const today = now.slice(0, 10);
  const newsletter: Probe<'newsletter'> = {
    kind: 'newsletter',
    clientId: probeClientId('NEWS', run),
    record: { id: probeClientId('NEWS', run), email, signupDate: now, source: 'homepage' },
  };
  const waitlist: Probe<'waitlist'> = {
    kind: 'waitlist',
    clientId: probeClientId('WAIT', run),
    record: {
      id: probeClientId('WAIT', run),
      firstName: 'Check',
      lastName: 'Hosted',
      email,
      phone: '(555) 010-0100',
      properties: '1-5',
      depositPaid: false,
      depositAmount: 0,
      status: 'pending_payment',
      signupDate: today,
      queuePosition: null,
    },
  };
  const support: Probe<'supportMessages'> = {
    kind: 'supportMessages',
    clientId: probeClientId('DK', run),
    record: {
      id: probeClientId('DK', run),
      name: 'Check Hosted',
      email,
      subject: 'Deployment check',
      priority: 'low',
      category: 'general',
      message: 'A deployment check; this message is refused by design and never stored.',
      createdAt: now,
      status: 'open',
      statusChangedAt: null,
      statusChangedByEmail: null,
    },
  };
  return [waitlist, newsletter, vendorProbe(run, email, today), support];
}

function vendorProbe(run: string, email: string, today: string): Probe<'vendorApplications'> {
  const clientId = probeClientId('VEN', run);
  return {
    kind: 'vendorApplications',
    clientId,
    record: {
      id: clientId,
      applicationNumber: `VN-${run.toUpperCase().padEnd(9, '0').slice(0, 9)}`,
      status: 'pending',
      appliedDate: today,
      approvedDate: null,
      declinedDate: null,
      declineReason: null,
      company: 'Check Hosted LLC',
      contact: 'Check Hosted',
      email,
      phone: '(555) 010-0100',
      smsNumber: '(555) 010-0100',
      website: '',
      category: ['Plumbing'],
      yearEstablished: 2000,
      numberOfEmployees: '1',
      serviceAddress: '1 Check Street',
      serviceCity: 'Springfield',
      serviceState: 'IL',
      serviceZipCode: '62701',
      serviceAreaRadius: '10',
      serviceAreaZipCodes: '',
      contactHours: 'Weekdays Only',
      notes: '',
      preferredQuoteMethod: 'email',
      emergencyServices: false,
      googleReviewsLink: '',
      taxId: '',
      insuranceNumber: '',
      licenseNumber: '',
      minHourlyRate: null,
      maxHourlyRate: null,
      minServiceCharge: null,
    },
  };
}

/** The row the app inserts for `probe` (table-rows.ts), as a visitor who is not signed in. */
function probeRow<K extends SubmissionKind>(probe: Probe<K>): unknown {
  return tableRows[probe.kind].toInsert(probe.record, null);
}

async function checkTable(call: Call, probe: Probe): Promise<CheckResult> {
  const table = submissionTables[probe.kind];
  const answer = await call(`/rest/v1/${table}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify(probeRow(probe)),
  });
  return { name: `insert into ${table}`, ...judgeInsert(table, probe.clientId, answer) };
}

/** What an insert's answer says about the table; see the ordering above. */
function judgeInsert(table: string, clientId: string, answer: Answer): Omit<CheckResult, 'name'> {
  const code = field(answer, 'code');
  const message = errorText(answer);
  const refused = (reason: string): Omit<CheckResult, 'name'> => ({
    status: 'refused',
    reason,
    ...(code ? { code } : {}),
  });
  const common = commonProblem(answer);
  if (common) return refused(common);
  if (code === '23514' && message.includes(`"${table}_client_id_check"`)) {
    return {
      status: 'ok',
      code,
      reason:
        'a visitor may insert: the probe passed the grants and RLS and stopped at its client id CHECK (23514); nothing stored',
    };
  }
  if (answer.status >= 200 && answer.status < 300) {
    return refused(
      `the probe row was stored (HTTP ${answer.status}): the client id CHECK is missing; delete the row with client_id '${clientId}' and ${DB_PUSH}`,
    );
  }
  if (code === '42501' && message.startsWith('permission denied')) {
    return refused(`${quoted(answer)}: the migrations' grants are missing; ${DB_PUSH}`);
  }
  if (code === '42501' && message.includes('row-level security')) {
    return refused(
      `${quoted(answer)}: the visitors' insert policy is missing or differs from the migrations'; ${DB_PUSH}`,
    );
  }
  if (code === 'PT429') {
    return refused(`${quoted(answer)}: the flood limit refused this address; wait a minute and run again`);
  }
  if (answer.status === 404 || code === 'PGRST205' || code === '42P01') {
    return refused(`${quoted(answer)}: the table is missing; ${DB_PUSH}`);
  }
  if (code === 'PGRST204') {
    return refused(`${quoted(answer)}: the table lacks a column the app sends; ${DB_PUSH}`);
  }
  if (code === '23514' || code === '23502' || code?.startsWith('22')) {
    return refused(
      `${quoted(answer)}: a rule the migrations do not have refused the probe first; ${DB_PUSH}`,
    );
  }
  return refused(`unexpected answer ${quoted(answer)}: compare the table with supabase/migrations`);
}

// ---------------------------------------------------------------------------------------------------------------
// Auth.

type AuthSettings = {
  external?: { email?: boolean };
  disable_signup?: boolean;
  mailer_autoconfirm?: boolean;
};

async function checkAuthSettings(call: Call): Promise<CheckResult> {
  const name = 'auth settings';
  const answer = await call('/auth/v1/settings');
  if (answer.status !== 200 || !answer.json) {
    return {
      name,
      status: 'refused',
      reason:
        commonProblem(answer) ?? `${quoted(answer)}: Auth does not answer; check the project's Auth service`,
    };
  }
  const settings = answer.json as AuthSettings;
  const signUp = settings.external?.email === true && settings.disable_signup !== true;
  const confirm = settings.mailer_autoconfirm
    ? 'mailer_autoconfirm on (sign-ups are confirmed at once)'
    : 'mailer_autoconfirm off (sign-ups confirm by e-mail)';
  if (!signUp) {
    return {
      name,
      status: 'warning',
      reason: `e-mail sign-up is off, so owners cannot sign up (Authentication → Sign In / Providers → Email); ${confirm}`,
    };
  }
  return { name, status: 'ok', reason: `e-mail sign-up on; ${confirm}` };
}

async function checkSigningKeys(call: Call): Promise<CheckResult> {
  const name = 'auth signing keys (JWKS)';
  const answer = await call('/auth/v1/.well-known/jwks.json');
  const keys = answer.json?.keys;
  if (answer.status !== 200 || !Array.isArray(keys)) {
    return {
      name,
      status: 'refused',
      reason: commonProblem(answer) ?? `${quoted(answer)}: Auth publishes no key set`,
    };
  }
  if (keys.length === 0) {
    return {
      name,
      status: 'warning',
      reason:
        'no asymmetric signing key: sessions are still signed with the legacy HS256 secret; Project Settings → JWT Keys',
    };
  }
  const algorithms = [
    ...new Set(keys.map((key) => String((key as { alg?: unknown }).alg ?? (key as { kty?: unknown }).kty))),
  ];
  return {
    name,
    status: 'ok',
    reason: `${keys.length} public signing key(s) published (${algorithms.join(', ')})`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Functions.

/** The headers of `requested` that a preflight's Access-Control-Allow-Headers leaves out. */
function headersNotAllowed(answer: Answer, requested: string[]): string[] {
  const allowed = (answer.headers.get('access-control-allow-headers') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  return allowed.includes('*') ? [] : requested.filter((name) => !allowed.includes(name));
}

async function checkPreflight(call: Call, name: string, origin: string): Promise<CheckResult> {
  const check = `function ${name}: CORS preflight`;
  const answer = await call(`/functions/v1/${name}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': INVOKE_HEADERS.join(', '),
    },
  });
  const refused = (reason: string): CheckResult => ({ name: check, status: 'refused', reason });
  if (answer.status === 0) return refused(commonProblem(answer)!);
  if (answer.status === 404) return refused(`not deployed (HTTP 404): supabase functions deploy ${name}`);
  if (answer.status >= 500) {
    return refused(
      `the function failed (HTTP ${answer.status}): check its secrets (supabase secrets list) and its logs`,
    );
  }
  if (answer.status < 200 || answer.status >= 300) {
    return refused(`${quoted(answer)}: a preflight must answer 2xx`);
  }
  const allowOrigin = answer.headers.get('access-control-allow-origin');
  if (allowOrigin !== origin) {
    const answered = allowOrigin ? `it allows ${allowOrigin} only` : 'no Access-Control-Allow-Origin';
    return refused(`${answered}: add ${origin} to SITE_ORIGINS (supabase secrets set SITE_ORIGINS=…)`);
  }
  const missing = headersNotAllowed(answer, INVOKE_HEADERS);
  if (missing.length > 0) {
    return refused(
      `the preflight does not allow ${missing.join(', ')}: the browser would block the call; redeploy it`,
    );
  }
  return { name: check, status: 'ok', reason: `deployed, answers CORS for ${origin}` };
}

async function checkMailOutbox(call: Call): Promise<CheckResult> {
  const name = 'function mail-outbox: publishable key refused';
  const answer = await call('/functions/v1/mail-outbox', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  const refused = (reason: string): CheckResult => ({ name, status: 'refused', reason });
  if (answer.status === 401 && field(answer, 'error') === MAIL_OUTBOX_REFUSAL) {
    return {
      name,
      status: 'ok',
      reason: 'deployed with verify_jwt off; the function itself refuses a caller without the secret key',
    };
  }
  if (answer.status === 0) return refused(commonProblem(answer)!);
  if (answer.status === 404) return refused('not deployed (HTTP 404): supabase functions deploy mail-outbox');
  if (answer.status === 401) {
    return refused(
      `the gateway refused it, ${quoted(answer)}: verify_jwt is on, so the scheduler cannot reach it; deploy it from this repository (config.toml turns verify_jwt off) or with --no-verify-jwt`,
    );
  }
  if (answer.status >= 200 && answer.status < 300) {
    return refused(
      `it drained the outbox for a caller with only the publishable key (HTTP ${answer.status}): redeploy it from this repository`,
    );
  }
  return refused(`${quoted(answer)}: check its secrets (supabase secrets list) and its logs`);
}

async function checkFunctions(call: Call, origin: string | undefined): Promise<CheckResult[]> {
  if (!origin) {
    return [
      {
        name: 'functions',
        status: 'skipped',
        reason: 'no site origin given (--origin or VITE_SITE_ORIGIN), so no function was called',
      },
    ];
  }
  return Promise.all([
    ...browserFunctions.map((name) => checkPreflight(call, name, origin)),
    checkMailOutbox(call),
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Storage.

/** The private bucket the vendors' compliance documents live in (a W-9 carries a tax id). */
export const privateBuckets = ['vendor-documents'] as const;

/**
 * A bucket is private when its public URL serves nothing. Storage's public route
 * (supabase/storage src/http/routes/object/getPublicObject.ts) looks the bucket up with `isPublic: true` and the
 * object up at the same time (Promise.all), and answers with whichever lookup fails first: a private bucket answers
 * "Bucket not found" or, when the object lookup loses the race, "Object not found"; a public one never answers
 * "Bucket not found". So one "Bucket not found" proves it private, and the probe is repeated before calling the
 * bucket public. It reads as a visitor and changes nothing.
 */
const PUBLIC_ROUTE_PROBES = 8;

async function checkPrivateBucket(call: Call, bucket: string, run: string): Promise<CheckResult> {
  const name = `storage bucket ${bucket}: private`;
  let answer = await call(`/storage/v1/object/public/${bucket}/check-hosted-${run}-0.pdf`);
  for (
    let probe = 1;
    probe < PUBLIC_ROUTE_PROBES && answer.status !== 200 && /object not found/i.test(errorText(answer));
    probe++
  ) {
    answer = await call(`/storage/v1/object/public/${bucket}/check-hosted-${run}-${probe}.pdf`);
  }
  const problem = commonProblem(answer);
  if (problem) return { name, status: 'refused', reason: problem };
  const text = errorText(answer);
  if (answer.status !== 200 && /bucket not found/i.test(text)) {
    return {
      name,
      status: 'ok',
      reason: 'no public URL serves its files (Bucket not found on the public route)',
    };
  }
  if (answer.status === 200 || /object not found/i.test(text)) {
    return {
      name,
      status: 'refused',
      reason: `the public route answers for this bucket (${quoted(answer)}): it is public, so anyone with a file's name can read it; apply supabase/migrations/20261129100000_vendor_documents_storage.sql again or untick "Public bucket" in Storage → Buckets`,
    };
  }
  return {
    name,
    status: 'refused',
    reason: `${quoted(answer)}: Storage did not answer as expected; check the project's Storage service`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The run.

/** Runs every check against the project as a visitor; throws before any request when the key is a secret one. */
export async function checkHostedProject(options: CheckHostedOptions): Promise<CheckResult[]> {
  assertPublishableKey(options.publishableKey);
  const base = httpOrigin(options.url, 'The project URL');
  const origin = options.origin ? httpOrigin(options.origin, 'The site origin') : undefined;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const bare = makeCall(base, fetchImpl, options.timeoutMs ?? 15_000);
  // Every request carries the publishable key as `apikey` and nothing else identifies the caller; a preflight carries
  // no key, as a browser sends none.
  const call: Call = (pathname, request = {}) =>
    request.method === 'OPTIONS'
      ? bare(pathname, request)
      : bare(pathname, { ...request, headers: { ...request.headers, apikey: options.publishableKey } });
  const run = randomBytes(5).toString('hex');
  const [tables, auth, storage, functions] = await Promise.all([
    Promise.all(probes(run).map((probe) => checkTable(call, probe))),
    Promise.all([checkAuthSettings(call), checkSigningKeys(call)]),
    Promise.all(privateBuckets.map((bucket) => checkPrivateBucket(call, bucket, run))),
    checkFunctions(call, origin),
  ]);
  return [...tables, ...auth, ...storage, ...functions];
}

/** 1 when anything was refused, else 0. */
export function exitStatus(results: readonly CheckResult[]): number {
  return results.some((result) => result.status === 'refused') ? 1 : 0;
}

/** The report as a plain-text table with a summary line. */
export function formatResults(results: readonly CheckResult[]): string {
  const rows = [
    ['Check', 'Result', 'Reason'],
    ...results.map((result) => [result.name, result.status, result.reason]),
  ];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map(
    ([name, status, reason]) => `${name!.padEnd(widths[0]!)}  ${status!.padEnd(widths[1]!)}  ${reason}`,
  );
  const count = (status: CheckStatus) => results.filter((result) => result.status === status).length;
  const summary = `${count('ok')} ok, ${count('warning')} warning(s), ${count('refused')} refused, ${count('skipped')} skipped`;
  return [...lines, '', summary].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Command line.

const USAGE =
  'Usage: npm run check:hosted -- <project-url> [--key <publishable key>] [--origin <site origin>]';

/** The options of a command line, with the environment's values for what it leaves out. */
export function parseCommandLine(args: string[], env: NodeJS.ProcessEnv): CheckHostedOptions {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { key: { type: 'string' }, origin: { type: 'string' } },
  });
  if (positionals.length > 1) throw new Error(`One project URL, not ${positionals.length}.`);
  const url = positionals[0] || env.VITE_SUPABASE_URL;
  if (!url) throw new Error('No project URL.');
  const publishableKey = values.key || env.VITE_SUPABASE_PUBLISHABLE_KEY || '';
  assertPublishableKey(publishableKey);
  return { url, publishableKey, origin: values.origin || env.VITE_SITE_ORIGIN || undefined };
}

/** Runs the command line; resolves with the exit status (2 for a usage error). */
export async function main(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let results: CheckResult[];
  let options: CheckHostedOptions;
  try {
    options = parseCommandLine(args, env);
    console.info(
      `Checking ${httpOrigin(options.url, 'The project URL')} as a visitor${options.origin ? ` from ${options.origin}` : ''}\n`,
    );
    results = await checkHostedProject(options);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  console.info(formatResults(results));
  return exitStatus(results);
}

const runDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  void main(process.argv.slice(2)).then((status) => {
    process.exitCode = status;
  });
}
