import { backedPage } from '@/lib/backend-context';
import { CheckoutReceiptPage } from './components/checkout-receipt-page';
import { CheckoutSuccessPage } from './components/checkout-success-page';
import { checkoutPorts } from './ports';

export { checkoutCopy } from './content/checkout-success';

/** /checkout/receipt, below the owner billing port. */
export const checkoutReceiptPage = /* @__PURE__ */ backedPage(checkoutPorts, CheckoutReceiptPage);

/** /checkout-success, below the owner billing port. */
export const checkoutSuccessPage = /* @__PURE__ */ backedPage(checkoutPorts, CheckoutSuccessPage);
