import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body the local API accepts (hosted PostgREST/GoTrue limits are in the same range). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Thrown by handlers to answer with a JSON error body and status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : typeof body.msg === 'string' ? body.msg : 'error');
  }
}

/** Reads the whole body as a Buffer, refusing anything larger than 1 MiB. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, { message: 'Request body too large' });
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON body; an empty body is `undefined`, malformed JSON throws `onInvalid()`. */
export async function readJson(req: IncomingMessage, onInvalid: () => HttpError): Promise<unknown> {
  const raw = (await readBody(req)).toString('utf8');
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw onInvalid();
  }
}

/** Sends `body` (already JSON text, an object, or nothing) with `status`. */
export function send(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    ...(text !== '' ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
    ...headers,
  });
  res.end(text);
}

/**
 * CORS the way hosted Supabase answers browsers: any origin on loopback (the local app and tests use varying ports),
 * otherwise only the configured site origins.
 */
export function corsHeaders(req: IncomingMessage, allowedOrigins: readonly string[]): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  let allowed = allowedOrigins.includes(origin);
  try {
    const { hostname, protocol } = new URL(origin);
    if ((protocol === 'http:' || protocol === 'https:') && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) {
      allowed = true;
    }
  } catch {
    allowed = false;
  }
  if (!allowed) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    Vary: 'Origin',
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers':
      req.headers['access-control-request-headers'] ??
      'authorization, x-client-info, apikey, content-type, prefer, range, accept-profile, content-profile, x-supabase-api-version',
    'Access-Control-Expose-Headers': 'Content-Range, Content-Location, X-Supabase-Api-Version, X-Sb-Error-Code',
    'Access-Control-Max-Age': '600',
  };
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The apikey header (or query parameter, as hosted also accepts). */
export function apiKey(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.apikey;
  if (typeof header === 'string' && header) return header;
  return url.searchParams.get('apikey') ?? undefined;
}
