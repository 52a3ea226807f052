import { CALL_MINUTES } from '@/lib/onboarding-calls';

/** Where the checklist's call step points: the booking section on this page. */
export const onboardingCallAnchor = '#onboarding-call';

export const onboardingCallCopy = {
  title: 'Book your onboarding call',
  lead: `A ${CALL_MINUTES}-minute phone call: we go through your properties together, answer your questions and agree on the day your dashboard goes live.`,
  zone: (zone: string) => `Times are shown in ${zone}.`,
  loading: 'Loading open times',
  empty: 'No open times yet. We will e-mail you as soon as times open up.',
  loadFailed: 'We could not load the open times.',
  retry: 'Try again',
  pickLegend: 'Choose a time',
  pickMoveLegend: 'Choose a new time',
  book: 'Book this time',
  booking: 'Booking…',
  moveTo: 'Move to this time',
  moving: 'Moving…',
  chooseFirst: 'Choose a time first.',
  bookedTitle: 'Your call is booked',
  bookedWhen: (day: string, time: string) => `${day}, ${time}`,
  bookedLead: 'We e-mailed you the details with a calendar invitation. We will call the phone number on your account.',
  move: 'Move to another time',
  keep: 'Keep this time',
  cancel: 'Cancel the call',
  cancelTitle: 'Cancel your onboarding call?',
  cancelLead: (when: string) => `Your call on ${when} will be canceled and the time offered to other owners. You can book another time later.`,
  cancelConfirm: 'Cancel the call',
  cancelling: 'Cancelling…',
  keepCall: 'Keep the call',
  bookedAnnouncement: (when: string) => `Your onboarding call is booked for ${when}.`,
  movedAnnouncement: (when: string) => `Your onboarding call is moved to ${when}.`,
  canceledAnnouncement: 'Your onboarding call is canceled.',
  unpaid: 'Booking a call opens once your deposit is paid.',
  needsServer: 'Booking a call needs the DoorKeep server; this copy of the site runs in your browser only.',
  noMoreTimes: 'No other open times right now. We will e-mail you when more open up.',
} as const;
