/**
 * The account settings port: what /account asks of the server beyond signing in and passwords (the auth port does
 * those). Types and messages only; account-supabase.ts and account-browser.ts implement it.
 */

/** What the page needs to know before a deletion: whether a paid deposit would be refunded first. */
export type AccountOverview = { depositPaid: boolean; depositAmount: number };

/** The person's data as one JSON document (my_account_export). */
export type AccountExport = Record<string, unknown>;

/** What the account-delete function answered. */
export type AccountDeleteResult =
  | { kind: 'deleted'; depositRefunded: boolean }
  | { kind: 'refused'; reason: 'signed-out' | 'gone' | 'not-now' | 'declined' | 'unavailable'; message: string };

export type AccountPort = {
  /** False in browser-only mode: there is no server account to change, export or delete. */
  configured: boolean;
  overview(signal?: AbortSignal): Promise<AccountOverview>;
  /** Asks Auth to change the address: confirmation links go to the new and the current address. Throws AccountError. */
  changeEmail(email: string, redirectTo: string): Promise<void>;
  exportData(signal?: AbortSignal): Promise<AccountExport>;
  deleteAccount(): Promise<AccountDeleteResult>;
};

/** An error whose message the page shows as it is. */
export class AccountError extends Error {}

/** The plain words of every refusal the page may show. */
export const accountMessages = {
  emailTaken: 'Another account already uses this e-mail address. Please choose a different one, or sign in to that account instead.',
  emailInvalid: 'Please enter a valid e-mail address.',
  emailTooSoon: 'We just sent you a confirmation link. Please wait a minute before asking for another.',
  emailSame: 'This is already your e-mail address.',
  signedOut: 'Your session has expired. Please log in again.',
  offline: 'We could not reach the server. Check your connection and try again; nothing has changed.',
  unexpected: 'Something went wrong on our side. Nothing has changed; please try again in a few minutes.',
  exportFailed: 'We could not prepare your data. Nothing has changed; please try again in a few minutes.',
  gone: 'This account has already been deleted.',
  deleteDeclined:
    'Stripe could not refund your deposit, so nothing was deleted: your account and your deposit are as they were. Please contact support and we will sort it out.',
  deleteUnavailable: 'We could not reach our payment provider, so nothing was deleted. Please try again in a few minutes.',
} as const;
