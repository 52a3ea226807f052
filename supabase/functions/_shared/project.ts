// The project's Supabase clients from env, for every function; kept apart from Stripe so a function that needs no
// payments does not bundle or configure them.
import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { readProjectConfig, type ProjectConfig } from './config.ts';
import type { ProjectDeps } from './deps.ts';

const serverAuth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

export type Get = (name: string) => string | undefined;
export const denoEnv: Get = (name) => Deno.env.get(name);

/** The project's clients: the secret key's service-role client, and clients acting as a signed-in caller. */
export function projectClients<C extends ProjectConfig>(config: C): ProjectDeps<C> {
  return {
    config,
    admin: createClient<Database>(config.supabaseUrl, config.secretKey, { auth: serverAuth }),
    asUser: (accessToken) =>
      createClient<Database>(config.supabaseUrl, config.publishableKey, {
        auth: serverAuth,
        global: { headers: { Authorization: `Bearer ${accessToken}` } },
      }),
  };
}

/** The deps of a function that needs only the project (no Stripe), built from env once. */
export function envProjectDeps(get: Get = denoEnv): () => ProjectDeps {
  let deps: ProjectDeps | undefined;
  return () => (deps ??= projectClients(readProjectConfig(get)));
}

