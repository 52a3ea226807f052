// @vitest-environment node
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusForSqlState } from '../../supabase/local/rest.ts';
import { readApiMaxRows, startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';
import { createTestClient, restRequest, signUpOwner } from './support.ts';

/**
 * Contract: the /rest/v1 stand-in answers like hosted PostgREST 12 (the Supabase data API) for the row cap,
 * pagination, counts, range statuses, error bodies and the per-request settings SQL can read. Each test names the
 * PostgREST documentation section or source file (v12.2.12) it follows; the expected values are upstream's own where
 * its test suite has them (test/spec/Feature/Query/RangeSpec.hs and QueryLimitedSpec.hs, over the same 15 `items`).
 */

let stack: LocalStack;
/** A second stack with db-max-rows = 2, as upstream's QueryLimitedSpec runs. */
let limited: LocalStack;

const CAPPED_ROWS = 1500;

/**
 * Fixtures created as the database superuser. As on a project created today, a new table in `public` is not exposed
 * to the API roles until granted (Supabase changelog 45329, "Tables not exposed to Data and GraphQL API
 * automatically"), so the fixtures grant what the tests use.
 */
const fixtures = `
  -- PostgREST's test fixtures: items 1..15, an empty menagerie, getitemrange (test/spec/fixtures/schema.sql).
  create table public.contract_items (id bigint primary key);
  insert into public.contract_items select generate_series(1, 15);
  create table public.contract_menagerie (id bigint primary key);
  create table public.contract_scratch (id bigint primary key, name text);
  insert into public.contract_scratch select g, 'row ' || g from generate_series(1, 5) g;
  create function public.contract_getitemrange(min bigint, max bigint) returns setof public.contract_items
    language sql stable as $$ select * from public.contract_items where id > min and id <= max $$;
  create function public.contract_series(n integer) returns setof integer
    language sql stable as $$ select generate_series(1, n) $$;
  create function public.contract_void() returns void language sql as $$ select $$;
  create function public.contract_add_one_each(arr integer[], tags text[] default '{}', doc jsonb default null)
    returns json language sql as $$ select json_build_object('arr', (select array_agg(x + 1) from unnest(arr) x), 'tags', tags, 'doc', doc) $$;
  -- What SQL can read of the request (docs/references/transactions.rst).
  create function public.contract_request() returns json language sql stable as $$
    select json_build_object(
      'headers', current_setting('request.headers', true)::json,
      'cookies', current_setting('request.cookies', true)::json,
      'method', current_setting('request.method', true),
      'path', current_setting('request.path', true),
      'claims', current_setting('request.jwt.claims', true)::json)
  $$;
  create view public.contract_request_view as
    select current_setting('request.method', true) as method, current_setting('request.path', true) as path;
  grant select, insert, update, delete on public.contract_items, public.contract_menagerie, public.contract_scratch
    to anon, authenticated, service_role;
  grant select on public.contract_request_view to anon, authenticated, service_role;
`;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, bcryptCost: 4 });
  limited = await startLocalStack({ port: 0, bcryptCost: 4, maxRows: 2 });
  await stack.db.exec(fixtures);
  await limited.db.exec(fixtures);
  // One statement, not 1,500 requests.
  await stack.db.query(
    `insert into public.newsletter_signups (client_id, email, source)
     select 'NEWS-CAP' || lpad(g::text, 6, '0'), 'cap-' || g || '@example.com', 'contract'
     from generate_series(1, ${CAPPED_ROWS}) g`,
  );
});

afterAll(async () => {
  await stack?.stop();
  await limited?.stop();
});

const service = (target: LocalStack = stack) => ({ key: target.secretKey });
const ids = (json: unknown) => (json as { id: number }[]).map((row) => row.id);
const range = (answer: { headers: Headers }) => answer.headers.get('content-range');
const errorKeys = (json: unknown) => Object.keys(json as object).sort();

/** A request over node:http, which keeps the header names' letter case as sent (fetch lower-cases them). */
function rawGet(target: LocalStack, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const req = request(`${target.apiUrl}/rest/v1${path}`, { headers: { apikey: target.publishableKey, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) as unknown }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('db-max-rows (docs/references/configuration.rst; Supabase [api] max_rows)', () => {
  it('Configuration › db-max-rows: the cap is [api] max_rows of supabase/config.toml, read at stack start', () => {
    // A tiny TOML read of our own: the [api] table up to the next table header, then its max_rows line.
    const toml = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
    const api = /^\[api\][^\n]*\n([\s\S]*?)(?=^\[)/m.exec(toml)?.[1] ?? '';
    const configured = Number(/^max_rows\s*=\s*(\d+)/m.exec(api)?.[1]);
    expect(configured).toBe(1000);
    expect(readApiMaxRows()).toBe(configured);
    expect(stack.maxRows).toBe(configured);
    expect(limited.maxRows).toBe(2);
  });

  it('Configuration › db-max-rows: a GET as service_role returns exactly max_rows rows; count=exact gives 0-999/N and 206', async () => {
    const path = '/newsletter_signups?select=client_id&client_id=like.NEWS-CAP*&order=client_id';
    const counted = await restRequest(stack, path, { ...service(), headers: { Prefer: 'count=exact' } });
    expect(counted.status).toBe(206);
    expect(range(counted)).toBe(`0-999/${CAPPED_ROWS}`);
    const rows = counted.json as { client_id: string }[];
    expect(rows).toHaveLength(1000);
    expect(rows[0]!.client_id).toBe('NEWS-CAP000001');
    expect(rows.at(-1)!.client_id).toBe('NEWS-CAP001000');

    const uncounted = await restRequest(stack, path, service());
    expect(uncounted.status).toBe(200);
    expect(range(uncounted)).toBe('0-999/*');
    expect(uncounted.json).toHaveLength(1000);

    // What the app sees through supabase-js: 1,000 rows and the true count.
    const viaClient = await createTestClient(stack, stack.secretKey)
      .from('newsletter_signups')
      .select('client_id', { count: 'exact' })
      .like('client_id', 'NEWS-CAP*');
    expect(viaClient.error).toBeNull();
    expect(viaClient.data).toHaveLength(1000);
    expect(viaClient.count).toBe(CAPPED_ROWS);
  });

  it('Configuration › db-max-rows: the next page comes with offset or an open Range, still capped, counted from the offset', async () => {
    const path = '/newsletter_signups?select=client_id&client_id=like.NEWS-CAP*&order=client_id';
    const second = await restRequest(stack, `${path}&offset=1000`, { ...service(), headers: { Prefer: 'count=exact' } });
    expect(second.status).toBe(206);
    expect(range(second)).toBe(`1000-1499/${CAPPED_ROWS}`);
    expect((second.json as { client_id: string }[])[0]!.client_id).toBe('NEWS-CAP001001');

    const openRange = await restRequest(stack, path, { ...service(), headers: { Range: '200-', 'Range-Unit': 'items' } });
    expect(openRange.status).toBe(200);
    expect(range(openRange)).toBe('200-1199/*');
    expect(openRange.json).toHaveLength(1000);
  });

  it('Configuration › db-max-rows: applies to a set-returning function (rpc) as to a table', async () => {
    const answer = await restRequest(stack, '/rpc/contract_series?n=1500', { headers: { Prefer: 'count=exact' } });
    expect(answer.status).toBe(206);
    expect(range(answer)).toBe('0-999/1500');
    expect(answer.json).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
  });

  it('QueryLimitedSpec (max-rows=2): restricts results, respects additional client limiting, works with limit 0', async () => {
    const all = await restRequest(limited, '/contract_items?order=id');
    expect(all).toMatchObject({ status: 200, json: [{ id: 1 }, { id: 2 }] });
    expect(range(all)).toBe('0-1/*');
    const one = await restRequest(limited, '/contract_items?order=id', { headers: { Range: '0-0' } });
    expect(one.json).toEqual([{ id: 1 }]);
    expect(range(one)).toBe('0-0/*');
    const none = await restRequest(limited, '/contract_items?limit=0');
    expect(none).toMatchObject({ status: 200, json: [] });
    expect(range(none)).toBe('*/*');
  });

  it('QueryLimitedSpec (max-rows=2) › on mutations: inserts, updates and deletes return every row they changed', async () => {
    const representation = { ...service(limited), headers: { Prefer: 'return=representation' } };
    const inserted = await restRequest(limited, '/contract_scratch?select=id', {
      ...representation,
      method: 'POST',
      body: [{ id: 6 }, { id: 7 }, { id: 8 }],
    });
    expect(inserted).toMatchObject({ status: 201, json: [{ id: 6 }, { id: 7 }, { id: 8 }] });
    const updated = await restRequest(limited, '/contract_scratch?select=id,name&id=gt.5', {
      ...representation,
      method: 'PATCH',
      body: { name: 'Barista' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toHaveLength(3);
    const deleted = await restRequest(limited, '/contract_scratch?select=id&id=gt.5', { ...representation, method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(ids(deleted.json).sort()).toEqual([6, 7, 8]);
  });
});

describe('Pagination and Count (docs/references/api/pagination_count.rst, src/PostgREST/RangeQuery.hs)', () => {
  it('Limits and Pagination › Query Parameters: limit and offset (limit=3&offset=2 → 2-4/*), on GET and HEAD', async () => {
    const answer = await restRequest(stack, '/contract_items?select=id&order=id.asc&limit=3&offset=2');
    expect(answer).toMatchObject({ status: 200, json: [{ id: 3 }, { id: 4 }, { id: 5 }] });
    expect(range(answer)).toBe('2-4/*');
    const head = await restRequest(stack, '/contract_items?select=id&order=id.asc&limit=3&offset=2', { method: 'HEAD' });
    expect(head).toMatchObject({ status: 200, text: '' });
    expect(range(head)).toBe('2-4/*');
    const limit = await restRequest(stack, '/contract_items?select=id&order=id.asc&limit=3');
    expect(range(limit)).toBe('0-2/*');
  });

  it('Limits and Pagination › Range Header: narrows a larger limit, is truncated at the end, may be open-ended', async () => {
    const narrowed = await restRequest(stack, '/contract_items?select=id&order=id.asc&limit=3', {
      headers: { 'Range-Unit': 'items', Range: '0-1' },
    });
    expect(narrowed.json).toEqual([{ id: 1 }, { id: 2 }]);
    expect(range(narrowed)).toBe('0-1/*');
    const truncated = await restRequest(stack, '/contract_items?select=id&order=id', { headers: { Range: '10-100' } });
    expect(ids(truncated.json)).toEqual([11, 12, 13, 14, 15]);
    expect(range(truncated)).toBe('10-14/*');
    expect(truncated.status).toBe(200);
    const open = await restRequest(stack, '/contract_items?select=id&order=id', { headers: { Range: '13-' } });
    expect(ids(open.json)).toEqual([14, 15]);
    expect(range(open)).toBe('13-14/*');
  });

  it('Counting › Exact Count: from-to/total, 206 for part of the rows, 200 for all of them, */0 when there are none', async () => {
    const partial = await restRequest(stack, '/contract_items?order=id', { headers: { Range: '0-4', Prefer: 'count=exact' } });
    expect(partial.status).toBe(206);
    expect(range(partial)).toBe('0-4/15');
    expect(partial.headers.get('preference-applied')).toBe('count=exact');
    const whole = await restRequest(stack, '/contract_items', { headers: { Prefer: 'count=exact' } });
    expect(whole.status).toBe(200);
    expect(range(whole)).toBe('0-14/15');
    const empty = await restRequest(stack, '/contract_items?id=eq.0', { headers: { Prefer: 'count=exact' } });
    expect(empty).toMatchObject({ status: 200, json: [] });
    expect(range(empty)).toBe('*/0');
    const limitZero = await restRequest(stack, '/contract_items?limit=0', { headers: { Prefer: 'count=exact' } });
    expect(limitZero).toMatchObject({ status: 206, json: [] });
    expect(range(limitZero)).toBe('*/15');
  });

  it('Counting: without a count preference the total is * (and count=none is no count preference)', async () => {
    for (const headers of [{}, { Prefer: 'count=none' }] as Record<string, string>[]) {
      const answer = await restRequest(stack, '/contract_items?select=id&order=id', { headers });
      expect(answer.status).toBe(200);
      expect(range(answer)).toBe('0-14/*');
    }
    const empty = await restRequest(stack, '/contract_menagerie');
    expect(range(empty)).toBe('*/*');
  });

  it('Counting › Planned Count / Estimated Count: answered with the exact count by the stand-in', async () => {
    for (const count of ['planned', 'estimated']) {
      const answer = await restRequest(stack, '/contract_items?limit=5', { headers: { Prefer: `count=${count}` } });
      expect(answer.status).toBe(206);
      expect(range(answer)).toBe('0-4/15');
    }
  });

  it('RangeQuery.hs rangeStatusHeader › 416 when the offset is past the counted total, with PGRST103 and */total', async () => {
    const past = await restRequest(stack, '/contract_items?offset=100', { headers: { Prefer: 'count=exact' } });
    expect(past.status).toBe(416);
    expect(range(past)).toBe('*/15');
    expect(past.json).toEqual({
      code: 'PGRST103',
      details: 'An offset of 100 was requested, but there are only 15 rows.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
    const nothing = await restRequest(stack, '/contract_menagerie?offset=1', { headers: { Prefer: 'count=exact' } });
    expect(nothing).toMatchObject({ status: 416, json: { details: 'An offset of 1 was requested, but there are only 0 rows.' } });
    expect(range(nothing)).toBe('*/0');
    const byHeader = await restRequest(stack, '/contract_items', { headers: { Range: '100-199', Prefer: 'count=exact' } });
    expect(byHeader).toMatchObject({ status: 416, json: { code: 'PGRST103' } });
    const rpc = await restRequest(stack, '/rpc/contract_getitemrange?offset=100&min=0&max=15', { headers: { Prefer: 'count=exact' } });
    expect(rpc).toMatchObject({ status: 416, json: { details: 'An offset of 100 was requested, but there are only 15 rows.' } });
    expect(range(rpc)).toBe('*/15');
  });

  it('RangeQuery.hs rangeStatusHeader › an offset equal to the total is not past it (206, */15); without a count never 416', async () => {
    const atEnd = await restRequest(stack, '/contract_items?offset=15', { headers: { Prefer: 'count=exact' } });
    expect(atEnd).toMatchObject({ status: 206, json: [] });
    expect(range(atEnd)).toBe('*/15');
    const uncounted = await restRequest(stack, '/contract_items?offset=100');
    expect(uncounted).toMatchObject({ status: 200, json: [] });
    expect(range(uncounted)).toBe('*/*');
  });

  it('ApiRequest.hs getRanges › a negative limit and an inverted Range header are 416 PGRST103; a negative offset is a no-op', async () => {
    const negative = await restRequest(stack, '/contract_items?select=id&limit=-1');
    expect(negative.status).toBe(416);
    expect(negative.json).toEqual({
      code: 'PGRST103',
      details: 'Limit should be greater than or equal to zero.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
    const inverted = await restRequest(stack, '/contract_items', { headers: { Range: '1-0' } });
    expect(inverted.status).toBe(416);
    expect(inverted.json).toEqual({
      code: 'PGRST103',
      details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      hint: null,
      message: 'Requested range not satisfiable',
    });
    const negativeOffset = await restRequest(stack, '/contract_items?select=id&offset=-4&order=id');
    expect(negativeOffset.json).toHaveLength(15);
    expect(range(negativeOffset)).toBe('0-14/*');
  });

  it('ApiRequest.hs getRanges › the Range header is honoured on GET only; rpc answers with ranges too', async () => {
    const head = await restRequest(stack, '/contract_items', { method: 'HEAD', headers: { Range: '0-1', Prefer: 'count=exact' } });
    expect(head.status).toBe(200);
    expect(range(head)).toBe('0-14/15');
    const rpc = await restRequest(stack, '/rpc/contract_getitemrange?min=0&max=15', { headers: { Range: '0-1' } });
    expect(rpc).toMatchObject({ status: 200, json: [{ id: 1 }, { id: 2 }] });
    expect(range(rpc)).toBe('0-1/*');
    const post = await restRequest(stack, '/rpc/contract_getitemrange?limit=2&offset=3', {
      method: 'POST',
      body: { min: 0, max: 15 },
      headers: { Prefer: 'count=exact' },
    });
    expect(post).toMatchObject({ status: 206, json: [{ id: 4 }, { id: 5 }] });
    expect(range(post)).toBe('3-4/15');
  });

  it('ApiRequest.hs getRanges › PATCH/DELETE with a limit need an order (PGRST109); with one they change at most that many rows', async () => {
    const unordered = await restRequest(stack, '/contract_scratch?limit=1', { ...service(), method: 'DELETE' });
    expect(unordered.status).toBe(400);
    expect(unordered.json).toEqual({
      code: 'PGRST109',
      details: null,
      hint: "Apply an 'order' using unique column(s)",
      message: "A 'limit' was applied without an explicit 'order'",
    });
    const representation = { ...service(), headers: { Prefer: 'return=representation' } };
    const patched = await restRequest(stack, '/contract_scratch?select=id,name&order=id.desc&limit=2', {
      ...representation,
      method: 'PATCH',
      body: { name: 'last two' },
    });
    expect(patched.status).toBe(200);
    expect(ids(patched.json).sort()).toEqual([4, 5]);
    // A limited DELETE has a WHERE clause of its own, so pg_safeupdate lets it through without a filter.
    const deleted = await restRequest(stack, '/contract_scratch?select=id&order=id&limit=1&offset=1', { ...representation, method: 'DELETE' });
    expect(deleted).toMatchObject({ status: 200, json: [{ id: 2 }] });
    expect(range(deleted)).toBe('*/*');
    const left = await stack.db.query<{ id: number; name: string }>('select id::int, name from public.contract_scratch order by id');
    expect(left.rows).toEqual([
      { id: 1, name: 'row 1' },
      { id: 3, name: 'row 3' },
      { id: 4, name: 'last two' },
      { id: 5, name: 'last two' },
    ]);
  });

  it('Response.hs › writes answer Content-Range */n (insert, delete) and 0-(n-1)/n (update), the total only with a count', async () => {
    const counted = { ...service(), headers: { Prefer: 'count=exact' } };
    const inserted = await restRequest(stack, '/contract_scratch', { ...counted, method: 'POST', body: [{ id: 10 }, { id: 11 }] });
    expect(inserted.status).toBe(201);
    expect(range(inserted)).toBe('*/2');
    const updated = await restRequest(stack, '/contract_scratch?id=gte.10', { ...counted, method: 'PATCH', body: { name: 'x' } });
    expect(updated.status).toBe(204);
    expect(range(updated)).toBe('0-1/2');
    const uncounted = await restRequest(stack, '/contract_scratch?id=gte.10', { ...service(), method: 'PATCH', body: { name: 'y' } });
    expect(range(uncounted)).toBe('0-1/*');
    const deleted = await restRequest(stack, '/contract_scratch?id=gte.10', { ...counted, method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect(range(deleted)).toBe('*/2');
  });
});

describe('Errors (src/PostgREST/Error.hs)', () => {
  it('Error.hs toJsonPgrstError › every error body has exactly code, details, hint and message', async () => {
    const owner = await signUpOwner(stack, 'errors');
    const failures = [
      await restRequest(stack, '/contract_items', { ...service(), method: 'POST', body: '{not json' }),
      await restRequest(stack, '/rpc/no_such_function'),
      await restRequest(stack, '/rpc/contract_series', { method: 'PATCH', body: {} }),
      await restRequest(stack, '/contract_items?id=eq.0', { headers: { Accept: 'application/vnd.pgrst.object+json' } }),
      await restRequest(stack, '/contract_items', { headers: { Range: '5-1' } }),
      await restRequest(stack, '/contract_items?order=nope'),
      await restRequest(stack, '/contract_items?id=eq.not-a-number'),
      await restRequest(stack, '/stripe_orders', { method: 'POST', body: { checkout_session_id: 'cs_x', customer_id: 'cus_x' } }),
      await restRequest(stack, '/stripe_orders', {
        method: 'POST',
        token: owner.session.access_token,
        body: { checkout_session_id: 'cs_y', customer_id: 'cus_y' },
      }),
      await restRequest(stack, '/contract_items', { headers: { 'Accept-Profile': 'private' } }),
    ];
    expect(failures.map((answer) => [answer.status, (answer.json as { code: string }).code])).toEqual([
      [400, 'PGRST102'],
      [404, 'PGRST202'],
      [405, 'PGRST101'],
      [406, 'PGRST116'],
      [416, 'PGRST103'],
      [400, '42703'],
      [400, '22P02'],
      [401, '42501'],
      [403, '42501'],
      [406, 'PGRST106'],
    ]);
    for (const answer of failures) expect(errorKeys(answer.json)).toEqual(['code', 'details', 'hint', 'message']);
    // Error.hs: a 401 from the database asks for a bearer token.
    expect(failures[7]!.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('Error.hs pgErrorStatus › SQLSTATE to HTTP status, case by case', () => {
    const cases: [string, string, string, number][] = [
      ['42501', 'anon', 'permission denied', 401],
      ['42501', 'authenticated', 'permission denied', 403],
      ['21000', 'service_role', 'DELETE requires a WHERE clause', 400],
      ['21000', 'service_role', 'more than one row returned by a subquery used as an expression', 500],
      ['23505', 'anon', 'duplicate key value', 409],
      ['23503', 'anon', 'foreign key', 409],
      ['23514', 'anon', 'check', 400],
      ['22023', 'authenticated', 'unknown admin list', 400],
      ['P0001', 'anon', 'raise', 400],
      ['P0002', 'anon', 'no data found', 500],
      ['42883', 'anon', 'function nope() does not exist', 404],
      ['42P01', 'anon', 'relation does not exist', 404],
      ['42P17', 'anon', 'infinite recursion detected in policy', 500],
      ['25006', 'anon', 'read-only transaction', 405],
      ['25001', 'anon', 'active transaction', 500],
      ['54000', 'anon', 'program limit exceeded', 500],
      ['53400', 'anon', 'configuration limit exceeded', 500],
      ['53300', 'anon', 'too many connections', 503],
      ['57014', 'anon', 'canceling statement due to statement timeout', 500],
      ['57P01', 'anon', 'terminating connection', 503],
      ['08006', 'anon', 'connection failure', 503],
      ['PT418', 'anon', 'custom status', 418],
      ['XX000', 'anon', 'internal', 500],
    ];
    expect(cases.map(([code, role, message]) => statusForSqlState(code, role, message))).toEqual(cases.map((c) => c[3]));
  });
});

describe('Transactions (docs/references/transactions.rst)', () => {
  type Seen = {
    headers: Record<string, string>;
    cookies: Record<string, string>;
    method: string;
    path: string;
    claims: Record<string, unknown>;
  };

  it('Request Headers, Cookies and JWT claims: request.headers with lower-cased names and no Cookie; request.cookies parsed', async () => {
    const answer = await rawGet(stack, '/rpc/contract_request', {
      'X-Contract-Header': 'Hello',
      'User-Agent': 'contract-test',
      Cookie: 'sessionId=abc123; theme="dark"',
    });
    expect(answer.status).toBe(200);
    const seen = answer.json as Seen;
    expect(seen.headers['x-contract-header']).toBe('Hello');
    expect(seen.headers['user-agent']).toBe('contract-test');
    expect(seen.headers.apikey).toBe(stack.publishableKey);
    expect(Object.keys(seen.headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(seen.headers).not.toHaveProperty('cookie');
    expect(seen.cookies).toEqual({ sessionId: 'abc123', theme: 'dark' });
    expect(seen.claims).toMatchObject({ role: 'anon' });
  });

  it('Request Headers, Cookies and JWT claims: request.jwt.claims are the caller’s token; request.cookies is {} without cookies', async () => {
    const owner = await signUpOwner(stack, 'gucs');
    const answer = await restRequest(stack, '/rpc/contract_request', { method: 'POST', body: {}, token: owner.session.access_token });
    expect(answer.status).toBe(200);
    const seen = answer.json as Seen;
    expect(seen.claims).toMatchObject({ sub: owner.user.id, role: 'authenticated', email: owner.email });
    expect(seen.headers.authorization).toBe(`Bearer ${owner.session.access_token}`);
    expect(seen.cookies).toEqual({});
    expect(seen.method).toBe('POST');
  });

  it('Request Path and Method: the path below /rest/v1 (as PostgREST sees it behind Kong) and the method, for tables and rpc', async () => {
    const rpc = await restRequest(stack, '/rpc/contract_request');
    expect(rpc.json).toMatchObject({ method: 'GET', path: '/rpc/contract_request' });
    const view = await restRequest(stack, '/contract_request_view');
    expect(view.json).toEqual([{ method: 'GET', path: '/contract_request_view' }]);
    const viaClient = await createTestClient(stack).from('contract_request_view').select('*');
    expect(viaClient.data).toEqual([{ method: 'GET', path: '/contract_request_view' }]);
  });

  it('Functions as RPC › a JSON array is a Postgres array for an array parameter, and stays JSON for a jsonb one', async () => {
    // Supabase docs, "Call a Postgres function", Bulk processing: rpc('add_one_each', { arr: [1, 2, 3] }).
    const answer = await createTestClient(stack, stack.secretKey).rpc('contract_add_one_each', {
      arr: [1, 2, 3],
      tags: ['a "quoted", one', 'back\\slash', 'NULL'],
      doc: [1, 2],
    });
    expect(answer.error).toBeNull();
    expect(answer.data).toEqual({ arr: [2, 3, 4], tags: ['a "quoted", one', 'back\\slash', 'NULL'], doc: [1, 2] });
  });

  it('Response.hs › a function returning void answers 204 with no body', async () => {
    const answer = await restRequest(stack, '/rpc/contract_void', { method: 'POST', body: {} });
    expect(answer).toMatchObject({ status: 204, text: '' });
  });
});
