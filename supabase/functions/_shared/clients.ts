// The real Stripe and Supabase clients, wired from Deno.env for index.ts and the local functions host.
import Stripe from 'stripe';
import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { readConfig, type FunctionConfig } from './config.ts';
import type { Deps, DepsProvider } from './deps.ts';

const serverAuth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

/** A Stripe client using fetch; locally it points at the stand-in through STRIPE_API_HOST/PORT/PROTOCOL. */
export function createStripeClient(config: FunctionConfig): Stripe {
  return new Stripe(config.stripeSecretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    ...(config.stripeApi ?? {}),
  });
}

/** Builds the production deps from env once, then reuses the clients across requests. */
export function envDeps(
  get: (name: string) => string | undefined = (name) => Deno.env.get(name),
): DepsProvider {
  let deps: Deps | undefined;
  return () => {
    if (deps) return deps;
    const config = readConfig(get);
    deps = {
      config,
      stripe: createStripeClient(config),
      admin: createClient<Database>(config.supabaseUrl, config.supabaseServiceRoleKey, { auth: serverAuth }),
      asUser: (accessToken) =>
        createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
          auth: serverAuth,
          global: { headers: { Authorization: `Bearer ${accessToken}` } },
        }),
    };
    return deps;
  };
}
