/** A checkout failure; `loginRequired` asks the page to send the visitor to /login afterwards. */
export class CheckoutError extends Error {
  readonly loginRequired: boolean;
  constructor(message: string, loginRequired = false) {
    super(message);
    this.name = 'CheckoutError';
    this.loginRequired = loginRequired;
  }
}
