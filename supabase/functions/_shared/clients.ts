// The real Stripe and Supabase clients, wired from Deno.env for index.ts and the local functions host.
import Stripe from 'stripe';
import { readConfig, type FunctionConfig } from './config.ts';
import type { Deps, DepsProvider } from './deps.ts';
import { denoEnv, projectClients, type Get } from './project.ts';

/** A Stripe client using fetch; locally it points at the stand-in through STRIPE_API_HOST/PORT/PROTOCOL. */
export function createStripeClient(config: FunctionConfig): Stripe {
  return new Stripe(config.stripeSecretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    ...(config.stripeApi ?? {}),
  });
}

/** The payment functions' deps from env, built once, then reused across requests. */
export function envDeps(get: Get = denoEnv): DepsProvider {
  let deps: Deps | undefined;
  return () => {
    if (deps) return deps;
    const config = readConfig(get);
    deps = { ...projectClients(config), stripe: createStripeClient(config) };
    return deps;
  };
}
