// What the handlers need from the outside world, so tests can pass doubles and index.ts the real clients.
import type Stripe from 'stripe';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import type { FunctionConfig, ProjectConfig } from './config.ts';

/** The few Stripe calls the functions make (the real SDK satisfies it; tests pass a double). */
export interface StripeApi {
  customers: {
    create(params: Stripe.CustomerCreateParams, options?: Stripe.RequestOptions): Promise<Stripe.Customer>;
  };
  refunds: {
    create(params: Stripe.RefundCreateParams, options?: Stripe.RequestOptions): Promise<Stripe.Refund>;
  };
  paymentIntents: {
    retrieve(id: string, params?: Stripe.PaymentIntentRetrieveParams): Promise<Stripe.PaymentIntent>;
  };
  checkout: {
    sessions: {
      create(
        params: Stripe.Checkout.SessionCreateParams,
        options?: Stripe.RequestOptions,
      ): Promise<Stripe.Checkout.Session>;
      retrieve(id: string, params?: Stripe.Checkout.SessionRetrieveParams): Promise<Stripe.Checkout.Session>;
    };
  };
}

/** What every function has of its project. */
export interface ProjectDeps<C extends ProjectConfig = ProjectConfig> {
  config: C;
  /** Service-role client (the secret key): bypasses RLS, used for server-owned tables and to verify sessions. */
  admin: SupabaseClient<Database>;
  /** A client acting as the signed-in caller, so RLS decides what they may read. */
  asUser(accessToken: string): SupabaseClient<Database>;
}

/** Everything a payment handler depends on. */
export interface Deps extends ProjectDeps<FunctionConfig> {
  stripe: StripeApi;
}

/** Deps are built lazily per request so a missing env var becomes a 500, not a crash at import time. */
export type DepsProvider = () => Deps;
