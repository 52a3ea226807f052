import assert from 'node:assert/strict';
import type { SupabaseClient } from '@supabase/supabase-js';
import { requireCaller } from './auth.ts';
import type { ProjectDeps } from './deps.ts';
import { HttpError } from './http.ts';

/** Deps whose getClaims answers (or throws) as given. */
function depsAnswering(getClaims: () => Promise<unknown>): ProjectDeps {
  return { config: { jwks: undefined }, admin: { auth: { getClaims } } as unknown as SupabaseClient } as unknown as ProjectDeps;
}

const request = (token: string) => new Request('http://x/fn', { headers: { Authorization: `Bearer ${token}` } });
const claims = (extra: Record<string, unknown>) => Promise.resolve({ data: { claims: extra }, error: null });

async function status(deps: ProjectDeps): Promise<number> {
  try {
    await requireCaller(request('t'), deps);
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

Deno.test('a verified session of a signed-in user is the caller, with its e-mail and app metadata', async () => {
  const deps = depsAnswering(() => claims({ sub: 'u1', role: 'authenticated', email: 'a@example.test', app_metadata: { role: 'vendor' } }));
  assert.deepEqual(await requireCaller(request('t'), deps), {
    id: 'u1',
    email: 'a@example.test',
    appMetadata: { role: 'vendor' },
    accessToken: 't',
  });
});

Deno.test('a token that names no user (an API key role) or another role is 401, and so is one getClaims cannot even check', async () => {
  assert.equal(await status(depsAnswering(() => claims({ role: 'anon' }))), 401);
  assert.equal(await status(depsAnswering(() => claims({ sub: 'u1', role: 'service_role' }))), 401);
  assert.equal(await status(depsAnswering(() => Promise.reject(new Error('Invalid alg claim')))), 401);
  const invalid = { data: null, error: { name: 'AuthInvalidJwtError', status: 400, message: 'Invalid JWT signature' } };
  assert.equal(await status(depsAnswering(() => Promise.resolve(invalid))), 401);
});

Deno.test('an unreachable Auth server is our failure, not a 401', async () => {
  const down = { data: null, error: { name: 'AuthRetryableFetchError', status: 0, message: 'fetch failed' } };
  await assert.rejects(requireCaller(request('t'), depsAnswering(() => Promise.resolve(down))), { name: 'AuthRetryableFetchError' });
});
