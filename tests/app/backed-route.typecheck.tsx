// Checked by `npm run typecheck`, never run: a route compiles only when it makes every port its page's feature
// states (beyond the root's auth). Each @ts-expect-error below fails the typecheck if the line it marks compiles.
import { accountParts } from '@/app/backend/account';
import { billingParts } from '@/app/backend/billing';
import { submissionsPart } from '@/app/backend/submissions';
import { newsletterLinksPart } from '@/app/backend/newsletter-links';
import { BackedRoute } from '@/app/backend/with-backend';
import { checkoutReceiptPage } from '@/features/checkout';
import { newsletterLinkPage } from '@/features/newsletter/link-pages';
import { waitlistPage } from '@/features/waitlist';

export const routesThatCompile = [
  <BackedRoute key="receipt" make={billingParts} page={checkoutReceiptPage} />,
  <BackedRoute key="waitlist" make={() => ({ ...billingParts(), ...submissionsPart() })} page={waitlistPage} />,
  <BackedRoute key="confirm" make={newsletterLinksPart} page={newsletterLinkPage} props={{ action: 'confirm' }} />,
];

export const routesMissingAPort = [
  // @ts-expect-error -- the receipt reads the owner's orders (ownerBilling), which the account's parts do not make
  <BackedRoute key="receipt" make={accountParts} page={checkoutReceiptPage} />,
  // @ts-expect-error -- the waitlist flow also saves the signup (submissions), which the billing parts do not make
  <BackedRoute key="waitlist" make={billingParts} page={waitlistPage} />,
  // @ts-expect-error -- the confirmation page says which link it is: its `action` prop is required
  <BackedRoute key="confirm" make={newsletterLinksPart} page={newsletterLinkPage} />,
];
