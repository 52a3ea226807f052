// Public entry of the local Stripe stand-in.
export {
  LOCAL_DEPOSIT_PRICE_ID,
  startStripeStandin,
  type StripeEvent,
  type StripeStandin,
  type StripeStandinOptions,
} from './server';
export { signPayload } from './webhooks';
export { startPaymentServices, type PaymentServices, type PaymentServicesOptions } from './payment-services';
