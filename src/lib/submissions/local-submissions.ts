import type { LocalSubmissions, SubmissionsPort } from './port';

/** What the submissions port is asked about this browser's copy, answered from `local` (both adapters keep one). */
export function askedOfThisBrowser(local: LocalSubmissions): Omit<
  SubmissionsPort,
  'create' | 'awaitingDelivery' | 'subscribeDelivery' | 'serverDecidesNewsletterRepeats'
> {
  return {
    pendingWaitlistSignup: () =>
      local
        .list('waitlist')
        .filter((signup) => signup.status === 'pending_payment')
        .at(-1),
    reviseWaitlistSignup: (id, details) => local.update('waitlist', id, details),
    waitlistSignupsMadeHere: () => local.list('waitlist').length,
    newsletterSignupsMadeHere: (email) => local.list('newsletter').filter((record) => record.email.toLowerCase() === email),
    forgetNewsletterSignup: (id) => {
      local.remove('newsletter', id);
    },
  };
}
