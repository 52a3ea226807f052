import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import bcrypt from 'bcryptjs';
import { HttpError, bearerToken, readJson, send } from './http.ts';
import { ACCESS_TOKEN_SECONDS, publicJwks, signJwt, verifyJwt, type Claims, type ProjectSecrets } from './jwt.ts';
import type { Mailbox } from './mailbox.ts';
import { htmlToText, renderAuthTemplate, type AuthEmailTemplate } from './auth-template.ts';

/** What the GoTrue stand-in needs from the stack. */
export type AuthContext = {
  db: PGlite;
  /** The project's signing key (sessions) and legacy secret (legacy keys and tokens). */
  secrets: ProjectSecrets;
  /** The issuer URL, `<apiUrl>/auth/v1`. */
  issuer: () => string;
  /** Where links go when no allowed redirect_to is given (hosted: the project's Site URL). */
  siteUrl: string;
  /** Extra allowed redirect origins besides loopback and the site URL. */
  redirectOrigins: readonly string[];
  mailbox: Mailbox;
  /** bcrypt cost (GoTrue uses 10). */
  bcryptCost: number;
  /**
   * Sign-ups wait for the e-mailed confirmation link (hosted's default); false auto-confirms (mailer_autoconfirm).
   * A predicate decides per address (a shared test stack serving both kinds of project).
   */
  confirmations?: boolean | ((email: string) => boolean);
  /** How long an e-mailed link works (`[auth.email] otp_expiry`, GoTrue's MAILER_OTP_EXP). */
  otpExpirySeconds: number;
  /** The least time between two recovery or sign-in mails to one account (`[auth.email] max_frequency`). */
  maxFrequencySeconds: number;
  /** `[auth.email.template.invite]` of config.toml: the subject and HTML the hosted project sends an invite with. */
  inviteTemplate: AuthEmailTemplate;
};

type UserRow = {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  banned_until: Date | null;
  is_anonymous: boolean;
};

type Queryable = Pick<PGlite, 'query'> | Transaction;

const MIN_PASSWORD_LENGTH = 6;
/** A rotated refresh token may be replayed this long (hosted: refresh_token_reuse_interval = 10 s). */
const REFRESH_REUSE_SECONDS = 10;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A GoTrue error; the body is shaped by the API version the client asked for. */
export class AuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const iso = (value: Date | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/** The user object exactly as GoTrue serialises it (the fields supabase-js and the app read). */
export function userJson(row: UserRow): Record<string, unknown> {
  const userMeta = row.raw_user_meta_data ?? {};
  const identity =
    row.email && row.encrypted_password !== null
      ? [
          {
            identity_id: uuidFrom(`${row.id}:identity`),
            id: row.id,
            user_id: row.id,
            identity_data: {
              email: row.email,
              email_verified: Boolean(row.email_confirmed_at),
              phone_verified: false,
              sub: row.id,
            },
            provider: 'email',
            last_sign_in_at: iso(row.last_sign_in_at ?? row.created_at),
            created_at: iso(row.created_at),
            updated_at: iso(row.updated_at),
            email: row.email,
          },
        ]
      : [];
  return {
    id: row.id,
    aud: row.aud ?? 'authenticated',
    role: row.role ?? 'authenticated',
    email: row.email ?? '',
    email_confirmed_at: iso(row.email_confirmed_at),
    invited_at: iso(row.invited_at),
    phone: row.phone ?? '',
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(row.email_confirmed_at),
    recovery_sent_at: iso(row.recovery_sent_at),
    // models.User EmailChange `json:"new_email,omitempty"`, EmailChangeSentAt `json:"email_change_sent_at,omitempty"`.
    ...(row.email_change ? { new_email: row.email_change } : {}),
    ...(row.email_change_sent_at ? { email_change_sent_at: iso(row.email_change_sent_at) } : {}),
    last_sign_in_at: iso(row.last_sign_in_at),
    // models.User BannedUntil: `json:"banned_until,omitempty"`.
    ...(row.banned_until ? { banned_until: iso(row.banned_until) } : {}),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: userMeta,
    identities: identity,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: row.is_anonymous,
  };
}

/** A stable UUID derived from text (for ids GoTrue keeps in tables the local stack does not have). */
function uuidFrom(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');

async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>('select * from auth.users where email = $1 and deleted_at is null', [
    email.trim().toLowerCase(),
  ]);
  return result.rows[0];
}

async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const result = await db.query<UserRow>('select * from auth.users where id = $1 and deleted_at is null', [id]);
  return result.rows[0];
}

function validateEmail(email: unknown): string {
  if (typeof email !== 'string' || email.trim() === '') {
    throw new AuthFailure(400, 'validation_failed', 'To signup, please provide your email');
  }
  const normalised = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(normalised) || normalised.length > 254) {
    throw new AuthFailure(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  }
  return normalised;
}

function validatePassword(password: unknown): string {
  if (typeof password !== 'string' || password === '') {
    throw new AuthFailure(422, 'validation_failed', 'Signup requires a valid password');
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AuthFailure(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  if (password.length > 72) {
    throw new AuthFailure(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
  return password;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Creates a user row; the caller decides confirmation and metadata. */
export async function createUser(
  db: Queryable,
  input: {
    email: string;
    password?: string;
    confirmed: boolean;
    userMetadata?: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
    invited?: boolean;
  },
  bcryptCost = 10,
): Promise<UserRow> {
  const id = randomUUID();
  const hash = input.password ? await bcrypt.hash(input.password, bcryptCost) : null;
  const appMeta = { provider: 'email', providers: ['email'], ...(input.appMetadata ?? {}) };
  const userMeta = {
    ...(input.userMetadata ?? {}),
    email: input.email,
    email_verified: input.confirmed,
    phone_verified: false,
    sub: id,
  };
  const result = await db.query<UserRow>(
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, $3, case when $4::boolean then now() end,
       case when $5::boolean then now() end, $6::jsonb, $7::jsonb, now(), now())
     returning *`,
    [id, input.email, hash, input.confirmed, Boolean(input.invited), JSON.stringify(appMeta), JSON.stringify(userMeta)],
  );
  return result.rows[0]!;
}

/** The GoTrue stand-in: one handler for everything under /auth/v1. */
export function createAuthHandler(ctx: AuthContext) {
  const { db } = ctx;

  /**
   * Answers with an access token and a refresh token. A refresh passes the session and either the token it swaps
   * (`parent`, revoked here in the same step, as models.GrantRefreshTokenSwap) or the still active child of a
   * replayed parent (`reuse`, handed back as it is, as tokens/service.go RefreshTokenGrant does).
   */
  async function issueSession(
    user: UserRow,
    existingSessionId?: string,
    method = 'password',
    refresh: { parent?: string; reuse?: string } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    const sessionId = existingSessionId ?? randomUUID();
    const refreshToken = refresh.reuse ?? randomToken();
    const updated = await db.transaction(async (tx) => {
      if (!existingSessionId) {
        await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, user.id]);
        await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id]);
      } else {
        await tx.query('update auth.sessions set updated_at = now() where id = $1', [sessionId]);
      }
      if (refresh.parent) {
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [refresh.parent]);
      }
      if (!refresh.reuse) {
        await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
          refreshToken,
          user.id,
          sessionId,
          refresh.parent ?? null,
        ]);
      }
      return (await findUserById(tx, user.id))!;
    });
    const claims: Claims = {
      iss: ctx.issuer(),
      sub: updated.id,
      aud: 'authenticated',
      email: updated.email ?? '',
      phone: '',
      app_metadata: updated.raw_app_meta_data ?? {},
      user_metadata: updated.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    };
    const accessToken = await signJwt(ctx.secrets, claims, ACCESS_TOKEN_SECONDS);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: now + ACCESS_TOKEN_SECONDS,
      refresh_token: refreshToken,
      user: userJson(updated),
    };
  }

  /**
   * GoTrue's requireAuthentication (internal/api/auth.go) for /user and /logout: a bearer token, a valid signature,
   * a sub naming an existing user, a session_id naming a session that still exists (ended sessions answer
   * session_not_found even while the JWT itself has not expired), and a user who is not banned.
   */
  async function requireUser(req: IncomingMessage): Promise<{ user: UserRow; claims: Claims }> {
    const token = bearerToken(req);
    if (!token) throw new AuthFailure(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const claims = await verifyJwt(ctx.secrets, token);
    if (!claims) throw new AuthFailure(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is invalid');
    if (!claims.sub) throw new AuthFailure(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const user = await findUserById(db, claims.sub);
    if (!user) throw new AuthFailure(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    if (claims.session_id) {
      const session = await db.query('select 1 from auth.sessions where id = $1', [claims.session_id]);
      if (session.rows.length === 0) {
        throw new AuthFailure(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
    if (isBanned(user)) throw new AuthFailure(403, 'user_banned', 'User is banned');
    return { user, claims };
  }

  /**
   * models.User.UpdatePassword: a changed password voids every pending e-mailed link and ends every session but the
   * one that changed it (all of them when there is none, as for an admin's change).
   */
  async function afterPasswordChange(tx: Queryable, userId: string, keepSessionId: string | undefined) {
    await tx.query(
      `update auth.users set confirmation_token = null, confirmation_sent_at = null, recovery_token = null,
         recovery_sent_at = null where id = $1`,
      [userId],
    );
    if (keepSessionId) {
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, keepSessionId]);
    } else {
      await tx.query('delete from auth.sessions where user_id = $1', [userId]);
    }
  }

  async function requireServiceRole(req: IncomingMessage): Promise<void> {
    const token = bearerToken(req);
    const claims = token ? await verifyJwt(ctx.secrets, token) : null;
    if (claims?.role !== 'service_role') throw new AuthFailure(403, 'not_admin', 'User not allowed');
  }

  /** An allowed redirect target, or undefined (hosted falls back to the Site URL the same way). */
  function allowedRedirect(value: string | null | undefined): URL | undefined {
    if (!value) return undefined;
    try {
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
      const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
      const site = new URL(ctx.siteUrl).origin;
      if (loopback || url.origin === site || ctx.redirectOrigins.includes(url.origin)) return url;
    } catch {
      return undefined;
    }
    return undefined;
  }

  /** Where an e-mailed link lands: redirect_to as given, or the site's /reset-password when only an origin is given. */
  function actionLink(redirectTo: string | null, tokenHash: string, type: 'recovery' | 'invite'): string {
    const target = allowedRedirect(redirectTo) ?? new URL(ctx.siteUrl);
    if (target.pathname === '/' || target.pathname === '') target.pathname = '/reset-password';
    target.searchParams.set('token_hash', tokenHash);
    target.searchParams.set('type', type);
    return target.toString();
  }

  /**
   * A link that lands on the app's /auth/confirm, as supabase/templates/confirmation.html and magic_link.html build it:
   * `{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type=signup|magiclink&next={{ .RedirectTo }}`.
   */
  function emailLink(type: 'signup' | 'magiclink', redirectTo: string | null, tokenHash: string): string {
    const target = new URL('/auth/confirm', ctx.siteUrl);
    target.searchParams.set('token_hash', tokenHash);
    target.searchParams.set('type', type);
    target.searchParams.set('next', (allowedRedirect(redirectTo) ?? new URL(ctx.siteUrl)).toString());
    return target.toString();
  }

  async function sendConfirmation(user: UserRow, redirectTo: string | null): Promise<UserRow> {
    const tokenHash = createHash('sha256').update(randomToken(32)).digest('hex');
    await db.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [
      user.id,
      tokenHash,
    ]);
    ctx.mailbox.send({
      to: user.email ?? '',
      subject: 'Confirm Your Signup',
      text: 'Follow this link to confirm the email address of your new DoorKeep account.',
      link: emailLink('signup', redirectTo, tokenHash),
      kind: 'signup',
    });
    return (await findUserById(db, user.id))!;
  }

  /** GoTrue's answer to a repeated sign-up with confirmations on: a made-up user, so the address is not revealed. */
  function obfuscatedUser(email: string, userMetadata: Record<string, unknown>): Record<string, unknown> {
    const now = new Date().toISOString();
    return {
      id: randomUUID(),
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      confirmation_sent_at: now,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: userMetadata,
      identities: [],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    };
  }

  async function readBodyObject(req: IncomingMessage): Promise<Record<string, unknown>> {
    const body = await readJson(req, () => new HttpError(400, { code: 400, error_code: 'bad_json', msg: 'Could not parse request body as JSON' }));
    return asRecord(body);
  }

  async function signup(req: IncomingMessage, url: URL) {
    const body = await readBodyObject(req);
    const email = validateEmail(body.email);
    const password = validatePassword(body.password);
    const confirmations = typeof ctx.confirmations === 'function' ? ctx.confirmations(email) : ctx.confirmations === true;
    const redirectTo = url.searchParams.get('redirect_to');
    const existing = await findUserByEmail(db, email);
    if (existing && !confirmations) {
      throw new AuthFailure(422, 'user_already_exists', 'User already registered');
    }
    if (existing) {
      // As GoTrue: an unconfirmed address gets a fresh link (the account is left as it is), a confirmed one is hidden.
      if (existing.email_confirmed_at) return obfuscatedUser(email, asRecord(body.data));
      return userJson(await sendConfirmation(existing, redirectTo));
    }
    let user: UserRow;
    try {
      user = await createUser(db, { email, password, confirmed: !confirmations, userMetadata: asRecord(body.data) }, ctx.bcryptCost);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw new AuthFailure(422, 'user_already_exists', 'User already registered');
      }
      throw error;
    }
    // Without confirmations (mailer_autoconfirm) GoTrue answers with a session; with them, with the bare user.
    if (confirmations) return userJson(await sendConfirmation(user, redirectTo));
    return issueSession(user);
  }

  async function token(req: IncomingMessage, url: URL) {
    const grantType = url.searchParams.get('grant_type');
    const body = await readBodyObject(req);
    if (grantType === 'password') {
      if (typeof body.email !== 'string' || typeof body.password !== 'string' || !body.email || !body.password) {
        throw new AuthFailure(400, 'validation_failed', 'missing email or phone');
      }
      // The order of internal/api/token.go ResourceOwnerPasswordGrant: unknown or password-less, banned, wrong
      // password, unconfirmed.
      const user = await findUserByEmail(db, body.email);
      if (!user?.encrypted_password) throw new AuthFailure(400, 'invalid_credentials', 'Invalid login credentials');
      if (isBanned(user)) throw new AuthFailure(400, 'user_banned', 'User is banned');
      if (!(await bcrypt.compare(body.password, user.encrypted_password))) {
        throw new AuthFailure(400, 'invalid_credentials', 'Invalid login credentials');
      }
      if (!user.email_confirmed_at) throw new AuthFailure(400, 'email_not_confirmed', 'Email not confirmed');
      return issueSession(user);
    }
    if (grantType === 'refresh_token') {
      const refreshToken = typeof body.refresh_token === 'string' ? body.refresh_token : '';
      if (!refreshToken) throw new AuthFailure(400, 'validation_failed', 'refresh_token required');
      return refreshGrant(refreshToken);
    }
    throw new AuthFailure(400, 'unsupported_grant_type', 'unsupported_grant_type');
  }

  /**
   * The refresh_token grant of internal/tokens/service.go RefreshTokenGrant for the stand-in's opaque tokens. A token
   * of an ended session is gone with it (refresh_tokens.session_id cascades), so it is not found. A banned user is
   * refused. A revoked token is accepted only as the parent of the session's active token (that token comes back
   * unchanged: the client lost the answer) or within refresh_token_reuse_interval of its revocation (a fresh swap);
   * past that the whole family, every token of the session, is revoked and the request refused.
   */
  async function refreshGrant(refreshToken: string) {
    const found = await db.query<{ user_id: string; session_id: string; revoked: boolean; updated_at: Date }>(
      `select rt.user_id, rt.session_id, rt.revoked, rt.updated_at from auth.refresh_tokens rt
       join auth.sessions s on s.id = rt.session_id where rt.token = $1`,
      [refreshToken],
    );
    const row = found.rows[0];
    if (!row) throw new AuthFailure(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const user = await findUserById(db, row.user_id);
    if (!user) throw new AuthFailure(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (isBanned(user)) throw new AuthFailure(400, 'user_banned', 'Invalid Refresh Token: User Banned');
    if (!row.revoked) return issueSession(user, row.session_id, undefined, { parent: refreshToken });
    const active = await db.query<{ token: string; parent: string | null }>(
      'select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
      [row.session_id],
    );
    if (active.rows[0]?.parent === refreshToken) {
      return issueSession(user, row.session_id, undefined, { reuse: active.rows[0].token });
    }
    if (Date.now() - new Date(row.updated_at).getTime() > REFRESH_REUSE_SECONDS * 1000) {
      // models.RevokeTokenFamily (refresh token rotation is on by default).
      await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked', [
        row.session_id,
      ]);
      throw new AuthFailure(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    return issueSession(user, row.session_id, undefined, { parent: refreshToken });
  }

  async function updateUser(req: IncomingMessage, url: URL) {
    const { user, claims } = await requireUser(req);
    const body = await readBodyObject(req);
    if (body.password !== undefined) {
      const password = validatePassword(body.password);
      if (user.encrypted_password && (await bcrypt.compare(password, user.encrypted_password))) {
        throw new AuthFailure(422, 'same_password', 'New password should be different from the old password.');
      }
      const hash = await bcrypt.hash(password, ctx.bcryptCost);
      await db.transaction(async (tx) => {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [user.id, hash]);
        await afterPasswordChange(tx, user.id, claims.session_id);
      });
    }
    if (body.data !== undefined) {
      await db.query(
        'update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1',
        [user.id, JSON.stringify(asRecord(body.data))],
      );
    }
    if (body.email !== undefined && body.email !== '') {
      const email = validateEmail(body.email);
      if (email !== user.email) await requestEmailChange(user, email, url.searchParams.get('redirect_to'));
    }
    return userJson((await findUserById(db, user.id))!);
  }

  /**
   * internal/api/user.go UserUpdate and mail.go sendEmailChange with `[auth.email] double_confirm_changes = true`
   * (GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED): the address stays as it is; a link goes to the new address and
   * another to the current one, and the change applies once both are opened (verify.go emailChangeVerify). An
   * address another account holds is refused first with 422 `email_exists` (models.IsDuplicatedEmail,
   * DuplicateEmailMsg); a second request within max_frequency is 429 `over_email_send_rate_limit`.
   */
  async function requestEmailChange(user: UserRow, email: string, redirectTo: string | null): Promise<void> {
    const other = await findUserByEmail(db, email);
    if (other && other.id !== user.id) {
      throw new AuthFailure(422, 'email_exists', 'A user with this email address has already been registered');
    }
    if (user.email_change_sent_at && new Date(user.email_change_sent_at).getTime() + ctx.maxFrequencySeconds * 1000 > Date.now()) {
      throw new AuthFailure(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${ctx.maxFrequencySeconds} seconds.`,
      );
    }
    const tokenNew = createHash('sha256').update(randomToken(32)).digest('hex');
    const tokenCurrent = user.email ? createHash('sha256').update(randomToken(32)).digest('hex') : null;
    await db.query(
      `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
         email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
      [user.id, email, tokenNew, tokenCurrent],
    );
    // Hosted's default Change Email Address template (no custom one in config.toml): subject "Confirm Email
    // Change", a link to {{ .ConfirmationURL }}, which is GET /auth/v1/verify?token=…&type=email_change&redirect_to=….
    const link = (tokenHash: string) => {
      const target = new URL(`${ctx.issuer()}/verify`);
      target.searchParams.set('token', tokenHash);
      target.searchParams.set('type', 'email_change');
      target.searchParams.set('redirect_to', (allowedRedirect(redirectTo) ?? new URL(ctx.siteUrl)).toString());
      return target.toString();
    };
    const text = `Follow this link to confirm the update of your email from ${user.email ?? ''} to ${email}.`;
    ctx.mailbox.send({ to: email, subject: 'Confirm Email Change', text, link: link(tokenNew), kind: 'email_change' });
    if (user.email && tokenCurrent) {
      ctx.mailbox.send({ to: user.email, subject: 'Confirm Email Change', text, link: link(tokenCurrent), kind: 'email_change' });
    }
  }

  /**
   * verify.go emailChangeVerify under secure e-mail change: the first of the two links only records that one side
   * confirmed (the caller gets no session, the `singleConfirmationAccepted` message); the second applies the new
   * address. Returns the user once the change has applied, else null.
   */
  async function useEmailChangeLink(tokenHash: string): Promise<UserRow | null> {
    const found = await db.query<UserRow>(
      `select * from auth.users where (email_change_token_new = $1 or email_change_token_current = $1)
         and deleted_at is null`,
      [tokenHash],
    );
    const user = found.rows[0];
    if (!user || !user.email_change) throw new AuthFailure(403, 'otp_expired', 'Email link is invalid or has expired');
    if (isBanned(user)) throw new AuthFailure(403, 'user_banned', 'User is banned');
    if (!user.email_change_sent_at || new Date(user.email_change_sent_at).getTime() + ctx.otpExpirySeconds * 1000 < Date.now()) {
      throw new AuthFailure(403, 'otp_expired', 'Email link is invalid or has expired');
    }
    const column = user.email_change_token_new === tokenHash ? 'email_change_token_new' : 'email_change_token_current';
    if (user.email_change_confirm_status === 0 && user.email) {
      await db.query(`update auth.users set email_change_confirm_status = 1, ${column} = null where id = $1`, [user.id]);
      return null;
    }
    if (await findUserByEmail(db, user.email_change).then((other) => other && other.id !== user.id)) {
      throw new AuthFailure(422, 'email_exists', 'A user with this email address has already been registered');
    }
    await db.query(
      `update auth.users set email = email_change, email_change = null, email_change_token_new = null,
         email_change_token_current = null, email_change_confirm_status = 0, email_change_sent_at = null,
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [user.id],
    );
    return (await findUserById(db, user.id))!;
  }

  /** verify.go singleConfirmationAccepted: what the first of the two e-mail change links answers. */
  const singleConfirmationAccepted = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

  /** internal/api/logout.go: scope global (default), local or others; without a session_id claim, global. */
  async function logout(req: IncomingMessage, url: URL) {
    const { user, claims } = await requireUser(req);
    const scope = url.searchParams.get('scope') ?? '';
    if (!['', 'global', 'local', 'others'].includes(scope)) {
      throw new AuthFailure(400, 'validation_failed', `Unsupported logout scope ${JSON.stringify(scope)}`);
    }
    if (claims.session_id && scope === 'local') {
      await db.query('delete from auth.sessions where id = $1', [claims.session_id]);
    } else if (claims.session_id && scope === 'others') {
      await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, claims.session_id]);
    } else {
      await db.query('delete from auth.sessions where user_id = $1', [user.id]);
    }
  }

  async function recover(req: IncomingMessage, url: URL) {
    const body = await readBodyObject(req);
    const email = validateEmail(body.email);
    const user = await findUserByEmail(db, email);
    // The answer never reveals whether the address has an account.
    if (user) {
      const tokenHash = createHash('sha256').update(randomToken(32)).digest('hex');
      await db.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
        user.id,
        tokenHash,
      ]);
      const link = actionLink(url.searchParams.get('redirect_to'), tokenHash, 'recovery');
      ctx.mailbox.send({
        to: email,
        subject: 'Reset Your Password',
        text: 'Follow this link to reset the password for your DoorKeep account. It expires in one hour.',
        link,
        kind: 'recovery',
      });
    }
    return {};
  }

  /**
   * internal/api/verify.go verifyTokenHash, then signupVerify or recoverVerify: finds the account an e-mailed link
   * belongs to and uses the link up. `signup` and `invite` links are confirmation tokens, `recovery` and `magiclink`
   * links recovery tokens (a sign-in link is a recovery with another template), `email` either. The order is
   * GoTrue's: unknown or used link, banned user (the link stays unused), then expiry after otp_expiry.
   */
  async function useEmailLink(type: unknown, tokenHash: string): Promise<{ user: UserRow; type: string }> {
    const columns = typeof type === 'string' ? linkTokenColumns[type] : undefined;
    if (!columns) throw new AuthFailure(400, 'validation_failed', 'Invalid email verification type');
    const found = await db.query<UserRow>(
      `select * from auth.users where (${columns.map((column) => `${column} = $1`).join(' or ')}) and deleted_at is null`,
      [tokenHash],
    );
    const user = found.rows[0];
    if (!user) throw new AuthFailure(403, 'otp_expired', 'Email link is invalid or has expired');
    if (isBanned(user)) throw new AuthFailure(403, 'user_banned', 'User is banned');
    const column = user.recovery_token === tokenHash && columns.includes('recovery_token') ? 'recovery_token' : 'confirmation_token';
    const sentAt = column === 'recovery_token' ? user.recovery_sent_at : user.confirmation_sent_at;
    if (!sentAt || new Date(sentAt).getTime() + ctx.otpExpirySeconds * 1000 < Date.now()) {
      throw new AuthFailure(403, 'otp_expired', 'Email link is invalid or has expired');
    }
    // models.User.Recover clears the recovery token, models.User.Confirm the confirmation token (recoverVerify also
    // confirms an account that was not confirmed yet).
    const cleared =
      column === 'recovery_token'
        ? 'recovery_token = null, confirmation_token = case when email_confirmed_at is null then null else confirmation_token end'
        : 'confirmation_token = null';
    await db.query(
      `update auth.users set ${cleared}, email_confirmed_at = coalesce(email_confirmed_at, now()),
         raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb, updated_at = now()
       where id = $1`,
      [user.id],
    );
    const resolvedType = type === 'email' ? (column === 'recovery_token' ? 'magiclink' : 'signup') : String(type);
    return { user, type: resolvedType };
  }

  /** POST /verify with a token_hash, as verifyOtp({ token_hash, type }) sends it: answers with a session. */
  async function verify(req: IncomingMessage) {
    const body = await readBodyObject(req);
    if (typeof body.type !== 'string' || body.type === '') {
      throw new AuthFailure(400, 'validation_failed', 'Verify requires a verification type');
    }
    const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
    if (!tokenHash) {
      // The e-mailed links carry a token_hash; the stand-in mails no one-time codes to verify with `token`.
      throw new AuthFailure(400, 'validation_failed', 'Verify requires either a token or a token hash');
    }
    if (body.type === 'email_change') {
      const changed = await useEmailChangeLink(tokenHash);
      // verify.go verifyPost: the first of two links answers 200 with a message and no session.
      if (!changed) return { msg: singleConfirmationAccepted, code: 200 };
      return issueSession(changed, undefined, 'otp');
    }
    const { user } = await useEmailLink(body.type, tokenHash);
    return issueSession(user, undefined, 'otp');
  }

  /**
   * GET /verify, what hosted's default templates link to ({{ .ConfirmationURL }}): internal/api/verify.go verifyGet.
   * A working link signs in and lands on the redirect with the session in the fragment (implicit flow,
   * tokens.AccessTokenResponse.AsRedirectURL); a refused one lands there with the error in the fragment
   * (prepErrorRedirectURL). Only a request without a type or token is answered in JSON. The redirect is redirect_to
   * when allowed, else the Referer when allowed, else the Site URL (utilities.GetReferrer). PKCE is not supported.
   */
  async function verifyLink(req: IncomingMessage, url: URL): Promise<{ status: number; headers: Record<string, string> }> {
    const type = url.searchParams.get('type') ?? '';
    const tokenHash = url.searchParams.get('token') ?? '';
    if (!type) throw new AuthFailure(400, 'validation_failed', 'Verify requires a verification type');
    if (!tokenHash) throw new AuthFailure(400, 'validation_failed', 'Verify requires a token or a token hash');
    // As given (Go re-serialises it unchanged), without a fragment of its own.
    const given = url.searchParams.get('redirect_to');
    const referer = req.headers.referer;
    const target = (allowedRedirect(given) ? given! : allowedRedirect(referer) ? referer! : ctx.siteUrl).replace(/#.*$/, '');
    try {
      let used: { user: UserRow; type: string };
      if (type === 'email_change') {
        const changed = await useEmailChangeLink(tokenHash);
        // verify.go verifyGet: the first of two links lands with `#message=…` (prepRedirectURL) and no session.
        if (!changed) {
          return { status: 303, headers: { Location: `${target}#${goQueryEncode({ message: singleConfirmationAccepted, sb: '' })}` } };
        }
        used = { user: changed, type };
      } else {
        used = await useEmailLink(type, tokenHash);
      }
      const session = await issueSession(used.user, undefined, 'otp');
      const fragment = goQueryEncode({
        type: used.type,
        access_token: session.access_token,
        token_type: session.token_type,
        expires_in: String(session.expires_in),
        expires_at: String(session.expires_at),
        refresh_token: session.refresh_token,
        sb: '',
      });
      return { status: 303, headers: { Location: `${target}#${fragment}` } };
    } catch (error) {
      if (!(error instanceof AuthFailure)) throw error;
      const fragment = goQueryEncode({
        ...(oauthErrors[error.status] ? { error: oauthErrors[error.status]! } : {}),
        error_code: error.errorCode,
        error_description: error.message,
        sb: '',
      });
      return { status: 303, headers: { Location: `${target}#${fragment}` } };
    }
  }

  /**
   * POST /otp: internal/api/otp.go Otp with an e-mail, then magic_link.go MagicLink and mail.go sendMagicLink. Only the
   * e-mail channel (phone sign-in is off on this project, and the stand-in has none).
   */
  async function otp(req: IncomingMessage, url: URL) {
    const body = await readBodyObject(req);
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const rawEmail = text(body.email);
    const phone = text(body.phone);
    if (body.create_user !== undefined && body.create_user !== null && typeof body.create_user !== 'boolean') {
      throw new AuthFailure(400, 'bad_json', 'Could not parse request body as JSON: create_user must be a boolean');
    }
    const createUserWanted = body.create_user !== false;
    if (rawEmail && phone) {
      throw new AuthFailure(400, 'validation_failed', 'Only an email address or phone number should be provided');
    }
    if (rawEmail && text(body.channel)) {
      throw new AuthFailure(400, 'validation_failed', 'Channel should only be specified with Phone OTP');
    }
    if (text(body.code_challenge) || text(body.code_challenge_method)) {
      throw new AuthFailure(400, 'validation_failed', 'The local stand-in does not support the PKCE flow');
    }
    // shouldCreateUser: without create_user, an address that does not validate or has no account is refused alike.
    if (!createUserWanted && (rawEmail || phone)) {
      let known = false;
      if (rawEmail) {
        try {
          known = Boolean(await findUserByEmail(db, validateEmail(rawEmail)));
        } catch {
          known = false;
        }
      }
      if (!known) throw new AuthFailure(422, 'otp_disabled', 'Signups not allowed for otp');
    }
    if (phone) throw new AuthFailure(400, 'phone_provider_disabled', 'Unsupported phone provider');
    if (!rawEmail) throw new AuthFailure(400, 'validation_failed', 'One of email or phone must be set');

    const email = validateEmail(rawEmail);
    const redirectTo = url.searchParams.get('redirect_to');
    let user = await findUserByEmail(db, email);
    if (!user?.email_confirmed_at) {
      // MagicLink signs a missing or unconfirmed account up first, with a random password ("do not update the user"
      // for an existing one). Confirmations off: the account is confirmed and gets the sign-in link below.
      // Confirmations on: it gets the sign-up confirmation, which doubles as the sign-in link.
      const confirmations = typeof ctx.confirmations === 'function' ? ctx.confirmations(email) : ctx.confirmations === true;
      if (!user) {
        user = await createUser(
          db,
          { email, password: randomToken(33), confirmed: !confirmations, userMetadata: asRecord(body.data) },
          ctx.bcryptCost,
        );
      }
      if (confirmations) {
        // mail.go sendConfirmation: one per max_frequency.
        throwIfSentWithin(user.confirmation_sent_at);
        await sendConfirmation(user, redirectTo);
        return {};
      }
      await db.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1', [user.id]);
    }
    // mail.go sendMagicLink: the recovery timer, shared with password recovery, limits how often a link goes out.
    throwIfSentWithin(user.recovery_sent_at);
    const tokenHash = createHash('sha256').update(randomToken(32)).digest('hex');
    await db.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [user.id, tokenHash]);
    ctx.mailbox.send({
      to: email,
      subject: 'Your DoorKeep sign-in link',
      text: 'Follow this link to sign in to your DoorKeep account. It works once, within one hour, and needs no password.',
      link: emailLink('magiclink', redirectTo, tokenHash),
      kind: 'magiclink',
    });
    return {};
  }

  /** mail.go validateSentWithinFrequencyLimit and generateFrequencyLimitErrorMessage (whole seconds, rounded down). */
  function throwIfSentWithin(sentAt: Date | null) {
    if (!sentAt) return;
    const left = new Date(sentAt).getTime() + ctx.maxFrequencySeconds * 1000 - Date.now();
    if (left > 0) {
      throw new AuthFailure(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.floor(left / 1000)} seconds.`,
      );
    }
  }

  async function adminCreateUser(req: IncomingMessage) {
    await requireServiceRole(req);
    const body = await readBodyObject(req);
    const email = validateEmail(body.email);
    const password = body.password === undefined ? undefined : validatePassword(body.password);
    if (await findUserByEmail(db, email)) {
      throw new AuthFailure(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const user = await createUser(db, {
      email,
      password,
      confirmed: body.email_confirm === true,
      userMetadata: asRecord(body.user_metadata ?? body.data),
      appMetadata: asRecord(body.app_metadata),
    }, ctx.bcryptCost);
    return userJson(user);
  }

  async function adminUpdateUser(req: IncomingMessage, id: string) {
    await requireServiceRole(req);
    const user = await findUserById(db, id);
    if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found');
    const body = await readBodyObject(req);
    if (body.email !== undefined) {
      const email = validateEmail(body.email);
      const other = await findUserByEmail(db, email);
      if (other && other.id !== id) {
        throw new AuthFailure(422, 'email_exists', 'A user with this email address has already been registered');
      }
      await db.query('update auth.users set email = $2 where id = $1', [id, email]);
    }
    if (body.password !== undefined) {
      const hash = await bcrypt.hash(validatePassword(body.password), ctx.bcryptCost);
      await db.transaction(async (tx) => {
        await tx.query('update auth.users set encrypted_password = $2 where id = $1', [id, hash]);
        // internal/api/admin.go adminUserUpdate: user.UpdatePassword(tx, nil) ends every session.
        await afterPasswordChange(tx, id, undefined);
      });
    }
    if (body.app_metadata !== undefined) {
      await db.query('update auth.users set raw_app_meta_data = raw_app_meta_data || $2::jsonb where id = $1', [
        id,
        JSON.stringify(asRecord(body.app_metadata)),
      ]);
    }
    if (body.user_metadata !== undefined) {
      await db.query('update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb where id = $1', [
        id,
        JSON.stringify(asRecord(body.user_metadata)),
      ]);
    }
    if (body.email_confirm === true) {
      await db.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1', [id]);
    }
    if (typeof body.ban_duration === 'string') {
      const until = body.ban_duration === 'none' ? null : parseDuration(body.ban_duration);
      // models.User.Ban only sets banned_until; sessions stay, and requireUser and the refresh grant refuse them.
      await db.query('update auth.users set banned_until = $2 where id = $1', [id, until]);
    }
    await db.query('update auth.users set updated_at = now() where id = $1', [id]);
    return userJson((await findUserById(db, id))!);
  }

  async function invite(req: IncomingMessage, url: URL) {
    await requireServiceRole(req);
    const body = await readBodyObject(req);
    const email = validateEmail(body.email);
    let user = await findUserByEmail(db, email);
    // As internal/api/invite.go Invite: a confirmed user is refused with email_exists; an unconfirmed one (an earlier
    // invite, or a sign-up) keeps its row and is mailed again, and mail.go sendInvite updates only
    // confirmation_token, confirmation_sent_at and invited_at, so its password and metadata stay as they are.
    if (user?.email_confirmed_at) {
      throw new AuthFailure(422, 'email_exists', 'A user with this email address has already been registered');
    }
    if (!user) {
      user = await createUser(db, { email, confirmed: false, userMetadata: asRecord(body.data), invited: true }, ctx.bcryptCost);
    }
    const tokenHash = createHash('sha256').update(randomToken(32)).digest('hex');
    await db.query(
      'update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now() where id = $1',
      [user.id, tokenHash],
    );
    const redirectTo = url.searchParams.get('redirect_to');
    // templatemailer.go InviteMail's values. Data is the account's stored metadata: an invite resent to an existing
    // account does not take the new request's data (internal/api/invite.go).
    const referrer = allowedRedirect(redirectTo)?.toString() ?? ctx.siteUrl;
    const values = {
      SiteURL: ctx.siteUrl,
      ConfirmationURL: `${ctx.issuer()}/verify?${new URLSearchParams({ token: tokenHash, type: 'invite', redirect_to: referrer })}`,
      Email: user.email ?? email,
      TokenHash: tokenHash,
      RedirectTo: referrer,
      Data: user.raw_user_meta_data ?? {},
    };
    const html = renderAuthTemplate(ctx.inviteTemplate.body, values);
    ctx.mailbox.send({
      to: email,
      subject: renderAuthTemplate(ctx.inviteTemplate.subject, values),
      text: htmlToText(html),
      html,
      link: actionLink(redirectTo, tokenHash, 'invite'),
      kind: 'invite',
    });
    return userJson((await findUserById(db, user.id))!);
  }

  async function route(
    req: IncomingMessage,
    url: URL,
    subpath: string,
  ): Promise<{ status: number; body?: unknown; headers?: Record<string, string> }> {
    const method = req.method ?? 'GET';
    const adminUser = /^\/admin\/users\/([^/]+)$/.exec(subpath);
    if (method === 'POST' && subpath === '/signup') return { status: 200, body: await signup(req, url) };
    if (method === 'POST' && subpath === '/token') return { status: 200, body: await token(req, url) };
    if (method === 'GET' && subpath === '/user') return { status: 200, body: userJson((await requireUser(req)).user) };
    if (method === 'PUT' && subpath === '/user') return { status: 200, body: await updateUser(req, url) };
    if (method === 'POST' && subpath === '/logout') {
      await logout(req, url);
      return { status: 204 };
    }
    if (method === 'POST' && subpath === '/recover') return { status: 200, body: await recover(req, url) };
    if (method === 'POST' && subpath === '/verify') return { status: 200, body: await verify(req) };
    if (method === 'GET' && subpath === '/verify') return verifyLink(req, url);
    if (method === 'POST' && subpath === '/otp') return { status: 200, body: await otp(req, url) };
    if (method === 'POST' && subpath === '/invite') return { status: 200, body: await invite(req, url) };
    if (method === 'POST' && subpath === '/admin/users') return { status: 200, body: await adminCreateUser(req) };
    if (method === 'GET' && subpath === '/admin/users') {
      await requireServiceRole(req);
      const rows = await db.query<UserRow>('select * from auth.users where deleted_at is null order by created_at');
      return { status: 200, body: { users: rows.rows.map(userJson), aud: 'authenticated' } };
    }
    if (adminUser && method === 'GET') {
      await requireServiceRole(req);
      const user = await findUserById(db, adminUser[1]!);
      if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found');
      return { status: 200, body: userJson(user) };
    }
    if (adminUser && method === 'PUT') return { status: 200, body: await adminUpdateUser(req, adminUser[1]!) };
    if (adminUser && method === 'DELETE') {
      await requireServiceRole(req);
      const user = await findUserById(db, adminUser[1]!);
      if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found');
      // internal/api/admin.go adminUserDelete: without should_soft_delete the user is destroyed (sessions and
      // refresh tokens with it) and the answer is an empty object.
      await db.query('delete from auth.users where id = $1', [user.id]);
      return { status: 200, body: {} };
    }
    if (method === 'GET' && subpath === '/settings') {
      return {
        status: 200,
        body: { external: { email: true, phone: false }, disable_signup: false, mailer_autoconfirm: ctx.confirmations !== true, phone_autoconfirm: false },
      };
    }
    // The public keys sessions are verified with; clients may cache them for 10 minutes
    // (supabase/auth internal/api/jwks.go WellKnownJwks).
    if (method === 'GET' && subpath === '/.well-known/jwks.json') {
      return { status: 200, body: publicJwks(ctx.secrets), headers: { 'Cache-Control': 'public, max-age=600' } };
    }
    if (method === 'GET' && subpath === '/health') {
      return { status: 200, body: { version: 'local', name: 'GoTrue', description: 'DoorKeep local stand-in' } };
    }
    throw new AuthFailure(404, 'not_found', 'Not found');
  }

  /** Answers one /auth/v1 request; `subpath` is the part after /auth/v1. */
  return async function handleAuth(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    subpath: string,
    headers: Record<string, string>,
  ): Promise<void> {
    // Clients that send X-Supabase-Api-Version get the 2024-01-01 error shape, others the legacy one (as GoTrue does).
    const apiVersion = req.headers['x-supabase-api-version'];
    const versioned = typeof apiVersion === 'string' && apiVersion >= '2024-01-01';
    const responseHeaders = { ...headers, ...(versioned ? { 'X-Supabase-Api-Version': '2024-01-01' } : {}) };
    try {
      const { status, body, headers: extra } = await route(req, url, subpath);
      send(res, status, body, { ...responseHeaders, ...extra });
    } catch (error) {
      if (error instanceof AuthFailure) {
        const body = versioned
          ? { code: error.errorCode, message: error.message, ...error.extra }
          : { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra };
        send(res, error.status, body, { ...responseHeaders, 'X-Sb-Error-Code': error.errorCode });
        return;
      }
      if (error instanceof HttpError) {
        send(res, error.status, error.body, responseHeaders);
        return;
      }
      console.error('[auth]', error);
      send(res, 500, { code: 500, error_code: 'unexpected_failure', msg: 'Unexpected failure' }, responseHeaders);
    }
  };
}

/** The token column each e-mailed link type is looked up in (internal/api/verify.go verifyTokenHash). */
const linkTokenColumns: Record<string, readonly ('confirmation_token' | 'recovery_token')[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
};

/** internal/api/errors.go oauthErrorMap: the OAuth `error` a redirect carries for an HTTP status. */
const oauthErrors: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** Go's url.Values.Encode: keys sorted, url.QueryEscape on each part (a space is '+'; only A-Za-z0-9-_.~ stay). */
function goQueryEncode(values: Record<string, string>): string {
  const escape = (text: string) =>
    encodeURIComponent(text)
      .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
      .replace(/%20/g, '+');
  return Object.keys(values)
    .sort()
    .map((key) => `${escape(key)}=${escape(values[key]!)}`)
    .join('&');
}

/** models.User.IsBanned: banned_until lies in the future. */
function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();
}

function parseDuration(value: string): Date | null {
  const match = /^(\d+)h$/.exec(value);
  if (!match) return null;
  return new Date(Date.now() + Number(match[1]) * 3600 * 1000);
}
