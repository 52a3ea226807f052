import { backendConfigured, getSupabase } from '@/lib/supabase';
import { createSupabaseVendorAuth } from './vendor-auth-supabase';

/**
 * How a vendor signs in to the portal. With a backend the vendor has a real account (invited when an admin
 * approves their application); the browser-only adapter keeps the spec's simulation (any non-empty pair, 1.5 s).
 */
export type VendorCredentials = { email: string; password: string };

export type VendorSignInResult = { ok: true } | { ok: false; message: string };

/** The vendor's profile as the server keeps it (their application row). */
export type VendorProfileFields = {
  company: string;
  contact: string;
  phone: string;
  email: string;
  serviceAreaRadius: string;
  categories: string[];
  contactHours: string;
};

export type VendorAuthPort = {
  /** True when the portal opens only for a signed-in vendor (backend mode). */
  readonly requiresSession: boolean;
  /** Checks the credentials; on success the portal may open, otherwise `message` is shown to the vendor. */
  signIn(credentials: VendorCredentials): Promise<VendorSignInResult>;
  /** Ends the vendor's session, if the adapter keeps one. */
  signOut(): Promise<void>;
  /** The signed-in vendor's server profile; null without a vendor session (always null when simulated). */
  currentVendor(): Promise<VendorProfileFields | null>;
  /** Saves the vendor's own profile fields on the server; false when it was refused. */
  saveProfile(fields: Partial<VendorProfileFields>): Promise<boolean>;
  /** Accepts an e-mailed invitation: checks its token, sets the password and signs the vendor in. */
  acceptInvite(tokenHash: string, password: string): Promise<VendorSignInResult>;
};

/** How long the simulated sign-in takes (SPEC section 9). */
export const simulatedVendorSignInMs = 1500;

const simulatedVendorAuth: VendorAuthPort = {
  requiresSession: false,
  async signIn({ email, password }) {
    await new Promise((resolve) => setTimeout(resolve, simulatedVendorSignInMs));
    if (!email.trim() || !password) return { ok: false, message: 'Please enter both email and password' };
    return { ok: true };
  },
  async signOut() {},
  currentVendor: async () => null,
  saveProfile: async () => true,
  acceptInvite: async () => ({ ok: false, message: 'Vendor invitations need the DoorKeep backend.' }),
};

/** The vendor sign-in adapter for this build: real accounts with a backend, the spec's simulation without. */
export const vendorAuth: VendorAuthPort = backendConfigured ? createSupabaseVendorAuth(getSupabase) : simulatedVendorAuth;
