// Runs the Stripe stand-in on its own: `npx tsx supabase/local/stripe/main.ts` (the local stack launcher normally
// starts it in-process). Env: STRIPE_WEBHOOK_SECRET (required), STRIPE_WEBHOOK_URL, STRIPE_STANDIN_PORT (12111).
import { startStripeStandin } from './server';

const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
if (!webhookSecret) {
  console.error('Set STRIPE_WEBHOOK_SECRET (the same value the stripe-webhook function uses).');
  process.exit(1);
}

const standin = await startStripeStandin({
  port: Number(process.env.STRIPE_STANDIN_PORT ?? 12111),
  webhookUrl: process.env.STRIPE_WEBHOOK_URL || undefined,
  webhookSecret,
});
console.info(`Stripe stand-in on ${standin.url} (payments: ${standin.url}/__payments)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void standin.stop().then(() => process.exit(0));
  });
}
