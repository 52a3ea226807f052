import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { HttpError, readJson, send } from './http.ts';
import type { Claims } from './jwt.ts';

/**
 * The PostgREST stand-in: the subset of PostgREST 12 that supabase-js's query builder produces. Every identifier
 * is checked against the relation's real columns and double-quoted; every value travels as a bind parameter.
 *
 * Where it follows PostgREST exactly, the source is named (PostgREST v12.2.12; the cited behaviour is unchanged in
 * v14): pagination and counts from docs/references/api/pagination_count.rst with src/PostgREST/RangeQuery.hs,
 * ApiRequest.hs `getRanges` and ApiRequest/QueryParams.hs `ranges`; the row cap from docs/references/
 * configuration.rst "db-max-rows" with Plan.hs `treeRestrictRange`; error bodies and statuses from Error.hs; the
 * per-request settings from docs/references/transactions.rst with Query.hs `setPgLocals`.
 */

/** Roles a request may run as; anything else is refused before touching the database. */
export const apiRoles = ['anon', 'authenticated', 'service_role'] as const;

type Relation = { name: string; kind: string; columns: Set<string> };
type Params = unknown[];

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'or', 'and', 'not.or', 'not.and']);

const IS_LITERALS = new Map([
  ['null', 'null'],
  ['not_null', 'not null'],
  ['true', 'true'],
  ['false', 'false'],
  ['unknown', 'unknown'],
]);

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

const pgrstError = (status: number, code: string, message: string, details: string | null = null, hint: string | null = null) =>
  new HttpError(status, { code, details, hint, message });

/**
 * PostgREST's SQLSTATE → HTTP status, case by case in the order of src/PostgREST/Error.hs `pgErrorStatus`.
 * "Authenticated" there means the request's role is not the anonymous role (App.hs), here `anon` as on Supabase.
 */
export function statusForSqlState(code: string, role: string, message = ''): number {
  const authenticated = role !== 'anon';
  if (code.startsWith('08')) return 503;
  if (code.startsWith('09')) return 500;
  if (code.startsWith('0L') || code.startsWith('0P')) return 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  // pg_safeupdate's refusal is the client's fault; any other cardinality violation is the server's.
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code.startsWith('25')) return 500;
  if (code.startsWith('28')) return 403;
  if (/^(2D|38|39|3B|40)/.test(code)) return 500;
  if (code === '53400') return 500;
  if (code.startsWith('53')) return 503;
  if (/^(54|55)/.test(code)) return 500;
  if (code === '57P01') return 503;
  if (/^(57|58|F0|HV)/.test(code)) return 500;
  if (code === 'P0001') return 400;
  if (/^(P0|XX)/.test(code)) return 500;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '42501') return authenticated ? 403 : 401;
  if (code.startsWith('PT')) return /^PT[1-9]\d\d$/.test(code) ? Number(code.slice(2)) : 500;
  return 400;
}

/** Splits `text` on top-level `separator`, respecting parentheses and double-quoted strings. */
function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '\\' && quoted && i + 1 < text.length) {
      current += char + text[i + 1];
      i += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (char === separator && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (quoted || depth !== 0) throw pgrstError(400, 'PGRST100', `"failed to parse filter (${text})"`);
  parts.push(current);
  return parts;
}

const unquote = (value: string) =>
  value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;

/** Builds SQL for filters and logic trees, collecting parameters. */
class WhereBuilder {
  readonly params: Params;
  constructor(
    private readonly relation: Relation,
    private readonly qualifier: string,
    params: Params,
  ) {
    this.params = params;
  }

  private column(name: string): string {
    if (!this.relation.columns.has(name)) {
      throw pgrstError(400, '42703', `column ${this.relation.name}.${name} does not exist`);
    }
    return `${this.qualifier}${quoteIdent(name)}`;
  }

  private param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** `column` with an operator expression such as `eq.5`, `not.in.(1,2)`, `is.null`. */
  filter(columnName: string, expression: string): string {
    const column = this.column(columnName);
    let negate = false;
    let rest = expression;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    if (dot < 0) throw pgrstError(400, 'PGRST100', `"failed to parse filter (${expression})"`);
    const op = rest.slice(0, dot);
    const value = rest.slice(dot + 1);
    let sql: string;
    switch (op) {
      case 'eq':
        sql = `${column} = ${this.param(value)}`;
        break;
      case 'neq':
        sql = `${column} <> ${this.param(value)}`;
        break;
      case 'gt':
        sql = `${column} > ${this.param(value)}`;
        break;
      case 'gte':
        sql = `${column} >= ${this.param(value)}`;
        break;
      case 'lt':
        sql = `${column} < ${this.param(value)}`;
        break;
      case 'lte':
        sql = `${column} <= ${this.param(value)}`;
        break;
      case 'like':
        sql = `${column}::text like ${this.param(value.replace(/\*/g, '%'))}`;
        break;
      case 'ilike':
        sql = `${column}::text ilike ${this.param(value.replace(/\*/g, '%'))}`;
        break;
      case 'match':
        sql = `${column}::text ~ ${this.param(value)}`;
        break;
      case 'imatch':
        sql = `${column}::text ~* ${this.param(value)}`;
        break;
      case 'in': {
        if (!value.startsWith('(') || !value.endsWith(')')) {
          throw pgrstError(400, 'PGRST100', `"failed to parse filter (${expression})"`);
        }
        const inner = value.slice(1, -1);
        const items = inner === '' ? [] : splitTopLevel(inner).map((item) => unquote(item.trim()));
        sql = items.length === 0 ? 'false' : `${column} in (${items.map((item) => this.param(item)).join(', ')})`;
        break;
      }
      case 'is': {
        const literal = IS_LITERALS.get(value.toLowerCase());
        if (!literal) throw pgrstError(400, 'PGRST100', `"failed to parse filter (${expression})"`);
        sql = `${column} is ${literal}`;
        break;
      }
      case 'cs':
        sql = `${column} @> ${this.param(value)}`;
        break;
      case 'cd':
        sql = `${column} <@ ${this.param(value)}`;
        break;
      case 'ov':
        sql = `${column} && ${this.param(value.startsWith('(') ? `{${value.slice(1, -1)}}` : value)}`;
        break;
      default:
        throw pgrstError(400, 'PGRST100', `"failed to parse filter (${expression})"`, `unknown operator ${op}`);
    }
    return negate ? `not (${sql})` : sql;
  }

  /** A logic tree such as `(a.eq.1,and(b.gt.2,c.lt.3))` joined with `joiner`. */
  logic(joiner: 'and' | 'or', tree: string, negate: boolean): string {
    if (!tree.startsWith('(') || !tree.endsWith(')')) {
      throw pgrstError(400, 'PGRST100', `"failed to parse logic tree (${tree})"`);
    }
    const parts = splitTopLevel(tree.slice(1, -1)).map((part) => part.trim());
    const sql = parts.map((part) => {
      const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
      if (nested) return this.logic(nested[2] as 'and' | 'or', nested[3]!, Boolean(nested[1]));
      const dot = part.indexOf('.');
      if (dot < 0) throw pgrstError(400, 'PGRST100', `"failed to parse logic tree (${tree})"`);
      return this.filter(unquote(part.slice(0, dot)), part.slice(dot + 1));
    });
    const joined = `(${sql.join(` ${joiner} `)})`;
    return negate ? `not ${joined}` : joined;
  }

  /** Every filter in the query string. */
  fromQuery(search: URLSearchParams): string {
    const clauses: string[] = [];
    for (const [key, value] of search) {
      if (key === 'or' || key === 'and') clauses.push(this.logic(key, value, false));
      else if (key === 'not.or' || key === 'not.and') clauses.push(this.logic(key.slice(4) as 'and' | 'or', value, true));
      else if (!RESERVED.has(key) && key !== 'apikey') clauses.push(this.filter(key, value));
    }
    return clauses.length ? clauses.join(' and ') : '';
  }
}

/** The select list: `*`, `col`, `alias:col`; embedded resources are not part of the local subset. */
function selectList(relation: Relation, select: string | null, qualifier = ''): string {
  const raw = (select ?? '*').trim();
  if (raw === '' || raw === '*') return `${qualifier}*`;
  return splitTopLevel(raw)
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      if (item === '*') return `${qualifier}*`;
      if (item.includes('(')) {
        throw pgrstError(400, 'PGRST100', `"failed to parse select parameter (${raw})"`, 'embedded resources are not supported by the local stack');
      }
      const colon = item.indexOf(':');
      const alias = colon >= 0 ? item.slice(0, colon) : null;
      const name = unquote(colon >= 0 ? item.slice(colon + 1) : item);
      if (!relation.columns.has(name)) {
        throw pgrstError(400, '42703', `column ${relation.name}.${name} does not exist`);
      }
      const column = `${qualifier}${quoteIdent(name)}`;
      return `${column} as ${quoteIdent(alias ? unquote(alias) : name)}`;
    })
    .join(', ');
}

/** `order=a.desc,b` as SQL, and the columns it names (a limited PATCH/DELETE picks its rows by them). */
function orderBy(relation: Relation, order: string | null): { sql: string; columns: string[] } {
  if (!order) return { sql: '', columns: [] };
  const columns: string[] = [];
  const terms = splitTopLevel(order).map((term) => {
    const [name, ...modifiers] = term.trim().split('.');
    if (!name || !relation.columns.has(name)) {
      throw pgrstError(400, '42703', `column ${relation.name}.${name ?? ''} does not exist`);
    }
    columns.push(name);
    let sql = quoteIdent(name);
    for (const modifier of modifiers) {
      if (modifier === 'asc') sql += ' asc';
      else if (modifier === 'desc') sql += ' desc';
      else if (modifier === 'nullsfirst') sql += ' nulls first';
      else if (modifier === 'nullslast') sql += ' nulls last';
      else throw pgrstError(400, 'PGRST100', `"failed to parse order (${order})"`);
    }
    return sql;
  });
  return { sql: ` order by ${terms.join(', ')}`, columns };
}

/*
 * Row ranges, as PostgREST models them (src/PostgREST/RangeQuery.hs over Data.Ranged's `Range Integer`): both ends
 * inclusive, `lower > upper` is empty, and every empty range equals every other. ±Infinity stand for
 * BoundaryBelowAll/BoundaryAboveAll.
 */
type RowRange = { readonly lower: number; readonly upper: number };

const ALL_ROWS: RowRange = { lower: 0, upper: Infinity };
const NO_ROWS: RowRange = { lower: Infinity, upper: -Infinity };
/** `limit=0` (RangeQuery.hs `limitZeroRange`, 0 <= x <= -1): empty, yet allowed. */
const LIMIT_ZERO: RowRange = { lower: 0, upper: -1 };

const isEmptyRange = (range: RowRange) => range.lower > range.upper;
const isAllRows = (range: RowRange) => range.lower === 0 && range.upper === Infinity;
const rangeGeq = (n: number): RowRange => ({ lower: n, upper: Infinity });
const rangeLeq = (n: number): RowRange => ({ lower: -Infinity, upper: n });
const intersect = (a: RowRange, b: RowRange): RowRange =>
  isEmptyRange(a) || isEmptyRange(b) ? NO_ROWS : { lower: Math.max(a.lower, b.lower), upper: Math.min(a.upper, b.upper) };
/** RangeQuery.hs `rangeLimit`: the row count of a range bounded on both sides. */
const rangeLimit = (range: RowRange) =>
  Number.isFinite(range.lower) && Number.isFinite(range.upper) ? 1 + range.upper - range.lower : undefined;
const rangeOffset = (range: RowRange) => range.lower;
/** RangeQuery.hs `restrictRange`: at most `limit` rows from the range's offset on. */
const restrictRange = (limit: number | undefined, range: RowRange) =>
  limit === undefined ? range : intersect(range, rangeLeq(rangeOffset(range) + limit - 1));
const hasLimitZero = (range: RowRange) => range.upper === LIMIT_ZERO.upper;

/** `readMaybe :: Maybe Integer` on a limit/offset value: a decimal integer, or nothing (the parameter is then ignored). */
function readInteger(value: string | undefined): number | undefined {
  return value !== undefined && /^\s*-?\d+\s*$/.test(value) ? Number(value) : undefined;
}

/** RangeQuery.hs `rangeParse`: `Range: 0-9` or `Range: 10-`; anything else asks for every row. */
function parseRangeHeader(header: string | undefined): RowRange {
  const match = /^([0-9]+)-([0-9]*)$/.exec(header ?? '');
  if (!match) return ALL_ROWS;
  return intersect(rangeGeq(Number(match[1])), match[2] ? rangeLeq(Number(match[2])) : ALL_ROWS);
}

/** ` limit … offset …` for a range (SqlFragment.hs `limitOffsetF`); nothing for every row. */
function limitOffsetSql(range: RowRange): string {
  if (isAllRows(range)) return '';
  return ` limit ${rangeLimit(range) ?? 'all'} offset ${rangeOffset(range)}`;
}

const rangeNotSatisfiable = (details: string) => pgrstError(416, 'PGRST103', 'Requested range not satisfiable', details);

/**
 * The requested top-level range (src/PostgREST/ApiRequest.hs `getRanges`, QueryParams.hs `ranges`): `limit` and
 * `offset` combine into one range, which the Range header (honoured on GET only, per RFC 9110) narrows further;
 * `limit=0` is the one empty range allowed. A limit or offset on PATCH/DELETE needs an explicit order.
 */
function requestedRange(method: string, search: URLSearchParams, rangeHeader: string | undefined): RowRange {
  const headerRange = method === 'GET' ? parseRangeHeader(rangeHeader) : ALL_ROWS;
  const limits = search.getAll('limit');
  const offsets = search.getAll('offset');
  const limitParam = limits.length ? restrictRange(readInteger(limits.at(-1)), ALL_ROWS) : undefined;
  const offsetValue = offsets.length ? readInteger(offsets.at(-1)) : undefined;
  const offsetParam = offsets.length ? (offsetValue === undefined ? ALL_ROWS : rangeGeq(offsetValue)) : undefined;
  let queryRange: RowRange | undefined = limitParam ?? offsetParam;
  if (limitParam && offsetParam) {
    const limit = rangeLimit(limitParam) ?? 0;
    const offset = rangeOffset(offsetParam);
    queryRange = { lower: offset, upper: offset + limit - 1 };
  }
  const limitRange = queryRange ?? ALL_ROWS;
  const topLevel = hasLimitZero(limitRange) ? LIMIT_ZERO : intersect(headerRange, limitRange);
  if (isEmptyRange(topLevel) && !hasLimitZero(limitRange)) {
    throw rangeNotSatisfiable(
      isEmptyRange(headerRange)
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : 'Limit should be greater than or equal to zero.',
    );
  }
  if ((method === 'PATCH' || method === 'DELETE') && queryRange && !search.get('order')) {
    throw pgrstError(400, 'PGRST109', "A 'limit' was applied without an explicit 'order'", null, "Apply an 'order' using unique column(s)");
  }
  return topLevel;
}

/** `Content-Range: from-to/total` (RangeQuery.hs `contentRangeH`): `*` when nothing is in range or the total is 0. */
function contentRange(lower: number, upper: number, total: number | undefined): string {
  const rangeText = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${rangeText}/${total ?? '*'}`;
}

/**
 * Status and Content-Range of a read (RangeQuery.hs `rangeStatusHeader`): without a total 200; with one, 416 when the
 * offset is past it, 206 when fewer rows came back than it counts, else 200. A 416 answers with PGRST103 (Response.hs).
 */
function rangeAnswer(topLevel: RowRange, queryTotal: number, tableTotal: number | undefined) {
  const lower = rangeOffset(topLevel);
  const upper = lower + queryTotal - 1;
  const range = contentRange(lower, upper, tableTotal);
  let status = 200;
  if (tableTotal !== undefined && lower > tableTotal) status = 416;
  else if (tableTotal !== undefined && 1 + upper - lower < tableTotal) status = 206;
  const error =
    status === 416
      ? JSON.stringify(
          rangeNotSatisfiable(`An offset of ${lower} was requested, but there are only ${tableTotal ?? 0} rows.`).body,
        )
      : undefined;
  return { status, contentRange: range, error };
}

/**
 * The Prefer header (src/PostgREST/ApiRequest/Preferences.hs `fromHeaders`): comma-separated over every Prefer
 * header; of each kind, the first value PostgREST accepts wins and unknown values are ignored.
 */
const ACCEPTED_PREFERENCES: Record<string, readonly string[]> = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  return: ['representation', 'minimal', 'headers-only'],
  params: ['single-object'],
  count: ['exact', 'planned', 'estimated'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
};

function parsePrefer(req: IncomingMessage): Map<string, string> {
  const prefer = new Map<string, string>();
  const header = req.headers.prefer;
  const values = Array.isArray(header) ? header : header ? [header] : [];
  for (const value of values.flatMap((entry) => entry.split(','))) {
    const [key = '', val = ''] = value.trim().split('=');
    if (ACCEPTED_PREFERENCES[key]?.includes(val) && !prefer.has(key)) prefer.set(key, val);
  }
  return prefer;
}

const wantsObject = (req: IncomingMessage) => (req.headers.accept ?? '').includes('application/vnd.pgrst.object+json');

const singleObjectError = (rows: number) =>
  pgrstError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);

/** Node hands header values over as latin1; PostgREST decodes them as UTF-8 (`T.decodeUtf8`). */
const utf8 = (value: string) => Buffer.from(value, 'latin1').toString('utf8');

/**
 * `request.headers`: every request header but Cookie, names lower-cased (ApiRequest.hs `iHdrs`, CI.foldedCase), as
 * a JSON object in which a repeated name keeps its last value (SqlFragment.hs `setConfigWithConstantNameJSON`,
 * HM.fromList). These are the headers the stand-in received; hosted PostgREST sees them after Kong.
 */
function requestHeadersJson(req: IncomingMessage): string {
  const headers = new Map<string, string>();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    if (name !== 'cookie') headers.set(name, utf8(req.rawHeaders[i + 1]!));
  }
  return JSON.stringify(Object.fromEntries(headers));
}

/**
 * `request.cookies`: the first Cookie header parsed like Web.Cookie `parseCookies` (split on `;`, name up to the
 * first `=` with leading spaces dropped, a value in double quotes unquoted), last name wins; `{}` without cookies.
 */
function requestCookiesJson(req: IncomingMessage): string {
  let header: string | undefined;
  for (let i = 0; i + 1 < req.rawHeaders.length && header === undefined; i += 2) {
    if (req.rawHeaders[i]!.toLowerCase() === 'cookie') header = utf8(req.rawHeaders[i + 1]!);
  }
  const cookies = new Map<string, string>();
  const parts = header ? header.split(';') : [];
  if (parts.length > 1 && parts.at(-1) === '') parts.pop();
  for (const part of parts) {
    const eq = part.indexOf('=');
    const name = (eq < 0 ? part : part.slice(0, eq)).replace(/^ +/, '');
    const value = eq < 0 ? '' : part.slice(eq + 1);
    cookies.set(name, value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value);
  }
  return JSON.stringify(Object.fromEntries(cookies));
}

/** PostgREST's error body, `{ code, details, hint, message }`, whatever the thrower filled in. */
function errorBody(body: Record<string, unknown>): Record<string, unknown> {
  const text = (value: unknown) => (value === undefined ? null : value);
  return {
    code: text(body.code),
    details: text(body.details),
    hint: text(body.hint),
    message: text(body.message ?? body.msg) ?? 'error',
  };
}

/**
 * One argument of a function called with a JSON body. PostgREST reads the body with `json_to_record` typed by the
 * function's parameters (QueryBuilder.hs `callPlanToQuery`), which turns a JSON array into a Postgres array for an
 * array parameter (Supabase docs, "Call a Postgres function": `rpc('add_one_each', { arr: [1, 2, 3] })`); an array of
 * scalars for an array parameter therefore goes as an array literal, any other object or array as JSON text.
 */
function rpcArgument(value: unknown, arrayParameter: boolean): unknown {
  if (arrayParameter && Array.isArray(value) && value.every((item) => item === null || ['number', 'string', 'boolean'].includes(typeof item))) {
    const element = (item: unknown) =>
      item === null ? 'NULL' : typeof item === 'string' ? `"${item.replace(/[\\"]/g, (c) => `\\${c}`)}"` : String(item);
    return `{${value.map(element).join(',')}}`;
  }
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
}

/** Query parameters that are never arguments of a function called with GET (QueryParams.hs `reserved`, `reservedEmbeddable`). */
const isReservedParam = (key: string) =>
  ['select', 'columns', 'on_conflict'].includes(key) || ['order', 'limit', 'offset', 'and', 'or'].includes(key.split('.').at(-1)!);

/**
 * Runs `work` in one transaction as the request's role with its claims, method, path, headers and cookies set
 * transaction-locally, as PostgREST does (Query.hs `setPgLocals`) and hosted Storage does for its object queries
 * (supabase/storage src/internal/database/postgres/scope.ts). `settings` adds more transaction-local settings.
 */
export async function runAsRequest<T>(
  db: PGlite,
  req: IncomingMessage,
  claims: Claims,
  requestPath: string,
  work: (tx: Transaction) => Promise<T>,
  settings: Record<string, string> = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true),
              set_config('request.headers', $5, true), set_config('request.cookies', $6, true)`,
      [claims.role, JSON.stringify(claims), req.method ?? 'GET', requestPath, requestHeadersJson(req), requestCookiesJson(req)],
    );
    for (const [name, value] of Object.entries(settings)) {
      await tx.query('select set_config($1, $2, true)', [name, value]);
    }
    return work(tx);
  });
}

type Answer = { status: number; body?: string; headers: Record<string, string> };

export type RestHandlerOptions = {
  /**
   * PostgREST's `db-max-rows` (hosted Supabase: `[api] max_rows` in supabase/config.toml): the most rows a read of a
   * table, view or function returns; writes are not capped (Plan.hs `treeRestrictRange` skips mutations).
   */
  maxRows: number;
};

/** The PostgREST stand-in: one handler for everything under /rest/v1. */
export function createRestHandler(db: PGlite, options: RestHandlerOptions) {
  const { maxRows } = options;

  /** The range a read fetches: the requested one, cut to max-rows rows (Plan.hs `treeRestrictRange`). */
  const readRange = (topLevel: RowRange) => (hasLimitZero(topLevel) ? LIMIT_ZERO : restrictRange(maxRows, topLevel));

  async function loadRelation(tx: Transaction, name: string): Promise<Relation> {
    const result = await tx.query<{ kind: string; columns: string[] }>(
      `select c.relkind::text as kind,
         array(select a.attname::text from pg_attribute a where a.attrelid = c.oid and a.attnum > 0
               and not a.attisdropped order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
      [name],
    );
    const row = result.rows[0];
    if (!row) {
      throw pgrstError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
    }
    return { name, kind: row.kind, columns: new Set(row.columns) };
  }

  /**
   * `rpc/<name>`: the call is the source of a read (Query/QueryBuilder.hs `callPlanToQuery`, Statements.hs
   * `prepareCall`), so ranges, counts and max-rows apply to a set-returning function as to a table; a function
   * returning one value answers that value, and one returning void answers 204 (Response.hs).
   */
  async function runRpc(
    tx: Transaction,
    name: string,
    args: Record<string, unknown>,
    req: IncomingMessage,
    prefer: Map<string, string>,
    topLevel: RowRange,
  ): Promise<Answer> {
    // SchemaCache.hs: the return type is composite when its (domain's base) type is, or with OUT/INOUT/TABLE arguments.
    const found = await tx.query<{ retset: boolean; void: boolean; composite: boolean; args: string[] | null; arrays: boolean[] | null }>(
      `select p.proretset as retset,
              (not p.proretset and b.oid = 'pg_catalog.void'::regtype) as void,
              (b.typtype = 'c' or coalesce(p.proargmodes::text[] && '{t,b,o}', false)) as composite,
              p.proargnames as args,
              array(select a.typcategory = 'A'
                      from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as arg(type, n)
                      join pg_type a on a.oid = arg.type order by arg.n) as arrays
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
       join pg_type b on b.oid = case when t.typtype = 'd' then t.typbasetype else t.oid end
       where n.nspname = 'public' and p.proname = $1`,
      [name],
    );
    const fn = found.rows[0];
    if (!fn) throw pgrstError(404, 'PGRST202', `Could not find the function public.${name} in the schema cache`);
    const params: Params = [];
    const argSql = Object.entries(args).map(([key, value]) => {
      if (!(fn.args ?? []).includes(key)) {
        throw pgrstError(404, 'PGRST202', `Could not find the function public.${name}(${Object.keys(args).join(', ')}) in the schema cache`);
      }
      params.push(rpcArgument(value, fn.arrays?.[(fn.args ?? []).indexOf(key)] ?? false));
      return `${quoteIdent(key)} => $${params.length}`;
    });
    const call = `${quoteIdent('public')}.${quoteIdent(name)}(${argSql.join(', ')})`;
    const source = fn.composite
      ? `select pgrst_call.* from ${call} pgrst_call`
      : `select pgrst_call.pgrst_scalar from (select ${call} pgrst_scalar) pgrst_call`;
    const single = !fn.retset;
    const singular = wantsObject(req);
    // The body: SqlFragment.hs `asJsonSingleF` for Accept: application/vnd.pgrst.object+json, else `asJsonF`.
    let bodySql: string;
    if (singular || single) {
      bodySql = single && !fn.composite ? `coalesce(json_agg(_postgrest_t.pgrst_scalar)->0, 'null')` : `coalesce(json_agg(_postgrest_t)->0, 'null')`;
    } else {
      bodySql = fn.composite ? `coalesce(json_agg(_postgrest_t), '[]')` : `coalesce(json_agg(_postgrest_t.pgrst_scalar), '[]')`;
    }
    const counting = prefer.has('count');
    const result = await tx.query<{ total: number | null; page_total: number; body: string }>(
      `with pgrst_source as (${source})
       select ${counting ? '(select count(*) from pgrst_source)::int' : 'null::int'} as total,
              ${single ? '1' : 'count(_postgrest_t)::int'} as page_total,
              (${bodySql})::text as body
       from (select * from pgrst_source${limitOffsetSql(readRange(topLevel))}) _postgrest_t`,
      params,
    );
    const row = result.rows[0]!;
    if (singular && row.page_total !== 1) throw singleObjectError(row.page_total);
    const answer = rangeAnswer(topLevel, row.page_total, row.total ?? undefined);
    const headers: Record<string, string> = { 'Content-Range': answer.contentRange };
    if (counting) headers['Preference-Applied'] = `count=${prefer.get('count')}`;
    if (fn.void) return { status: 204, headers };
    return { status: answer.status, body: answer.error ?? (req.method === 'HEAD' ? undefined : row.body), headers };
  }

  async function handle(
    tx: Transaction,
    req: IncomingMessage,
    url: URL,
    relationName: string,
    body: unknown,
    prefer: Map<string, string>,
    topLevel: RowRange,
  ): Promise<Answer> {
    const method = req.method ?? 'GET';
    const search = url.searchParams;
    const headers: Record<string, string> = {};
    // planned and estimated answer with the exact count here (PostgREST takes them from the planner's statistics).
    const counting = prefer.has('count');

    const relation = await loadRelation(tx, relationName);
    const table = `${quoteIdent('public')}.${quoteIdent(relation.name)}`;
    const qualifier = `${quoteIdent(relation.name)}.`;

    if (method === 'GET' || method === 'HEAD') {
      const params: Params = [];
      const where = new WhereBuilder(relation, qualifier, params).fromQuery(search);
      const whereSql = where ? ` where ${where}` : '';
      const sql =
        `select coalesce(json_agg(_pgrst_t), '[]')::text as body, count(*)::int as n from (` +
        `select ${selectList(relation, search.get('select'))} from ${table}${whereSql}` +
        `${orderBy(relation, search.get('order')).sql}${limitOffsetSql(readRange(topLevel))}) _pgrst_t`;
      const result = await tx.query<{ body: string; n: number }>(sql, params);
      const rows = result.rows[0]!;
      let total: number | undefined;
      if (counting) {
        const counted = await tx.query<{ total: number }>(`select count(*)::int as total from ${table}${whereSql}`, params);
        total = counted.rows[0]!.total;
        headers['Preference-Applied'] = `count=${prefer.get('count')}`;
      }
      let text = rows.body;
      if (wantsObject(req)) {
        if (rows.n !== 1) throw singleObjectError(rows.n);
        text = JSON.stringify((JSON.parse(text) as unknown[])[0]);
      }
      const answer = rangeAnswer(topLevel, rows.n, total);
      headers['Content-Range'] = answer.contentRange;
      return { status: answer.status, body: answer.error ?? (method === 'HEAD' ? undefined : text), headers };
    }

    const returnPref = prefer.get('return') ?? 'minimal';
    const representation = returnPref === 'representation';
    const returning = representation ? ` returning ${selectList(relation, search.get('select'), qualifier)}` : '';
    // Response.hs: an insert or delete answers `*/total`, an update `0-(n-1)/total`; the total only with a count.
    const mutationRange = (n: number) =>
      method === 'PATCH' ? contentRange(0, n - 1, counting ? n : undefined) : contentRange(1, 0, counting ? n : undefined);
    // Query.hs `failsChangesOffLimits`: a limited PATCH/DELETE that changes more rows than its limit is rolled back.
    const maxChanges = method === 'PATCH' || method === 'DELETE' ? rangeLimit(topLevel) : undefined;
    const checkChanges = (n: number) => {
      if (maxChanges !== undefined && n > maxChanges) {
        throw pgrstError(
          400,
          'PGRST110',
          'The maximum number of rows allowed to change was surpassed',
          `Results contain ${n} rows changed but the maximum number allowed is ${maxChanges}`,
        );
      }
    };

    const finish = async (sql: string, params: Params, createdStatus: number): Promise<Answer & { n: number }> => {
      if (representation) {
        const result = await tx.query<{ body: string; n: number }>(
          `with _pgrst_w as (${sql}) select coalesce(json_agg(_pgrst_w), '[]')::text as body, count(*)::int as n from _pgrst_w`,
          params,
        );
        const rows = result.rows[0]!;
        checkChanges(rows.n);
        headers['Preference-Applied'] = 'return=representation';
        headers['Content-Range'] = mutationRange(rows.n);
        let text = rows.body;
        if (wantsObject(req)) {
          if (rows.n !== 1) throw singleObjectError(rows.n);
          text = JSON.stringify((JSON.parse(text) as unknown[])[0]);
        }
        return { status: createdStatus === 201 ? 201 : 200, body: text, headers, n: rows.n };
      }
      const result = await tx.query(sql, params);
      const affected = result.affectedRows ?? 0;
      checkChanges(affected);
      if (wantsObject(req) && affected !== 1) throw singleObjectError(affected);
      headers['Content-Range'] = mutationRange(affected);
      return { status: createdStatus === 201 ? 201 : 204, headers, n: affected };
    };

    if (method === 'POST') {
      const rows = Array.isArray(body) ? body : [body];
      if (body === undefined || rows.some((row) => !row || typeof row !== 'object' || Array.isArray(row))) {
        throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
      }
      const records = rows as Record<string, unknown>[];
      if (records.length === 0) {
        headers['Content-Range'] = mutationRange(0);
        return { status: 201, body: representation ? '[]' : undefined, headers };
      }
      const columnsParam = search.get('columns');
      const columns = columnsParam
        ? splitTopLevel(columnsParam).map((name) => unquote(name.trim()))
        : [...new Set(records.flatMap((record) => Object.keys(record)))];
      for (const name of columns) {
        if (!relation.columns.has(name)) {
          throw pgrstError(400, 'PGRST204', `Could not find the '${name}' column of '${relation.name}' in the schema cache`);
        }
      }
      const resolution = prefer.get('resolution');
      let conflict = '';
      if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
        const onConflict = search.get('on_conflict');
        let targets: string[];
        if (onConflict) {
          targets = splitTopLevel(onConflict).map((name) => unquote(name.trim()));
        } else {
          const pk = await tx.query<{ name: string }>(
            `select a.attname::text as name from pg_index i
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
             where i.indrelid = $1::regclass and i.indisprimary`,
            [`public.${quoteIdent(relation.name)}`],
          );
          targets = pk.rows.map((row) => row.name);
        }
        for (const name of targets) {
          if (!relation.columns.has(name)) throw pgrstError(400, '42703', `column ${relation.name}.${name} does not exist`);
        }
        const updates = columns.filter((name) => !targets.includes(name));
        conflict =
          resolution === 'ignore-duplicates' || updates.length === 0
            ? ` on conflict (${targets.map(quoteIdent).join(', ')}) do nothing`
            : ` on conflict (${targets.map(quoteIdent).join(', ')}) do update set ${updates
                .map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`)
                .join(', ')}`;
      }
      if (prefer.get('missing') === 'default' && records.length > 1) {
        // Each row keeps the column defaults for the keys it lacks: insert row by row.
        const bodies: string[] = [];
        let total = 0;
        for (const record of records) {
          const keys = Object.keys(record).filter((key) => columns.includes(key));
          const cols = keys.map(quoteIdent).join(', ');
          const sql = `insert into ${table} (${cols}) select ${cols} from json_populate_record(null::${table}, $1::json)${conflict}${returning}`;
          const result = await finish(sql, [JSON.stringify(record)], 201);
          if (result.body) bodies.push(...(JSON.parse(result.body) as string[]));
          total += result.n;
        }
        headers['Content-Range'] = mutationRange(total);
        return { status: 201, body: representation ? JSON.stringify(bodies) : undefined, headers };
      }
      const cols = columns.map(quoteIdent).join(', ');
      const sql =
        columns.length === 0
          ? `insert into ${table} default values${conflict}${returning}`
          : `insert into ${table} (${cols}) select ${cols} from json_populate_recordset(null::${table}, $1::json)${conflict}${returning}`;
      return finish(sql, columns.length === 0 ? [] : [JSON.stringify(records)], 201);
    }

    if (method === 'PATCH' || method === 'DELETE') {
      const params: Params = [];
      const where = new WhereBuilder(relation, qualifier, params).fromQuery(search);
      const limited = !isAllRows(topLevel);
      // Hosted Supabase runs pg_safeupdate for API requests: no UPDATE or DELETE without a WHERE clause. A limited one
      // has one (QueryBuilder.hs `mutatePlanToQuery` joins the rows it picked by the order columns).
      if (!where && !limited) throw pgrstError(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
      let target = where ? ` where ${where}` : '';
      let picked = '';
      if (limited) {
        const order = orderBy(relation, search.get('order'));
        picked =
          `(select ${order.columns.map(quoteIdent).join(', ')} from ${table}${target}${order.sql}${limitOffsetSql(topLevel)})` +
          ' pgrst_affected_rows';
        target = ` where ${order.columns.map((name) => `${qualifier}${quoteIdent(name)} = pgrst_affected_rows.${quoteIdent(name)}`).join(' and ')}`;
      }
      if (method === 'DELETE') return finish(`delete from ${table}${picked ? ` using ${picked}` : ''}${target}${returning}`, params, 200);
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
      const columns = Object.keys(body);
      for (const name of columns) {
        if (!relation.columns.has(name)) {
          throw pgrstError(400, 'PGRST204', `Could not find the '${name}' column of '${relation.name}' in the schema cache`);
        }
      }
      if (columns.length === 0) {
        headers['Content-Range'] = mutationRange(0);
        return { status: representation ? 200 : 204, body: representation ? '[]' : undefined, headers };
      }
      params.push(JSON.stringify(body));
      const source = `$${params.length}`;
      const sql =
        `update ${table} set ${columns.map((name) => `${quoteIdent(name)} = _pgrst_body.${quoteIdent(name)}`).join(', ')} ` +
        `from (select * from json_populate_record(null::${table}, ${source}::json)) _pgrst_body${picked ? `, ${picked}` : ''}` +
        `${target}${returning}`;
      return finish(sql, params, 200);
    }

    throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }

  /** Answers one /rest/v1 request as `claims.role`, inside one transaction, so the policies decide. */
  return async function handleRest(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    subpath: string,
    claims: Claims,
    corsHeaders: Record<string, string>,
  ): Promise<void> {
    const role = claims.role;
    const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
    try {
      if (!(apiRoles as readonly string[]).includes(role)) {
        throw pgrstError(401, 'PGRST301', 'JWT role is not allowed');
      }
      if (profile && profile !== 'public') {
        throw pgrstError(406, 'PGRST106', 'The schema must be one of the following: public');
      }
      const method = req.method ?? 'GET';
      const segments = subpath.split('/').filter(Boolean).map(decodeURIComponent);
      const isRpc = segments[0] === 'rpc' && segments.length === 2;
      if (isRpc && !['GET', 'HEAD', 'POST'].includes(method)) {
        throw pgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
      }
      const prefer = parsePrefer(req);
      const topLevel = requestedRange(method, url.searchParams, req.headers.range);
      const body =
        method === 'GET' || method === 'HEAD' || method === 'DELETE'
          ? undefined
          : await readJson(req, () => pgrstError(400, 'PGRST102', 'Empty or invalid json'));
      // Kong strips /rest/v1 before PostgREST (supabase/cli internal/start/templates/kong.yml, route rest-v1 with
      // strip_path), so `request.path` is the path below it, e.g. /newsletter_signups.
      const result = await runAsRequest(db, req, claims, subpath || '/', async (tx) => {
        if (isRpc) {
          const args =
            method === 'GET' || method === 'HEAD'
              ? Object.fromEntries([...url.searchParams].filter(([key]) => !isReservedParam(key)))
              : ((body ?? {}) as Record<string, unknown>);
          return runRpc(tx, segments[1]!, args, req, prefer, topLevel);
        }
        if (segments.length !== 1) throw pgrstError(404, 'PGRST125', `Invalid path specified in request URL`);
        return handle(tx, req, url, segments[0]!, body, prefer, topLevel);
      });
      send(res, result.status, result.body, { ...corsHeaders, ...result.headers });
    } catch (error) {
      if (error instanceof HttpError) {
        send(res, error.status, errorBody(error.body), { ...corsHeaders, ...error.headers });
        return;
      }
      const pg = error as { code?: string; message?: string; detail?: string; hint?: string };
      if (typeof pg.code === 'string' && /^[0-9A-Z]{5}$/.test(pg.code)) {
        const status = statusForSqlState(pg.code, role, pg.message);
        send(
          res,
          status,
          { code: pg.code, details: pg.detail ?? null, hint: pg.hint ?? null, message: pg.message ?? 'error' },
          // Error.hs: a 401 from the database carries `WWW-Authenticate: Bearer`.
          status === 401 ? { ...corsHeaders, 'WWW-Authenticate': 'Bearer' } : corsHeaders,
        );
        return;
      }
      console.error('[rest]', error);
      send(res, 500, { code: 'PGRST000', details: null, hint: null, message: 'Internal error' }, corsHeaders);
    }
  };
}
