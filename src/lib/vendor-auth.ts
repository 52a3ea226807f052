/**
 * The vendor auth port: types only. With a backend the vendor has a real account (invited when an
 * admin approves their application, vendor-auth-supabase.ts); the browser-only adapter keeps the
 * simulation (vendor-auth-browser.ts). src/app/backend picks the one this build uses.
 */
export type VendorCredentials = { email: string; password: string };

export type VendorSignInResult = { ok: true } | { ok: false; message: string };

/**
 * What an e-mailed invitation link turned out to be: usable (the vendor is now signed in and chooses a password),
 * `invalid` (used, expired or otherwise refused by the server), `not-vendor` (the account is someone else's kind) or
 * `unreachable` (the connection dropped; the link may still work).
 */
export type VendorInviteCheck = { ok: true } | { ok: false; reason: 'invalid' | 'not-vendor' | 'unreachable'; message: string };

/** The vendor's profile as the server keeps it (their application row); a rate the vendor gave none for is null. */
export type VendorProfileFields = {
  company: string;
  contact: string;
  phone: string;
  smsNumber: string;
  email: string;
  serviceAreaRadius: string;
  serviceAreaZipCodes: string;
  categories: string[];
  contactHours: string;
  notes: string;
  preferredQuoteMethod: string;
  emergencyServices: boolean;
  minHourlyRate: number | null;
  maxHourlyRate: number | null;
  minServiceCharge: number | null;
};

/** How a vendor signs in to the portal. */
export type VendorAuthPort = {
  /** True when the portal opens only for a signed-in vendor (backend mode). */
  readonly requiresSession: boolean;
  /** Checks the credentials; on success the portal may open, otherwise `message` is shown to the vendor. */
  signIn(credentials: VendorCredentials): Promise<VendorSignInResult>;
  /** Ends the vendor's session, if the adapter keeps one. */
  signOut(): Promise<void>;
  /**
   * The signed-in vendor's server profile; null without a vendor session (always null when simulated). `signal`
   * stops the request when the read is cancelled (signing out cancels it first).
   */
  currentVendor(signal?: AbortSignal): Promise<VendorProfileFields | null>;
  /** Saves the vendor's own profile fields on the server; false when it was refused. */
  saveProfile(fields: Partial<VendorProfileFields>): Promise<boolean>;
  /** Checks an e-mailed invitation's token before any password is asked for; a usable one signs the vendor in. */
  verifyInvite(tokenHash: string): Promise<VendorInviteCheck>;
  /** Sets the password of the vendor the invitation signed in. */
  choosePassword(password: string): Promise<VendorSignInResult>;
};
