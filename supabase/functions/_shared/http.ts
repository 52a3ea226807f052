// Response helpers shared by every function: JSON bodies, `{ error }` shapes and CORS for the allowed site origins.

/** An error that carries the HTTP status and the message the caller may see. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A JSON response with the given status and extra headers. */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const merged = new Headers(headers);
  merged.set('Content-Type', 'application/json; charset=utf-8');
  merged.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers: merged });
}

/** The `{ error }` body every function answers failures with. */
export function errorResponse(status: number, message: string, headers: HeadersInit = {}): Response {
  return json({ error: message }, status, headers);
}

/** CORS headers for a browser request: the origin is echoed only when it is allow-listed. */
export function corsHeaders(req: Request, allowedOrigins: readonly string[], methods: string): Headers {
  const headers = new Headers({
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  });
  const origin = req.headers.get('Origin');
  if (origin && allowedOrigins.includes(origin)) headers.set('Access-Control-Allow-Origin', origin);
  return headers;
}

/** Turns any thrown value into a response; unexpected errors are logged and hidden behind a generic 500. */
export function responseForError(error: unknown, headers: HeadersInit = {}): Response {
  if (error instanceof HttpError) return errorResponse(error.status, error.message, headers);
  console.error(error);
  return errorResponse(500, 'Internal server error', headers);
}

/** Reads a JSON object body or throws a 400. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await req.json();
  } catch {
    throw new HttpError(400, 'Request body must be JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** What a browser-facing function does first: the CORS headers to answer with, or the whole answer already. */
export type RequestOpening = { cors: Headers; early: Response | null };

/**
 * The opening every browser-facing function shares: CORS headers for an allow-listed origin, 204 to a preflight,
 * and 405 with an Allow header (RFC 9110 section 15.5.6) to a method the function does not take.
 */
export function openRequest(req: Request, allowedOrigins: readonly string[], methods: readonly string[]): RequestOpening {
  const allow = [...methods, 'OPTIONS'].join(', ');
  const cors = corsHeaders(req, allowedOrigins, allow);
  if (req.method === 'OPTIONS') return { cors, early: new Response(null, { status: 204, headers: cors }) };
  if (!methods.includes(req.method)) {
    const headers = new Headers(cors);
    headers.set('Allow', allow);
    return { cors, early: errorResponse(405, 'Method not allowed', headers) };
  }
  return { cors, early: null };
}
