export { CheckoutReceiptPage } from './components/checkout-receipt-page';
export { CheckoutSuccessPage } from './components/checkout-success-page';
export { checkoutCopy } from './content/checkout-success';
