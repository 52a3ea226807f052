/**
 * The onboarding call: the admin's published 30-minute slots and the owner's booking. The port and its types only;
 * with a backend the calls are public.onboarding_calls and the functions of supabase/migrations/*_onboarding_calls.sql
 * (onboarding-calls-supabase.ts). Booking needs the server (the slot is given once, by the database), so browser-only
 * builds have a port that says so (onboarding-calls-browser.ts).
 */

/** How long every call is, in minutes (the slots the admin publishes are this far apart). */
export const CALL_MINUTES = 30;

/** The most consecutive slots the admin publishes at once (the database's limit). */
export const MAX_SLOTS_AT_ONCE = 16;

/** An open time an owner may book. */
export type CallSlot = { id: string; startsAt: string };

/** The owner's booked call. `sequence` goes up on every move. */
export type OnboardingCall = { id: string; slotId: string; startsAt: string; sequence: number; bookedAt: string };

/** An upcoming slot as the admin sees it: open, or booked by an owner. */
export type AdminCallSlot = {
  slotId: string;
  startsAt: string;
  callId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  bookedAt: string | null;
};

export const callMessages = {
  taken: 'Someone just booked that time. Please choose another.',
  past: 'That time has already passed. Please choose another.',
  gone: 'That time is no longer offered. Please choose another.',
  unpaid: 'Booking a call opens once your deposit is paid.',
  overlap: 'One of these times overlaps a time already offered. Choose another start.',
  publishPast: 'That start time has already passed. Choose a later one.',
  booked: 'That time is booked. The owner has to move the call before you can withdraw it.',
  signedOut: 'Your session has expired. Please log in again.',
  offline: 'We could not reach the server. Check your connection and try again.',
  unexpected: 'Something went wrong on our side. Please try again in a few minutes.',
  needsServer: 'Booking a call needs the DoorKeep server; this copy of the site runs in your browser only.',
} as const;

/** Why a booking or a publication was refused; `kind` lets the screen refresh the open times when one was taken. */
export type CallRefusal = 'taken' | 'past' | 'gone' | 'unpaid' | 'signed-out' | 'offline' | 'other';

/** An error whose message the screen shows as it is. */
export class CallError extends Error {
  constructor(
    message: string,
    readonly kind: CallRefusal = 'other',
  ) {
    super(message);
  }
}

export type OnboardingCallsPort = {
  /** False in browser-only mode: nothing can be booked or published there. */
  readonly available: boolean;
  /** Open future times, soonest first. Throws CallError. */
  openSlots(signal?: AbortSignal): Promise<CallSlot[]>;
  /** The signed-in owner's booked call, or null. Throws CallError. */
  myCall(signal?: AbortSignal): Promise<OnboardingCall | null>;
  /** Books a slot; `timeZone` is the owner's, for the times in the mails. Throws CallError. */
  book(slotId: string, timeZone: string): Promise<OnboardingCall>;
  /** Moves the booked call to another slot. Throws CallError. */
  move(slotId: string, timeZone: string): Promise<OnboardingCall>;
  /** Cancels the booked call. Throws CallError. */
  cancel(): Promise<void>;
  /** The admin's upcoming slots, open and booked. Throws CallError. */
  adminSlots(signal?: AbortSignal): Promise<AdminCallSlot[]>;
  /** Publishes `count` consecutive slots from `startsAt` (an ISO time); returns how many. Throws CallError. */
  publish(startsAt: string, count: number): Promise<number>;
  /** Withdraws an unbooked slot. Throws CallError. */
  withdraw(slotId: string): Promise<void>;
};
