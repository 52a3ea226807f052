/**
 * How a vendor signs in to the portal. Real vendor accounts arrive with the accounts issue, which swaps the
 * adapter below; until then the browser-only adapter keeps the spec's simulation (any non-empty pair, 1.5 s).
 */
export type VendorCredentials = { email: string; password: string };

export type VendorSignInResult = { ok: true } | { ok: false; message: string };

export type VendorAuthPort = {
  /** Checks the credentials; on success the portal may open, otherwise `message` is shown to the vendor. */
  signIn(credentials: VendorCredentials): Promise<VendorSignInResult>;
  /** Ends the vendor's session, if the adapter keeps one. */
  signOut(): Promise<void>;
};

/** How long the simulated sign-in takes (SPEC section 9). */
export const simulatedVendorSignInMs = 1500;

const simulatedVendorAuth: VendorAuthPort = {
  async signIn({ email, password }) {
    await new Promise((resolve) => setTimeout(resolve, simulatedVendorSignInMs));
    if (!email.trim() || !password) return { ok: false, message: 'Please enter both email and password' };
    return { ok: true };
  },
  async signOut() {},
};

/** The vendor sign-in adapter for this build (simulated until real vendor accounts exist). */
export const vendorAuth: VendorAuthPort = simulatedVendorAuth;
