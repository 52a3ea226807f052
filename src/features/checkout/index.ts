export { CheckoutSuccessPage } from './components/checkout-success-page';
export { checkoutCopy, receiptText } from './content/checkout-success';
