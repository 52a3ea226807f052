// Starts what the local stack needs for payments: the Stripe stand-in and the Deno functions host, wired together
// with a per-run webhook secret so the stand-in's signed events verify in the stripe-webhook function.
import { randomBytes } from 'node:crypto';
import { startFunctionsHost } from '../functions-runner';
import type { LocalStack } from '../stack';
import { LOCAL_DEPOSIT_PRICE_ID, startStripeStandin, type StripeStandin } from './server';

/** Options for {@link startPaymentServices}. */
export interface PaymentServicesOptions {
  /** The running local API (startLocalStack's result). */
  stack: Pick<LocalStack, 'apiUrl' | 'publishableKey' | 'secretKey' | 'legacyKeys' | 'jwks'> & {
    mailApi?: { url: string; apiKey: string };
  };
  /** Origins the app is served from (CORS and checkout redirect allow-list). */
  siteOrigins: string[];
  /** Stripe stand-in port (12111 by default, 0 = free). */
  stripePort?: number;
  /** Functions host port (0 or undefined = free). */
  functionsPort?: number;
  /** Forward Deno's output (default true). */
  log?: boolean;
}

/** The running payment services. */
export interface PaymentServices {
  stripeUrl: string;
  functionsUrl: string;
  depositPriceId: string;
  /** The stand-in itself (events, port) for tests. */
  standin: StripeStandin;
  /** The per-run signing secret shared by the stand-in and the stripe-webhook function. */
  webhookSecret: string;
  stop(): Promise<void>;
}

/** Starts the Stripe stand-in and the functions host; point the stack's /functions/v1 at `functionsUrl`. */
export async function startPaymentServices(options: PaymentServicesOptions): Promise<PaymentServices> {
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const standin = await startStripeStandin({
    port: options.stripePort,
    webhookUrl: `${options.stack.apiUrl}/functions/v1/stripe-webhook`,
    webhookSecret,
  });
  try {
    const functions = await startFunctionsHost({
      port: options.functionsPort,
      log: options.log,
      env: {
        SUPABASE_URL: options.stack.apiUrl,
        // What the hosted runtime provides (supabase.com/docs/guides/functions/secrets): the keys as JSON maps by
        // name, the JWKS, and the legacy keys while the project has them.
        SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: options.stack.publishableKey }),
        SUPABASE_SECRET_KEYS: JSON.stringify({ default: options.stack.secretKey }),
        SUPABASE_JWKS: JSON.stringify(options.stack.jwks),
        SUPABASE_ANON_KEY: options.stack.legacyKeys.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: options.stack.legacyKeys.serviceRoleKey,
        // The stand-in accepts any sk_ key; this one is not a Stripe credential.
        STRIPE_SECRET_KEY: 'sk_test_local_standin',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_DEPOSIT_PRICE_ID: LOCAL_DEPOSIT_PRICE_ID,
        SITE_ORIGINS: options.siteOrigins.join(','),
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(standin.port),
        STRIPE_API_PROTOCOL: 'http',
        // The mail port sends through the stack's Resend stand-in, which delivers to the local mailbox.
        RESEND_API_KEY: options.stack.mailApi?.apiKey,
        MAIL_API_URL: options.stack.mailApi?.url,
      },
    });
    return {
      stripeUrl: standin.url,
      functionsUrl: functions.url,
      depositPriceId: LOCAL_DEPOSIT_PRICE_ID,
      standin,
      webhookSecret,
      stop: async () => {
        await functions.stop();
        await standin.stop();
      },
    };
  } catch (error) {
    await standin.stop();
    throw error;
  }
}
