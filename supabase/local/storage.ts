import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { SignJWT, jwtVerify } from 'jose';
import { send } from './http.ts';
import type { Claims } from './jwt.ts';
import { runAsRequest } from './rest.ts';

/**
 * The Storage stand-in: the subset of Supabase Storage's HTTP API (supabase/storage, src/http/routes) that
 * @supabase/storage-js sends for upload, signed URLs, download, list, remove and bucket info. Every object query runs
 * in one transaction as the caller's role with the request's claims (`runAsRequest`, the REST handler's), so the
 * policies on storage.objects decide, as hosted Storage runs them (src/internal/database/postgres/scope.ts). Bucket
 * limits are read as the superuser, as hosted does before an upload (src/storage/object.ts `uploadFromRequest`).
 * File bytes live outside the database, one file per upload version (hosted keeps one S3 key per version), so an
 * object's name never becomes a file path.
 */

/** Where the bytes of each object version are kept: a folder under `.local/`, or memory for test stacks. */
export type ObjectStore = {
  put: (bucket: string, version: string, bytes: Buffer) => void;
  get: (bucket: string, version: string) => Buffer | undefined;
  delete: (bucket: string, version: string) => void;
};

/** Object bytes in memory (test stacks). */
export function memoryObjectStore(): ObjectStore {
  const files = new Map<string, Buffer>();
  return {
    put: (bucket, version, bytes) => void files.set(`${bucket}\0${version}`, bytes),
    get: (bucket, version) => files.get(`${bucket}\0${version}`),
    delete: (bucket, version) => void files.delete(`${bucket}\0${version}`),
  };
}

/** Object bytes under `dir/<bucket id hash>/<version>`; versions are server-made UUIDs, never a caller's text. */
export function directoryObjectStore(dir: string): ObjectStore {
  const file = (bucket: string, version: string) => {
    if (!/^[0-9a-f-]{36}$/.test(version)) throw new Error('object versions are UUIDs');
    return path.join(dir, createHash('sha256').update(bucket).digest('hex').slice(0, 32), version);
  };
  return {
    put: (bucket, version, bytes) => {
      const target = file(bucket, version);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, bytes);
    },
    get: (bucket, version) => {
      try {
        return readFileSync(file(bucket, version));
      } catch {
        return undefined;
      }
    },
    delete: (bucket, version) => rmSync(file(bucket, version), { force: true }),
  };
}

/**
 * A Storage error as hosted renders it (src/internal/errors/storage-error.ts `render`, src/http/error-handler.ts):
 * the body carries the error's own status as a string in `statusCode`, while the HTTP status of object and bucket
 * routes is 400 for every error but a 500 (`userStatusCode`).
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return this.statusCode === 500 ? 500 : 400;
  }

  body() {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

/** The errors this subset answers with, worded as src/internal/errors/codes.ts `ERRORS` words them. */
export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidJwt: (message?: string) => new StorageError(400, 'InvalidJWT', message || 'Invalid JWT'),
  invalidSignature: (message?: string) => new StorageError(400, 'InvalidSignature', message || 'Invalid signature'),
  expiredSignature: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  entityTooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  /** The stand-in's own refusal: the bytes are not the type the upload declared (hosted trusts the declaration). */
  contentMismatch: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `The file's content is not ${mimeType}`, 'invalid_mime_type'),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
} as const;

/** A database error as hosted Storage maps it (src/storage/database/errors.ts `fromDBError`). */
function fromDatabaseError(error: unknown): unknown {
  const pg = error as { code?: string; message?: string };
  if (pg.code === '42501') {
    return storageErrors.accessDenied(
      pg.message?.includes('row-level security') ? 'new row violates row-level security policy' : (pg.message ?? ''),
    );
  }
  if (pg.code === '23505') return storageErrors.keyAlreadyExists();
  return error;
}

/**
 * src/storage/uploader.ts `validateMimeType`: `type/subtype` must be listed, or `type/*`; a value without a slash is
 * refused.
 */
export function mimeTypeAllowed(mimeType: string, allowed: readonly string[]): boolean {
  const [type, subtype] = mimeType.split('/');
  if (!type || subtype === undefined) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
}

/** HEIF/HEIC major brands of the ISO base media file `ftyp` box (ISO/IEC 23008-12, Annex B). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/**
 * The media type the first bytes of a file show, for the types the stand-in knows by their signatures (PDF `%PDF-`,
 * JPEG FF D8 FF, PNG's 8-byte signature, GIF, WebP `RIFF….WEBP`, HEIC's `ftyp` box); undefined for anything else.
 */
export function sniffMimeType(bytes: Uint8Array): string | undefined {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(8, 12))) return 'image/heic';
  return undefined;
}

/** Types whose signature {@link sniffMimeType} knows: an upload declaring one of them must carry those bytes. */
const SNIFFED_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/heic']);

/** src/storage/limits.ts `VALID_OBJECT_KEY`: the S3-safe characters hosted Storage accepts in a name. */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;

/**
 * Object names: hosted's `isValidKey` characters, what storage-js sends after `_removeEmptyFolders` (no leading or
 * trailing slash, no empty segment), and, stricter than hosted, no `.` or `..` segment: a browser resolves those
 * away before sending, so only a hand-made request carries one.
 */
export function validObjectName(name: string): boolean {
  if (!name || name.length > 1024) return false;
  const segments = name.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return false;
  return VALID_OBJECT_KEY.test(name);
}

/** `10MiB`, `500KB`, `1GB` as config.toml writes sizes (the CLI's `sizeInBytes`: KB/MB/GB are 1024-based too). */
export function parseSize(value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|KiB|MB|MiB|GB|GiB)?\s*$/i.exec(value);
  if (!match) return Number.NaN;
  const unit = (match[2] ?? 'B').toLowerCase().replace('i', '');
  const factor = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[unit] ?? Number.NaN;
  return Math.floor(Number(match[1]) * factor);
}

type Bucket = { id: string; public: boolean; file_size_limit: number | null; allowed_mime_types: string[] | null };
type ObjectRow = { id: string; name: string; version: string | null; metadata: Record<string, unknown> | null };

export type StorageHandlerOptions = {
  db: PGlite;
  store: ObjectStore;
  /** The HS256 key signed URLs are signed with (hosted: the project's JWT secret, `urlSigningKey`). */
  signingSecret: string;
  /** `[storage] file_size_limit` of config.toml: the cap of every bucket, and the limit of one without its own. */
  globalFileSizeLimit: number;
};

/** Room for the multipart boundary and the form's small fields around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads a body of at most `limit` bytes; past it the rest is drained and dropped (so the client gets the answer, not
 * a reset connection) and `undefined` comes back.
 */
async function readLimitedBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size <= limit) chunks.push(buffer);
  }
  return size > limit ? undefined : Buffer.concat(chunks);
}

async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readLimitedBody(req, 1024 * 1024);
  if (raw === undefined) throw storageErrors.entityTooLarge();
  try {
    const parsed = JSON.parse(raw.toString('utf8') || '{}') as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw storageErrors.invalidRequest('body must be a JSON object');
}

/** The Storage stand-in: one handler for everything under /storage/v1. */
export function createStorageHandler({ db, store, signingSecret, globalFileSizeLimit }: StorageHandlerOptions) {
  const key = new TextEncoder().encode(signingSecret);

  async function findBucket(id: string): Promise<Bucket> {
    const { rows } = await db.query<Bucket>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    if (!rows[0]) throw storageErrors.noSuchBucket();
    return rows[0];
  }

  /**
   * GET /object/public/:bucket/*: src/http/routes/object/getPublicObject.ts. It needs no key and skips the policies,
   * so it serves only a bucket marked public; any other bucket is NoSuchBucket, as hosted finds the bucket with
   * `isPublic: true`. (Hosted looks the bucket and the object up at once; here the bucket comes first.)
   */
  async function publicDownload(req: IncomingMessage, res: ServerResponse, bucketId: string, name: string, cors: Record<string, string>) {
    const bucket = await findBucket(bucketId);
    if (!bucket.public) throw storageErrors.noSuchBucket();
    const { rows } = await db.query<ObjectRow>(
      'select id, name, version, metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    );
    if (!rows[0]) throw storageErrors.noSuchKey();
    return serveFile(res, req, bucketId, rows[0], cors);
  }

  /** The object as the caller may see it (select policies), or NoSuchKey. */
  async function visibleObject(tx: Transaction, bucket: string, name: string): Promise<ObjectRow> {
    const { rows } = await tx.query<ObjectRow>(
      'select id, name, version, metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucket, name],
    );
    if (!rows[0]) throw storageErrors.noSuchKey();
    return rows[0];
  }

  function serveFile(res: ServerResponse, req: IncomingMessage, bucket: string, row: ObjectRow, cors: Record<string, string>, extra: Record<string, string> = {}) {
    const bytes = row.version ? store.get(bucket, row.version) : undefined;
    if (!bytes) throw storageErrors.noSuchKey();
    const metadata = row.metadata ?? {};
    res.writeHead(200, {
      ...cors,
      'Content-Type': String(metadata.mimetype ?? 'application/octet-stream'),
      'Content-Length': String(bytes.length),
      'Cache-Control': String(metadata.cacheControl ?? 'no-cache'),
      ...(typeof metadata.eTag === 'string' ? { ETag: metadata.eTag } : {}),
      ...(typeof metadata.lastModified === 'string' ? { 'Last-Modified': new Date(metadata.lastModified).toUTCString() } : {}),
      ...extra,
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  /** POST (upsert by `x-upsert: true`) and PUT (always replaces) /object/:bucket/*: src/http/routes/object/createObject.ts, updateObject.ts. */
  async function upload(req: IncomingMessage, claims: Claims, bucketId: string, name: string, upsert: boolean) {
    const bucket = await findBucket(bucketId);
    if (!validObjectName(name)) throw storageErrors.invalidKey(name);
    const limit = Math.min(bucket.file_size_limit ?? globalFileSizeLimit, globalFileSizeLimit);
    const contentType = req.headers['content-type'] ?? '';
    const multipart = contentType.startsWith('multipart/form-data');
    const readLimit = limit + (multipart ? MULTIPART_OVERHEAD_BYTES : 0);
    const declaredLength = Number(req.headers['content-length'] ?? '0');
    if (declaredLength > readLimit) {
      req.resume();
      throw storageErrors.entityTooLarge();
    }
    const raw = await readLimitedBody(req, readLimit);
    if (raw === undefined) throw storageErrors.entityTooLarge();

    let bytes: Buffer;
    let mimeType: string;
    let cacheControl: string;
    let userMetadata: unknown = null;
    if (multipart) {
      let form: FormData;
      try {
        form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
      } catch {
        throw storageErrors.noContent();
      }
      // storage-js appends the file under the empty name; fastify-multipart takes the first file part.
      const file = [...form.values()].find((value): value is File => typeof value !== 'string');
      if (!file) throw storageErrors.noContent();
      bytes = Buffer.from(await file.arrayBuffer());
      const fieldType = form.get('contentType');
      mimeType = (typeof fieldType === 'string' && fieldType) || file.type || 'application/octet-stream';
      const cacheTime = form.get('cacheControl');
      cacheControl = typeof cacheTime === 'string' && cacheTime ? `max-age=${cacheTime}` : 'no-cache';
      const metadata = form.get('metadata');
      if (typeof metadata === 'string') {
        try {
          userMetadata = JSON.parse(metadata);
        } catch {
          userMetadata = null;
        }
      }
    } else {
      bytes = raw;
      mimeType = contentType || 'application/octet-stream';
      cacheControl = req.headers['cache-control'] ?? 'no-cache';
    }
    const allowed = bucket.allowed_mime_types ?? [];
    if (allowed.length > 0 && !mimeTypeAllowed(mimeType, allowed)) throw storageErrors.invalidMimeType(mimeType);
    if (bytes.length > limit) throw storageErrors.entityTooLarge();
    const essence = mimeType.split(';')[0]!.trim().toLowerCase();
    if (allowed.length > 0 && SNIFFED_TYPES.has(essence) && sniffMimeType(bytes) !== essence) {
      throw storageErrors.contentMismatch(essence);
    }

    // The new version is written first and only becomes the object when its row commits; a refused or failed
    // upload leaves the old version (or nothing) in place.
    const version = randomUUID();
    const previous = await db.query<{ version: string | null }>(
      'select version from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    );
    store.put(bucketId, version, bytes);
    const metadata = {
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      size: bytes.length,
      mimetype: mimeType,
      cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: bytes.length,
      httpStatusCode: 200,
    };
    const owner = typeof claims.sub === 'string' ? claims.sub : null;
    let row: { id: string };
    try {
      row = await runAsRequest(db, req, claims, `/object/${bucketId}/${name}`, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, case when $3::text ~* '^[0-9a-f-]{36}$' then $3::uuid end, $3, $4, $5, $6)
           ${upsert ? `on conflict (name, bucket_id) do update set metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, version = excluded.version, owner = excluded.owner,
             owner_id = excluded.owner_id, updated_at = now()` : ''}
           returning id`,
          [bucketId, name, owner, JSON.stringify(metadata), JSON.stringify(userMetadata), version],
        );
        return rows[0]!;
      }, { 'storage.operation': 'storage.object.upload' });
    } catch (error) {
      store.delete(bucketId, version);
      throw fromDatabaseError(error);
    }
    const old = previous.rows[0]?.version;
    if (old && old !== version) store.delete(bucketId, old);
    return { Id: row.id, Key: `${bucketId}/${name}` };
  }

  /** POST /object/sign/:bucket/*: src/http/routes/object/getSignedURL.ts with src/storage/object.ts `signObjectUrl`. */
  async function sign(req: IncomingMessage, claims: Claims, bucketId: string, name: string) {
    const body = await readJsonBody(req);
    const expiresIn = body.expiresIn;
    if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1) {
      throw storageErrors.invalidRequest('body/expiresIn must be an integer of at least 1');
    }
    await runAsRequest(db, req, claims, `/object/sign/${bucketId}/${name}`, (tx) => visibleObject(tx, bucketId, name), {
      'storage.operation': 'storage.object.sign',
    });
    const url = `${bucketId}/${name}`;
    const token = await new SignJWT({ url, scope: 'download' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
      .sign(key);
    return { signedURL: `/object/sign/${url}?token=${token}` };
  }

  /** GET /object/sign/:bucket/*?token=: src/http/routes/object/getSignedObject.ts and `verifyObjectSignature`. */
  async function signedDownload(req: IncomingMessage, res: ServerResponse, url: URL, bucketId: string, name: string, cors: Record<string, string>) {
    const token = url.searchParams.get('token');
    if (!token) throw storageErrors.invalidRequest("querystring must have required property 'token'");
    let payload: { url?: unknown; scope?: unknown; exp?: number; upsert?: unknown };
    try {
      // The expiry is checked below, in Storage's own words, after the signature and the path.
      ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(0) }));
    } catch (error) {
      throw storageErrors.invalidJwt((error as Error).message);
    }
    const downloadScoped = payload.scope === 'download' || (payload.scope === undefined && !('upsert' in payload));
    if (!downloadScoped) throw storageErrors.invalidSignature('Token is not scoped for download');
    if (payload.url !== `${bucketId}/${name}`) throw storageErrors.invalidSignature();
    if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now()) throw storageErrors.expiredSignature();
    const { rows } = await db.query<ObjectRow>(
      'select id, name, version, metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucketId, name],
    );
    if (!rows[0]) throw storageErrors.noSuchKey();
    const download = url.searchParams.get('download');
    const disposition: Record<string, string> =
      download === null ? {} : { 'Content-Disposition': `attachment; filename="${(download || name.split('/').pop() || 'file').replace(/["\\\r\n]/g, '_')}"` };
    serveFile(res, req, bucketId, rows[0], cors, {
      ...disposition,
      Expires: new Date(payload.exp * 1000).toUTCString(),
    });
  }

  /** POST /object/list/:bucket: src/http/routes/object/listObjects.ts, `searchObjects` (storage.search v1 shape). */
  async function list(req: IncomingMessage, claims: Claims, bucketId: string) {
    const body = await readJsonBody(req);
    if (typeof body.prefix !== 'string') throw storageErrors.invalidRequest("body must have required property 'prefix'");
    let prefix = body.prefix;
    if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
    const limit = typeof body.limit === 'number' && body.limit >= 1 ? Math.floor(body.limit) : 100;
    const offset = typeof body.offset === 'number' && body.offset >= 0 ? Math.floor(body.offset) : 0;
    const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string };
    const column = ['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(sortBy.column ?? '') ? sortBy.column! : 'name';
    const descending = sortBy.order === 'desc';
    const search = typeof body.search === 'string' ? body.search : '';
    type Listed = { name: string; id: string; updated_at: string; created_at: string; last_accessed_at: string; metadata: unknown };
    const rows = await runAsRequest(db, req, claims, `/object/list/${bucketId}`, async (tx) => {
      const result = await tx.query<Listed>(
        `select name, id, updated_at, created_at, last_accessed_at, metadata from storage.objects
          where bucket_id = $1 and starts_with(name, $2)`,
        [bucketId, prefix],
      );
      return result.rows;
    }, { 'storage.operation': 'storage.object.list' });
    const folders = new Map<string, Record<string, unknown>>();
    const files: Record<string, unknown>[] = [];
    for (const row of rows) {
      const rest = row.name.slice(prefix.length);
      const slash = rest.indexOf('/');
      const entryName = slash >= 0 ? rest.slice(0, slash) : rest;
      if (search && !entryName.toLowerCase().startsWith(search.toLowerCase())) continue;
      if (slash >= 0) {
        folders.set(entryName, { name: entryName, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      } else {
        files.push({ ...row, name: entryName });
      }
    }
    const entries = [...folders.values(), ...files];
    const sortKey = (entry: Record<string, unknown>) => {
      const value = entry[column];
      return column === 'name' ? String(value) : value ? new Date(String(value)).toISOString() : '';
    };
    entries.sort((a, b) => {
      const order = sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0;
      return descending ? -order : order;
    });
    return entries.slice(offset, offset + limit);
  }

  /** DELETE /object/:bucket { prefixes }: src/http/routes/object/deleteObjects.ts; what the caller may not delete stays. */
  async function remove(req: IncomingMessage, claims: Claims, bucketId: string) {
    const body = await readJsonBody(req);
    const prefixes = body.prefixes;
    if (!Array.isArray(prefixes) || prefixes.length < 1 || prefixes.some((item) => typeof item !== 'string')) {
      throw storageErrors.invalidRequest('body/prefixes must be a non-empty array of strings');
    }
    const deleted = await runAsRequest(db, req, claims, `/object/${bucketId}`, async (tx) => {
      const result = await tx.query<ObjectRow & Record<string, unknown>>(
        'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
        [bucketId, prefixes],
      );
      return result.rows;
    }, { 'storage.operation': 'storage.object.delete_many', 'storage.allow_delete_query': 'true' }).catch((error: unknown) => {
      throw fromDatabaseError(error);
    });
    for (const row of deleted) if (row.version) store.delete(bucketId, row.version);
    return deleted;
  }

  /** GET /bucket/:id: src/http/routes/bucket/getBucket.ts, read as the caller (storage.buckets has RLS on). */
  async function bucketInfo(req: IncomingMessage, claims: Claims, bucketId: string) {
    const row = await runAsRequest(db, req, claims, `/bucket/${bucketId}`, async (tx) => {
      const result = await tx.query(
        `select id, name, owner, public, created_at, updated_at, file_size_limit, allowed_mime_types
           from storage.buckets where id = $1`,
        [bucketId],
      );
      return result.rows[0];
    });
    if (!row) throw storageErrors.noSuchBucket();
    return row;
  }

  /** Splits `/object/<bucket>/<name…>` after the route's own prefix. */
  const bucketAndName = (rest: string) => {
    const slash = rest.indexOf('/');
    return slash < 0 ? { bucket: rest, name: '' } : { bucket: rest.slice(0, slash), name: rest.slice(slash + 1) };
  };

  /** True for the one route a browser opens without any key: a signed URL is its own credential. */
  function isSignedDownload(req: IncomingMessage, subpath: string): boolean {
    return (req.method === 'GET' || req.method === 'HEAD') && subpath.startsWith('/object/sign/');
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL, subpath: string, claims: Claims | undefined, cors: Record<string, string>) {
    const method = req.method ?? 'GET';
    let decoded: string;
    try {
      decoded = decodeURIComponent(subpath);
    } catch {
      throw storageErrors.invalidKey(subpath);
    }
    if (isSignedDownload(req, subpath)) {
      const { bucket, name } = bucketAndName(decoded.slice('/object/sign/'.length));
      return signedDownload(req, res, url, bucket, name, cors);
    }
    if ((method === 'GET' || method === 'HEAD') && decoded.startsWith('/object/public/')) {
      const { bucket, name } = bucketAndName(decoded.slice('/object/public/'.length));
      return publicDownload(req, res, bucket, name, cors);
    }
    if (!claims) throw storageErrors.invalidJwt();
    if (method === 'POST' && decoded.startsWith('/object/sign/')) {
      const { bucket, name } = bucketAndName(decoded.slice('/object/sign/'.length));
      return send(res, 200, await sign(req, claims, bucket, name), cors);
    }
    if (method === 'POST' && decoded.startsWith('/object/list/')) {
      return send(res, 200, await list(req, claims, decoded.slice('/object/list/'.length)), cors);
    }
    if ((method === 'GET' || method === 'HEAD') && decoded.startsWith('/bucket/')) {
      return send(res, 200, await bucketInfo(req, claims, decoded.slice('/bucket/'.length)), cors);
    }
    if ((method === 'GET' || method === 'HEAD') && (decoded.startsWith('/object/authenticated/') || decoded.startsWith('/object/'))) {
      const rest = decoded.startsWith('/object/authenticated/') ? decoded.slice('/object/authenticated/'.length) : decoded.slice('/object/'.length);
      const { bucket, name } = bucketAndName(rest);
      const row = await runAsRequest(db, req, claims, decoded, (tx) => visibleObject(tx, bucket, name), {
        'storage.operation': 'storage.object.get_authenticated',
      });
      return serveFile(res, req, bucket, row, cors);
    }
    if (method === 'DELETE' && /^\/object\/[^/]+$/.test(decoded)) {
      return send(res, 200, await remove(req, claims, decoded.slice('/object/'.length)), cors);
    }
    if ((method === 'POST' || method === 'PUT') && decoded.startsWith('/object/')) {
      const { bucket, name } = bucketAndName(decoded.slice('/object/'.length));
      const upsert = method === 'PUT' || req.headers['x-upsert'] === 'true';
      return send(res, 200, await upload(req, claims, bucket, name, upsert), cors);
    }
    throw new StorageError(404, 'NotFound', `Route ${method}:${subpath} not found`, 'Not Found');
  }

  return {
    isSignedDownload,
    /** Answers one /storage/v1 request; `claims` is undefined only for a signed download. */
    async serve(req: IncomingMessage, res: ServerResponse, url: URL, subpath: string, claims: Claims | undefined, cors: Record<string, string>) {
      try {
        await handle(req, res, url, subpath, claims, cors);
      } catch (error) {
        // A client that broke off its upload gets no answer; its version file was never committed.
        if (req.destroyed && !req.readableEnded) return;
        if (!req.readableEnded) req.resume();
        const known = error instanceof StorageError ? error : fromDatabaseError(error);
        if (known instanceof StorageError) {
          send(res, known.httpStatus, known.body(), cors);
          return;
        }
        console.error('[storage]', error);
        send(res, 500, { statusCode: '500', code: 'InternalError', error: 'internal', message: 'Internal server error' }, cors);
      }
    },
  };
}
