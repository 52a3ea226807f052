import { env } from './env';

/** A product offered through Stripe Checkout. */
export type StripeProduct = {
  id: string;
  /** The Stripe price id; undefined when the build was made without one. */
  priceId: string | undefined;
  name: string;
  description: string;
  mode: 'payment' | 'subscription';
  /** Price in dollars, for display. */
  price: number;
};

/** The $99 refundable deposit that reserves a spot and locks the 2% lifetime rate. */
export const depositProduct: StripeProduct = {
  id: 'reserve-spot',
  priceId: env.VITE_STRIPE_DEPOSIT_PRICE_ID,
  name: 'Reserve Spot',
  description: 'Fully refundable $99 deposit that reserves your place on the waitlist and locks in the 2% lifetime rate.',
  mode: 'payment',
  price: 99,
};

/** Every product this build sells. */
export const stripeProducts = [depositProduct] as const;
