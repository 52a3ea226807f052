// Checked by `npm run typecheck`, never run: a route compiles only when it makes every port its page's feature
// states (beyond the root's auth). Each @ts-expect-error below fails the typecheck if the line it marks compiles.
import { accountParts } from '@/app/backend/account';
import { adminParts } from '@/app/backend/admin';
import { billingParts } from '@/app/backend/billing';
import { onboardingCallsParts } from '@/app/backend/onboarding-calls';
import { submissionsPart } from '@/app/backend/submissions';
import { newsletterLinksPart } from '@/app/backend/newsletter-links';
import { vendorParts } from '@/app/backend/vendor';
import { BackedRoute } from '@/app/backend/with-backend';
import { adminPage } from '@/features/admin';
import { checkoutReceiptPage } from '@/features/checkout';
import { newsletterLinkPage } from '@/features/newsletter/link-pages';
import { waitlistPage } from '@/features/waitlist';

export const routesThatCompile = [
  <BackedRoute key="receipt" make={billingParts} page={checkoutReceiptPage} />,
  <BackedRoute key="waitlist" make={() => ({ ...billingParts(), ...submissionsPart() })} page={waitlistPage} />,
  <BackedRoute key="confirm" make={newsletterLinksPart} page={newsletterLinkPage} props={{ action: 'confirm' }} />,
  <BackedRoute key="admin" make={() => ({ ...adminParts(), ...onboardingCallsParts() })} page={adminPage} />,
];

export const routesMissingAPort = [
  // @ts-expect-error -- the receipt reads the owner's orders (ownerBilling), which the account's parts do not make
  <BackedRoute key="receipt" make={accountParts} page={checkoutReceiptPage} />,
  // @ts-expect-error -- the waitlist flow also saves the signup (submissions), which the billing parts do not make
  <BackedRoute key="waitlist" make={billingParts} page={waitlistPage} />,
  // @ts-expect-error -- the confirmation page says which link it is: its `action` prop is required
  <BackedRoute key="confirm" make={newsletterLinksPart} page={newsletterLinkPage} />,
  // @ts-expect-error -- the admin dashboard reads the admin's sign-in and data, which the vendor's parts do not make
  <BackedRoute key="admin" make={vendorParts} page={adminPage} />,
  // @ts-expect-error -- the admin dashboard also reads the admin's data (adminData), not only the sign-in
  <BackedRoute key="admin" make={() => ({ adminAuth: adminParts().adminAuth })} page={adminPage} />,
];

// The admin feature hands out its page only with its ports: there is no bare component to render without them.
// @ts-expect-error -- the feature's index exports `adminPage`, not the component
export { AdminPage } from '@/features/admin';
