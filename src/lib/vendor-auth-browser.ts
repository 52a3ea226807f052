import type { VendorAuthPort } from './vendor-auth';

/** How long the simulated sign-in takes. */
export const simulatedVendorSignInMs = 1500;

/** The browser-only adapter: a simulated sign-in (any non-empty pair, after 1.5 s); there are no accounts. */
export const simulatedVendorAuth: VendorAuthPort = {
  requiresSession: false,
  async signIn({ email, password }) {
    await new Promise((resolve) => setTimeout(resolve, simulatedVendorSignInMs));
    if (!email.trim() || !password) return { ok: false, message: 'Please enter both email and password' };
    return { ok: true };
  },
  async signOut() {},
  currentVendor: async () => null,
  saveProfile: async () => true,
  verifyInvite: async () => ({ ok: false, reason: 'invalid', message: 'Vendor invitations need the DoorKeep backend.' }),
  choosePassword: async () => ({ ok: false, message: 'Vendor invitations need the DoorKeep backend.' }),
};
