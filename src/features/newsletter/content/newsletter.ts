/** Words of the newsletter form. The three messages are shown to visitors verbatim. */
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

/** How long each step of the form takes, in milliseconds. */
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

/** Words of the pages a reader's e-mailed links open (/newsletter/confirm and /newsletter/unsubscribe). */
export const newsletterLinkCopy = {
  confirm: {
    title: 'Confirm Your Subscription',
    description: 'Confirm your DoorKeep newsletter subscription.',
    working: 'Confirming your subscription…',
    doneHeading: 'Your subscription is confirmed',
    doneLead: 'Thanks! You will get the DoorKeep newsletter once a month. Every issue has a link to unsubscribe.',
    alreadyHeading: 'You are already subscribed',
    alreadyLead: 'This link confirmed your subscription before, so there is nothing more to do. The next issue comes to your inbox.',
    invalidHeading: 'This confirmation link does not work',
    invalidLead:
      'It may have been replaced by a newer one, be more than 7 days old, or belong to a subscription you have since ended. Sign up again and we will send you a fresh link.',
    missingHeading: 'Open the link from your e-mail',
    missingLead: 'This page confirms a newsletter subscription from the link in our confirmation e-mail.',
    notConfiguredHeading: 'Nothing to confirm here',
    notConfiguredLead:
      'This version of the site keeps newsletter signups in your browser and sends no e-mail, so there is no subscription to confirm.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    description: 'Unsubscribe from the DoorKeep newsletter.',
    working: 'Unsubscribing you…',
    doneHeading: 'You are unsubscribed',
    doneLead: 'We will not send you the newsletter again. Changed your mind? Sign up again any time.',
    invalidHeading: 'This unsubscribe link does not work',
    invalidLead: 'Copy the whole link from the e-mail, or write to us and we will take you off the list.',
    missingHeading: 'Open the link from your e-mail',
    missingLead: 'This page unsubscribes you from the newsletter with the link at the bottom of our e-mails.',
    notConfiguredHeading: 'Nothing to unsubscribe here',
    notConfiguredLead:
      'This version of the site keeps newsletter signups in your browser and sends no e-mail, so there is nothing to unsubscribe from.',
  },
  unreachable: 'We could not reach our server. Check your connection and try again.',
  retry: 'Try again',
  home: 'Back to home',
  signUpAgain: 'Sign up again',
  contact: 'Contact support',
} as const;
