/** Words of the newsletter form. The three messages are the spec's exact strings. */
export const newsletterCopy = {
  formLabel: 'Newsletter signup',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  submitLabel: 'Subscribe',
  busyLabel: 'Subscribing...',
  success: 'Thanks for subscribing! Check your inbox for a confirmation.',
  invalidEmail: 'Please enter a valid email address',
  saveFailed: 'Something went wrong. Please try again.',
  offline: 'You appear to be offline. We kept your address and will subscribe you when you are back online.',
  privacyNote: 'One email a month. No spam, unsubscribe anytime.',
} as const;

/** How long each step of the form takes, in milliseconds (SPEC section 9). */
export const newsletterTimings = {
  /** The simulated save of a new address. */
  save: 1000,
  /** An address already saved in this browser counts as subscribed after this pause, with no new record. */
  duplicate: 500,
  /** How long the confirmation replaces the form. */
  success: 3000,
} as const;

/**
 * The hidden field that only bots fill in (visually hidden, aria-hidden, out of the tab order, no autofill): a
 * submission that carries it looks accepted but is never stored or sent.
 */
export const honeypotField = { name: 'fax_number', label: 'Leave this field empty' } as const;
