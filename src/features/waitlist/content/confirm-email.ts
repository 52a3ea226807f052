/** Copy of the end of step 1 when the account server wants the e-mail address confirmed before payment. */
export const confirmEmailCopy = {
  heading: 'Confirm your email',
  lead: 'Your details are saved in this browser. One more step before you reserve your spot.',
  sentPrefix: 'We sent a confirmation link to',
  instructions:
    'Open that email on this device and follow the link. You will come back here signed in, ready to place your refundable deposit.',
  spamHint: "Nothing after a few minutes? Check your spam or promotions folder, or correct the address below.",
  wrongAddress: 'Use a different email',
} as const;
