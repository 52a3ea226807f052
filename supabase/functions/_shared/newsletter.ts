// newsletter: what a reader's e-mailed links do, without a login. The tokens are the whole credential, so this
// function is deployed with verify_jwt = false (supabase/config.toml) and asks the database, as the service role,
// through confirm_newsletter / unsubscribe_newsletter (migration *_newsletter_double_opt_in.sql), which compare
// SHA-256 hashes; no token is ever stored here or logged.
//
// Three ways in:
// - POST JSON { action: 'confirm' | 'unsubscribe', token } from the app's /newsletter/confirm and
//   /newsletter/unsubscribe pages (CORS for the site's origins) → { result: 'confirmed' | 'already_confirmed' | 'unsubscribed' |
//   'invalid' }.
// - POST ?action=unsubscribe&token=… with the body `List-Unsubscribe=One-Click`: RFC 8058 section 3.2, the mail
//   client's one-click unsubscribe from the List-Unsubscribe header, sent as application/x-www-form-urlencoded or
//   multipart/form-data, with no cookies or authorization. Answered 200 here, never with a redirect.
// - GET ?action=unsubscribe&token=…: someone (or a link scanner) opened the header's URL. RFC 8058 exists because
//   software fetches those URLs on its own, so a GET changes nothing: it is sent on to the app's unsubscribe page.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { paths } from '../../../src/config/paths.ts';
import { errorResponse, json, openRequest } from './http.ts';
import { denoEnv, envProjectDeps, type Get } from './project.ts';

export type NewsletterResult = 'confirmed' | 'already_confirmed' | 'unsubscribed' | 'invalid';

/** The two database calls (SQL functions over the service role in production; a double in tests). */
export interface NewsletterStore {
  confirm(token: string): Promise<NewsletterResult>;
  unsubscribe(token: string): Promise<NewsletterResult>;
}

export interface NewsletterDeps {
  store: NewsletterStore;
  /** The site's origins: CORS for the app's pages, and the first is where a GET of the header URL is sent. */
  siteOrigins: readonly string[];
}

/** A token as the database issues it: 32 random or HMAC bytes in URL-safe base64 without padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Runs an action; a malformed token is invalid without asking the database. */
async function run(store: NewsletterStore, action: unknown, token: unknown): Promise<NewsletterResult | null> {
  if (action !== 'confirm' && action !== 'unsubscribe') return null;
  if (typeof token !== 'string' || !TOKEN.test(token)) return 'invalid';
  return action === 'confirm' ? await store.confirm(token) : await store.unsubscribe(token);
}

/** True when the body is RFC 8058's `List-Unsubscribe=One-Click`, in either encoding the RFC allows. */
async function isOneClickBody(req: Request): Promise<boolean> {
  const type = (req.headers.get('Content-Type') ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return false;
  try {
    const form = await req.formData();
    return form.get('List-Unsubscribe') === 'One-Click';
  } catch {
    return false;
  }
}

const plain = (status: number, text: string, headers: HeadersInit = {}) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...Object.fromEntries(new Headers(headers)) },
  });

/** The handler of the `newsletter` function. */
export function createNewsletterHandler(getDeps: () => NewsletterDeps): (req: Request) => Promise<Response> {
  return async (req) => {
    let cors = new Headers();
    try {
      const deps = getDeps();
      const opening = openRequest(req, deps.siteOrigins, ['GET', 'POST']);
      cors = opening.cors;
      if (opening.early) return opening.early;
      const url = new URL(req.url);
      const action = url.searchParams.get('action');
      const token = url.searchParams.get('token');

      if (req.method === 'GET') {
        if (action !== 'unsubscribe' || !token) return errorResponse(404, 'Not found', cors);
        const page = `${deps.siteOrigins[0]}${paths.newsletterUnsubscribe.getHref(token)}`;
        return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store' } });
      }
      // RFC 8058 one-click: the token rides in the URL the header named.
      if (action !== null) {
        if (action !== 'unsubscribe' || !(await isOneClickBody(req))) {
          return plain(400, 'Send List-Unsubscribe=One-Click to unsubscribe.', cors);
        }
        const result = await run(deps.store, action, token);
        return result === 'unsubscribed'
          ? plain(200, 'You are unsubscribed.', cors)
          : plain(404, 'This unsubscribe link is not valid.', cors);
      }

      let body: Record<string, unknown>;
      try {
        const parsed = await req.json();
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        body = parsed as Record<string, unknown>;
      } catch {
        return errorResponse(400, 'Request body must be a JSON object', cors);
      }
      const result = await run(deps.store, body.action, body.token);
      if (result === null) return errorResponse(400, "action must be 'confirm' or 'unsubscribe'", cors);
      return json({ result }, 200, cors);
    } catch (error) {
      console.error(error);
      return errorResponse(500, 'Internal server error', cors);
    }
  };
}

/** The store over a service-role client. */
export function supabaseNewsletterStore(service: SupabaseClient<Database>): NewsletterStore {
  const call = async (fn: 'confirm_newsletter' | 'unsubscribe_newsletter', token: string): Promise<NewsletterResult> => {
    const { data, error } = await service.rpc(fn, { token });
    if (error) throw new Error(`${fn} failed: ${error.message}`);
    return data === 'confirmed' || data === 'already_confirmed' || data === 'unsubscribed' ? data : 'invalid';
  };
  return {
    confirm: (token) => call('confirm_newsletter', token),
    unsubscribe: (token) => call('unsubscribe_newsletter', token),
  };
}

/** The production deps from env (the project's: SUPABASE_URL, the secret key, SITE_ORIGINS), built once. */
export function envNewsletterDeps(get: Get = denoEnv): () => NewsletterDeps {
  let deps: NewsletterDeps | undefined;
  return () => {
    if (deps) return deps;
    const { config, admin } = envProjectDeps(get)();
    deps = { store: supabaseNewsletterStore(admin), siteOrigins: config.siteOrigins };
    return deps;
  };
}
