/** Why a checkout failed when the page should do more than show the message. */
export type CheckoutErrorOptions = {
  /** No session (or an expired one): the page sends the visitor to /login and back. */
  loginRequired?: boolean;
  /** The owner already holds a paid deposit (the function's 409): the page points to the dashboard instead. */
  alreadyReserved?: boolean;
};

/** A checkout failure; `loginRequired` asks the page to send the visitor to /login afterwards. */
export class CheckoutError extends Error {
  readonly loginRequired: boolean;
  readonly alreadyReserved: boolean;
  constructor(message: string, options: boolean | CheckoutErrorOptions = false) {
    super(message);
    this.name = 'CheckoutError';
    const { loginRequired = false, alreadyReserved = false } =
      typeof options === 'boolean' ? { loginRequired: options } : options;
    this.loginRequired = loginRequired;
    this.alreadyReserved = alreadyReserved;
  }
}
