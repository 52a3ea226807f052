import { CallError, callMessages, type OnboardingCallsPort } from './onboarding-calls';

const needsServer = async (): Promise<never> => {
  throw new CallError(callMessages.needsServer);
};

/**
 * Browser-only mode: a slot can only be given once by a server that every owner books through, so there is nothing
 * to book here; the dashboard says booking needs the server.
 */
export const browserOnlyOnboardingCalls: OnboardingCallsPort = {
  available: false,
  openSlots: needsServer,
  myCall: async () => null,
  book: needsServer,
  move: needsServer,
  cancel: needsServer,
  adminSlots: needsServer,
  publish: needsServer,
  withdraw: needsServer,
};
