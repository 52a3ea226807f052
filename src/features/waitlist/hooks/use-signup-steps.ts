import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { LoginRouteState } from '@/lib/auth';
import { todayIsoDate } from '@/lib/dates';
import { useRetryWhenOnline } from '@/lib/hooks/use-retry-when-online';
import { delay, useTimeouts } from '@/lib/hooks/use-timeouts';
import { newId } from '@/lib/ids';
import { isSubmissionRejected, type WaitlistSignup } from '@/lib/submissions';
import { FIRST_QUEUE_POSITION, accountCopy, infoStepCopy, waitlistTimings, type WaitlistStepId } from '../content/waitlist';
import { ensureAccount, type AccountOutcome } from '../lib/ensure-account';
import { sameValues, valuesOf } from '../lib/form-values';
import { storedLoginDraft, writeAwaitingConfirmation } from '../lib/storage';
import { useWaitlistPort } from '../ports';
import { waitlistFormSchema, type WaitlistFormValues } from '../schema';
import { useConfirmedSession } from './use-confirmed-session';
import { useStepFocus } from './use-step-focus';
import { useWaitlistForm } from './use-waitlist-form';

/** Where the flow starts (see the resume read). */
export type StepsStart = {
  /** An owner is signed in; without a backend nobody needs to be. */
  signedIn: boolean;
  initialSignup: WaitlistSignup | null;
  initialFormValues: WaitlistFormValues;
  awaitingEmail: string | null;
  /** Step 1 was filled in before a login: send it now that the owner is signed in, and go on to step 2. */
  sendDraft: boolean;
};

type SaveRequest = { form: WaitlistFormValues; trapped: boolean; signup: WaitlistSignup | null; accountReady: boolean };

/** What a Continue on step 1 came to. */
type SaveOutcome =
  | { kind: 'trapped'; email: string }
  | { kind: 'retry'; offline: boolean }
  | { kind: 'login'; state: LoginRouteState; saved: WaitlistSignup | null }
  | { kind: 'confirm'; email: string; saved: WaitlistSignup }
  | { kind: 'saved'; saved: WaitlistSignup };

/**
 * The waitlist's steps: step 1's form, the account it needs, the signup it saves, the e-mail confirmation in
 * between, and step 2. Focus moves to the heading of each step the visitor is taken to.
 */
export function useSignupSteps({ signedIn, initialSignup, initialFormValues, awaitingEmail, sendDraft }: StepsStart) {
  const auth = useWaitlistPort('auth');
  const submissions = useWaitlistPort('submissions');
  // Step 2 needs an account with a backend: a signup saved here without one (its sign-up failed, or the session
  // ended) resumes at step 1 with its details, where Continue makes the account before the deposit.
  const [hasAccount, setHasAccount] = useState(signedIn || !auth.configured);
  const [step, setStep] = useState<WaitlistStepId>(initialSignup && !awaitingEmail && hasAccount ? 'payment' : 'info');
  const [signup, setSignup] = useState<WaitlistSignup | null>(initialSignup);
  const [loginState, setLoginState] = useState<LoginRouteState | null>(null);
  // Set while the account waits for its e-mail confirmation; `shown` is false while the address is being corrected.
  const [confirmation, setConfirmation] = useState<{ email: string; shown: boolean } | null>(
    awaitingEmail ? { email: awaitingEmail, shown: true } : null,
  );
  const { headingRef, focusNextStep } = useStepFocus(step, confirmation?.shown);
  const { schedule } = useTimeouts();
  // Offline at step 1: the details stay, and step 1 continues by itself when the connection returns.
  const waitForOnline = useRetryWhenOnline(() => void handleSubmit());

  const save = useMutation({
    // Offline, the account step fails and says so (then retries once online) rather than waiting unseen.
    networkMode: 'always',
    mutationFn: async ({ form, trapped, signup: current, accountReady }: SaveRequest): Promise<SaveOutcome> => {
      await delay(schedule, waitlistTimings.save);
      // A bot filled the hidden field: it is told to check its inbox as usual; no account, nothing stored or sent.
      if (trapped) return { kind: 'trapped', email: form.email };
      // The account comes first, so the server copy of a new signup is delivered already linked to it.
      // A corrected address while a confirmation is pending signs up again (a new link to the new address).
      const account: AccountOutcome = accountReady ? { kind: 'ready' } : await ensureAccount(auth, form);
      if (account.kind === 'retry') return account;
      if (account.kind === 'ready') setHasAccount(true);
      if (account.kind === 'login' && !current) {
        // Nothing is stored for a visitor who must log in first: the details wait in this tab, and are sent once the
        // owner is signed in (see storedLoginDraft). Without storage they fill in step 1 again after logging in.
        storedLoginDraft.write(form);
        return { kind: 'login', state: account.state, saved: null };
      }
      // Back then Continue edits the same signup (same place in line) rather than queueing the visitor twice.
      const updated = current ? submissions.reviseWaitlistSignup(current.id, form) : undefined;
      const saved =
        updated ??
        (await submissions.create('waitlist', {
          ...form,
          id: newId.waitlist(),
          depositPaid: false,
          depositAmount: 0,
          status: 'pending_payment',
          signupDate: todayIsoDate(),
          queuePosition: FIRST_QUEUE_POSITION + submissions.waitlistSignupsMadeHere(),
        }));
      // Already registered (or refused): the signup is kept here and the visitor comes back to step 2 after login.
      if (account.kind === 'login') return { kind: 'login', state: account.state, saved };
      if (account.kind === 'confirm') return { kind: 'confirm', email: account.email, saved };
      return { kind: 'saved', saved };
    },
    onSuccess: (outcome) => {
      switch (outcome.kind) {
        case 'trapped':
          focusNextStep();
          setConfirmation({ email: outcome.email, shown: true });
          return;
        case 'retry':
          waitForOnline(outcome.offline);
          return;
        case 'login':
          if (outcome.saved) setSignup(outcome.saved);
          setLoginState(outcome.state);
          return;
        case 'confirm':
          setSignup(outcome.saved);
          writeAwaitingConfirmation({ signupId: outcome.saved.id, email: outcome.email });
          focusNextStep();
          setConfirmation({ email: outcome.email, shown: true });
          return;
        case 'saved':
          setSignup(outcome.saved);
          writeAwaitingConfirmation(null);
          setConfirmation(null);
          goTo('payment');
      }
    },
  });

  const form = useWaitlistForm(initialFormValues, () => {
    // An edit clears the last save's message; a save still on its way keeps going.
    if (!save.isPending) save.reset();
  });

  const outcome = save.data;
  const saveError = save.error
    ? isSubmissionRejected(save.error)
      ? save.error.message
      : infoStepCopy.saveFailed
    : outcome?.kind === 'retry'
      ? outcome.offline
        ? accountCopy.offline
        : accountCopy.unavailable
      : null;

  useConfirmedSession(confirmation !== null, () => {
    writeAwaitingConfirmation(null);
    setConfirmation(null);
    goTo('payment');
  });

  // Back from /login with step 1's details: they are the owner's now, so they are stored and step 2 follows.
  const draftSent = useRef(false);
  useEffect(() => {
    if (!sendDraft || draftSent.current) return;
    draftSent.current = true;
    storedLoginDraft.clear();
    void handleSubmit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [sendDraft]);

  function goTo(next: WaitlistStepId) {
    focusNextStep();
    setStep(next);
  }

  async function handleSubmit(trapped = false) {
    if (save.isPending) return;
    if (!form.validate()) return;
    const accountReady = Boolean(signup && !confirmation && hasAccount);
    if (signup && accountReady && sameValues(form.values, valuesOf(signup))) {
      goTo('payment');
      return;
    }
    await save.mutateAsync({ form: waitlistFormSchema.parse(form.values), trapped, signup, accountReady }).catch(() => undefined);
  }

  function editEmail() {
    if (!confirmation) return;
    focusNextStep();
    setConfirmation({ ...confirmation, shown: false });
  }

  return {
    step,
    signup,
    loginState,
    confirmation,
    headingRef,
    form,
    saving: save.isPending,
    saveError,
    handleSubmit,
    goTo,
    editEmail,
  };
}
