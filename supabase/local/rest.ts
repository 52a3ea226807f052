import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { HttpError, readJson, send } from './http.ts';
import type { Claims } from './jwt.ts';

/**
 * The PostgREST stand-in: the subset of PostgREST 12 that supabase-js's query builder produces. Every identifier
 * is checked against the relation's real columns and double-quoted; every value travels as a bind parameter.
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

/** PostgREST's mapping from SQLSTATE to HTTP status (the cases the app can meet). */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code === '54000' || code === '54001') return 413;
  if (/^(21|22|23|42|2F|P0)/.test(code)) return 400;
  if (code.startsWith('28') || code.startsWith('0L') || code.startsWith('0P')) return 403;
  return 500;
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

function orderBy(relation: Relation, order: string | null): string {
  if (!order) return '';
  const terms = splitTopLevel(order).map((term) => {
    const [name, ...modifiers] = term.trim().split('.');
    if (!name || !relation.columns.has(name)) {
      throw pgrstError(400, '42703', `column ${relation.name}.${name ?? ''} does not exist`);
    }
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
  return ` order by ${terms.join(', ')}`;
}

function parseNonNegativeInt(value: string | null, label: string): number | undefined {
  if (value === null || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw pgrstError(400, 'PGRST100', `"failed to parse ${label} (${value})"`);
  return Number(value);
}

/** Parsed Prefer header (supabase-js appends several, comma-separated). */
function parsePrefer(req: IncomingMessage): Map<string, string> {
  const prefer = new Map<string, string>();
  const header = req.headers.prefer;
  const values = Array.isArray(header) ? header : header ? [header] : [];
  for (const value of values.flatMap((entry) => entry.split(','))) {
    const [key, val] = value.trim().split('=');
    if (key) prefer.set(key.trim(), (val ?? '').trim());
  }
  return prefer;
}

const wantsObject = (req: IncomingMessage) => (req.headers.accept ?? '').includes('application/vnd.pgrst.object+json');

const singleObjectError = (rows: number) =>
  pgrstError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);

/** The PostgREST stand-in: one handler for everything under /rest/v1. */
export function createRestHandler(db: PGlite) {
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

  async function runRpc(tx: Transaction, name: string, args: Record<string, unknown>, req: IncomingMessage) {
    const found = await tx.query<{ retset: boolean; scalar: boolean; args: string[] | null }>(
      `select p.proretset as retset, t.typtype <> 'c' and t.oid <> 'record'::regtype as scalar, p.proargnames as args
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type t on t.oid = p.prorettype
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
      params.push(value !== null && typeof value === 'object' ? JSON.stringify(value) : value);
      return `${quoteIdent(key)} => $${params.length}`;
    });
    const call = `${quoteIdent('public')}.${quoteIdent(name)}(${argSql.join(', ')})`;
    const sql =
      fn.scalar && !fn.retset
        ? `select to_json(${call})::text as body`
        : `select coalesce(json_agg(_pgrst_r), '[]')::text as body from ${call} _pgrst_r`;
    const result = await tx.query<{ body: string }>(sql, params);
    let body = result.rows[0]?.body ?? 'null';
    if (wantsObject(req) && !fn.scalar) {
      const rows = JSON.parse(body) as unknown[];
      if (rows.length !== 1) throw singleObjectError(rows.length);
      body = JSON.stringify(rows[0]);
    }
    return body;
  }

  async function handle(
    tx: Transaction,
    req: IncomingMessage,
    url: URL,
    relationName: string,
    body: unknown,
  ): Promise<{ status: number; body?: string; headers: Record<string, string> }> {
    const method = req.method ?? 'GET';
    const search = url.searchParams;
    const prefer = parsePrefer(req);
    const headers: Record<string, string> = {};
    const countExact = prefer.get('count') === 'exact' || prefer.get('count') === 'planned' || prefer.get('count') === 'estimated';

    const relation = await loadRelation(tx, relationName);
    const table = `${quoteIdent('public')}.${quoteIdent(relation.name)}`;
    const qualifier = `${quoteIdent(relation.name)}.`;

    if (method === 'GET' || method === 'HEAD') {
      const params: Params = [];
      const where = new WhereBuilder(relation, qualifier, params).fromQuery(search);
      let limit = parseNonNegativeInt(search.get('limit'), 'limit');
      let offset = parseNonNegativeInt(search.get('offset'), 'offset') ?? 0;
      const range = /^(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
      if (range) {
        offset = Number(range[1]);
        if (range[2]) limit = Math.min(limit ?? Infinity, Number(range[2]) - offset + 1);
      }
      const whereSql = where ? ` where ${where}` : '';
      const sql =
        `select coalesce(json_agg(_pgrst_t), '[]')::text as body, count(*)::int as n from (` +
        `select ${selectList(relation, search.get('select'))} from ${table}${whereSql}` +
        `${orderBy(relation, search.get('order'))}` +
        `${limit !== undefined ? ` limit ${limit}` : ''}${offset ? ` offset ${offset}` : ''}) _pgrst_t`;
      const result = await tx.query<{ body: string; n: number }>(sql, params);
      const rows = result.rows[0]!;
      let total: number | undefined;
      if (countExact) {
        const counted = await tx.query<{ total: number }>(`select count(*)::int as total from ${table}${whereSql}`, params);
        total = counted.rows[0]!.total;
      }
      headers['Content-Range'] = `${rows.n ? `${offset}-${offset + rows.n - 1}` : '*'}/${total ?? '*'}`;
      let text = rows.body;
      if (wantsObject(req)) {
        if (rows.n !== 1) throw singleObjectError(rows.n);
        text = JSON.stringify((JSON.parse(text) as unknown[])[0]);
      }
      const partial = total !== undefined && rows.n < total && (offset > 0 || limit !== undefined);
      return { status: partial ? 206 : 200, body: method === 'HEAD' ? undefined : text, headers };
    }

    const returnPref = prefer.get('return') ?? 'minimal';
    const representation = returnPref === 'representation';
    const returning = representation ? ` returning ${selectList(relation, search.get('select'), qualifier)}` : '';

    const finish = async (sql: string, params: Params, createdStatus: number) => {
      if (representation) {
        const result = await tx.query<{ body: string; n: number }>(
          `with _pgrst_w as (${sql}) select coalesce(json_agg(_pgrst_w), '[]')::text as body, count(*)::int as n from _pgrst_w`,
          params,
        );
        const rows = result.rows[0]!;
        headers['Preference-Applied'] = 'return=representation';
        if (countExact) headers['Content-Range'] = `${rows.n ? `0-${rows.n - 1}` : '*'}/${rows.n}`;
        let text = rows.body;
        if (wantsObject(req)) {
          if (rows.n !== 1) throw singleObjectError(rows.n);
          text = JSON.stringify((JSON.parse(text) as unknown[])[0]);
        }
        return { status: createdStatus === 201 ? 201 : 200, body: text, headers };
      }
      const result = await tx.query(sql, params);
      const affected = result.affectedRows ?? 0;
      if (wantsObject(req) && affected !== 1) throw singleObjectError(affected);
      headers['Content-Range'] = `${affected ? `0-${affected - 1}` : '*'}/${countExact ? affected : '*'}`;
      return { status: createdStatus === 201 ? 201 : 204, headers };
    };

    if (method === 'POST') {
      const rows = Array.isArray(body) ? body : [body];
      if (body === undefined || rows.some((row) => !row || typeof row !== 'object' || Array.isArray(row))) {
        throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
      }
      const records = rows as Record<string, unknown>[];
      if (records.length === 0) return { status: 201, body: representation ? '[]' : undefined, headers };
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
          total += 1;
        }
        if (countExact) headers['Content-Range'] = `0-${total - 1}/${total}`;
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
      // Hosted Supabase runs pg_safeupdate for API requests: no UPDATE or DELETE without a filter.
      if (!where) throw pgrstError(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`);
      if (method === 'DELETE') return finish(`delete from ${table} where ${where}${returning}`, params, 200);
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
      const columns = Object.keys(body);
      for (const name of columns) {
        if (!relation.columns.has(name)) {
          throw pgrstError(400, 'PGRST204', `Could not find the '${name}' column of '${relation.name}' in the schema cache`);
        }
      }
      if (columns.length === 0) return { status: representation ? 200 : 204, body: representation ? '[]' : undefined, headers };
      params.push(JSON.stringify(body));
      const source = `$${params.length}`;
      const sql =
        `update ${table} set ${columns.map((name) => `${quoteIdent(name)} = _pgrst_body.${quoteIdent(name)}`).join(', ')} ` +
        `from (select * from json_populate_record(null::${table}, ${source}::json)) _pgrst_body where ${where}${returning}`;
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
      const body =
        method === 'GET' || method === 'HEAD' || method === 'DELETE'
          ? undefined
          : await readJson(req, () => pgrstError(400, 'PGRST102', 'Empty or invalid json'));
      const segments = subpath.split('/').filter(Boolean).map(decodeURIComponent);
      const result = await db.transaction(async (tx) => {
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('request.method', $3, true), set_config('request.path', $4, true)`,
          [role, JSON.stringify(claims), method, url.pathname],
        );
        if (segments[0] === 'rpc' && segments.length === 2) {
          const args = method === 'GET' ? Object.fromEntries(url.searchParams) : ((body ?? {}) as Record<string, unknown>);
          return { status: 200, body: await runRpc(tx, segments[1]!, args, req), headers: {} };
        }
        if (segments.length !== 1) throw pgrstError(404, 'PGRST125', `Invalid path specified in request URL`);
        return handle(tx, req, url, segments[0]!, body);
      });
      send(res, result.status, result.body, { ...corsHeaders, ...result.headers });
    } catch (error) {
      if (error instanceof HttpError) {
        send(res, error.status, error.body, corsHeaders);
        return;
      }
      const pg = error as { code?: string; message?: string; detail?: string; hint?: string };
      if (typeof pg.code === 'string' && /^[0-9A-Z]{5}$/.test(pg.code)) {
        send(
          res,
          statusForSqlState(pg.code, role),
          { code: pg.code, details: pg.detail ?? null, hint: pg.hint ?? null, message: pg.message ?? 'error' },
          corsHeaders,
        );
        return;
      }
      console.error('[rest]', error);
      send(res, 500, { code: 'PGRST000', details: null, hint: null, message: 'Internal error' }, corsHeaders);
    }
  };
}
