import { vi } from 'vitest';
import type { AuthEvent, AuthPort, AuthUser } from '@/lib/auth';
import type { OwnerBillingPort, OwnerOrder } from '@/lib/billing';

/** A signed-in owner (or another role) as the auth port reports it. */
export function createAuthUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'owner@example.com',
    firstName: 'Dana',
    lastName: 'Owner',
    fullName: 'Dana Owner',
    role: 'owner',
    passwordUnset: false,
    ...overrides,
  };
}

/** A fake auth port holding one user in memory; every method is a spy. */
export function createFakeAuth(user: AuthUser | null = null, overrides: Partial<AuthPort> = {}) {
  let current = user;
  const listeners = new Set<(event: AuthEvent, next: AuthUser | null) => void>();
  const port: AuthPort = {
    configured: true,
    currentUser: vi.fn(async () => current),
    accessToken: vi.fn(async () => (current ? 'token' : null)),
    signUp: vi.fn(async (input) => {
      current = createAuthUser({ email: input.email, firstName: input.firstName, lastName: input.lastName });
      return { user: current, needsConfirmation: false };
    }),
    signIn: vi.fn(async (email: string) => {
      current = createAuthUser({ email });
      return current;
    }),
    signOut: vi.fn(async () => {
      current = null;
      listeners.forEach((listener) => listener('SIGNED_OUT', null));
    }),
    signOutOthers: vi.fn(async () => undefined),
    requestPasswordReset: vi.fn(async () => undefined),
    requestSignInLink: vi.fn(async () => undefined),
    verifyRecovery: vi.fn(async () => {
      current = createAuthUser();
      return current;
    }),
    verifyEmail: vi.fn(async () => {
      current = createAuthUser();
      return current;
    }),
    // As the server does: a chosen password clears the generated-password mark.
    updatePassword: vi.fn(async (_password: string, options?: { generated?: boolean }) => {
      current = { ...(current ?? createAuthUser()), passwordUnset: options?.generated === true };
      return current;
    }),
    onChange: vi.fn((listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    ...overrides,
  };
  const emit = (event: AuthEvent, next: AuthUser | null) => listeners.forEach((listener) => listener(event, next));
  return { port, emit };
}

/** A fake owner billing port answering with fixed data. */
export function createFakeOwnerBilling(overrides: Partial<OwnerBillingPort> = {}): OwnerBillingPort {
  return {
    configured: true,
    subscriptionStatus: vi.fn(async () => null),
    orders: vi.fn(async () => []),
    waitlist: vi.fn(async () => null),
    checkoutStatus: vi.fn(async () => ({ kind: 'not-found' as const })),
    requestDepositRefund: vi.fn(async () => ({ kind: 'requested' as const })),
    ...overrides,
  };
}

/** One of the owner's orders as the per-user orders view reports it: a paid $99 deposit unless overridden. */
export function createOwnerOrder(overrides: Partial<OwnerOrder> = {}): OwnerOrder {
  return {
    reference: 'DK-RES-7KQ2M9XA',
    orderDate: '2026-11-22T12:00:00Z',
    amountTotal: 9900,
    currency: 'usd',
    paymentStatus: 'paid',
    status: 'completed',
    ...overrides,
  };
}
