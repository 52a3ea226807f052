import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  generatePassword,
  isAlreadyRegistered,
  isConnectionFailure,
  isOfflineFailure,
  loginHref,
  AuthError,
  type AuthPort,
  type AuthUser,
  type LoginRouteState,
} from '@/lib/auth';
import { useWaitlistPort } from '../ports';
import { isCheckoutCanceledReturn, type OwnerBillingPort, type OwnerWaitlist } from '@/lib/billing';
import { todayIsoDate } from '@/lib/dates';
import { useRetryWhenOnline } from '@/lib/hooks/use-retry-when-online';
import { delay, useTimeouts } from '@/lib/hooks/use-timeouts';
import { newId } from '@/lib/ids';
import { createStoredValue } from '@/lib/storage';
import { isSubmissionRejected, type SubmissionsPort, type WaitlistSignup } from '@/lib/submissions';
import { CircleCheck } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import {
  FIRST_QUEUE_POSITION,
  accountCopy,
  infoStepCopy,
  paymentStepCopy,
  stepIndicatorCopy,
  waitlistTimings,
  type WaitlistStepId,
} from '../content/waitlist';
import {
  emptyWaitlistForm,
  waitlistFieldError,
  waitlistFormErrors,
  waitlistFormSchema,
  type WaitlistField,
  type WaitlistFormValues,
} from '../schema';
import { ConfirmEmailStep } from './confirm-email-step';
import { InfoStep } from './info-step';
import { PaymentStep } from './payment-step';
import { ReservationCard } from './reservation-card';
import { StepIndicator } from './step-indicator';

type WaitlistFlowProps = {
  /** Called with the message of a failed checkout. */
  onError?: (message: string) => void;
};

function valuesOf(signup: WaitlistSignup): WaitlistFormValues {
  const { firstName, lastName, email, phone, properties } = signup;
  return { firstName, lastName, email, phone, properties };
}

/** This tab's signup whose account waits for its e-mail confirmation (survives a reload, not a new tab). */
const awaitingConfirmationKey = 'doorkeep.waitlist.awaitingConfirmation';
type AwaitingConfirmation = { signupId: string; email: string };

function readAwaitingConfirmation(): AwaitingConfirmation | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(awaitingConfirmationKey) ?? 'null') as Partial<AwaitingConfirmation> | null;
    return typeof value?.signupId === 'string' && typeof value.email === 'string' ? { signupId: value.signupId, email: value.email } : null;
  } catch {
    return null;
  }
}

function writeAwaitingConfirmation(value: AwaitingConfirmation | null) {
  try {
    if (value) window.sessionStorage.setItem(awaitingConfirmationKey, JSON.stringify(value));
    else window.sessionStorage.removeItem(awaitingConfirmationKey);
  } catch {
    // Without storage a reload simply resumes at step 2, where the payment asks for a login.
  }
}

/**
 * Step 1's details of a visitor sent to /login because the address already has an account. Nothing is stored or sent
 * for them until they are signed in: a row queued before the account step succeeds would hold a place (and count in
 * the admin's figures) for someone who may never log in. Kept for this tab only, and used once the same address is
 * signed in.
 */
const storedLoginDraft = createStoredValue('doorkeep.waitlist.loginDraft', waitlistFormSchema, 'session');

/**
 * What step 1 needs before step 2: nothing, /login taking over, the owner confirming their e-mail address, or
 * another try because the connection failed (by itself once the browser is back online, when it was offline).
 */
type AccountOutcome =
  | { kind: 'ready' }
  | { kind: 'login'; state: LoginRouteState }
  | { kind: 'confirm'; email: string }
  | { kind: 'retry'; offline: boolean };

const sameValues = (a: WaitlistFormValues, b: WaitlistFormValues) =>
  (Object.keys(a) as WaitlistField[]).every((field) => a[field].trim() === b[field].trim());

/** Where the flow starts: this browser's pending signup, a pending e-mail confirmation, and who is signed in. */
type Resume = {
  signup: WaitlistSignup | null;
  awaiting: string | null;
  owner: AuthUser | null;
  /** The signed-in owner's own waitlist row, when they have one. */
  reservation: OwnerWaitlist | null;
  /** Step 1's details kept while this owner logged in (same address), to be sent now that they are signed in. */
  loginDraft: WaitlistFormValues | null;
  /** Back from a payment page that was cancelled. */
  checkoutCanceled: boolean;
};

async function readResume(auth: AuthPort, ownerBilling: OwnerBillingPort, submissions: SubmissionsPort): Promise<Resume> {
  let signup: WaitlistSignup | null = null;
  try {
    signup = submissions.pendingWaitlistSignup() ?? null;
  } catch {
    signup = null;
  }
  const awaitingRecord = readAwaitingConfirmation();
  const awaiting = signup && awaitingRecord?.signupId === signup.id ? awaitingRecord.email : null;
  const user = auth.configured ? await auth.currentUser().catch(() => null) : null;
  const owner = user?.role === 'owner' ? user : null;
  // A failed read only costs the shortcut: the owner still gets the form.
  const reservation = owner ? await ownerBilling.waitlist().catch(() => null) : null;
  const draft = owner && !signup ? (storedLoginDraft.read() ?? null) : null;
  const loginDraft = draft && draft.email.trim().toLowerCase() === owner?.email.toLowerCase() ? draft : null;
  return { signup, awaiting, owner, reservation, loginDraft, checkoutCanceled: isCheckoutCanceledReturn(window.location.search) };
}

/** Step 1's first values: this browser's pending signup, else the signed-in owner's name and e-mail, else empty. */
function initialValues({ signup, owner, loginDraft }: Resume): WaitlistFormValues {
  if (signup) return valuesOf(signup);
  if (loginDraft) return loginDraft;
  if (owner) return { ...emptyWaitlistForm, firstName: owner.firstName, lastName: owner.lastName, email: owner.email };
  return emptyWaitlistForm;
}

/**
 * The two-step waitlist: step 1 saves a pending_payment signup in this browser (after a simulated 1 s), step 2
 * starts the deposit checkout. A visitor whose pending signup is saved here resumes at step 2; a signed-in owner
 * finds their details filled in, or their reservation once the deposit is paid.
 */
export function WaitlistFlow(props: WaitlistFlowProps) {
  const auth = useWaitlistPort('auth');
  const ownerBilling = useWaitlistPort('ownerBilling');
  const submissions = useWaitlistPort('submissions');
  // Storage and the session are read after mount, once per visit, so the first render never depends on this
  // browser's data and the flow does not start over when the session changes under it.
  const { data: resume } = useQuery({
    queryKey: ['waitlist-resume'],
    queryFn: () => readResume(auth, ownerBilling, submissions),
    staleTime: Infinity,
    gcTime: 0,
  });

  if (!resume) {
    return (
      <div className="flex min-h-80 items-center justify-center" role="status">
        <Spinner className="h-6 w-6 text-brand-700" />
        <span className="sr-only">{stepIndicatorCopy.loading}</span>
      </div>
    );
  }
  if (resume.reservation?.depositPaid) {
    return <ReservationCard reservation={resume.reservation} firstName={resume.owner?.firstName ?? ''} />;
  }
  return (
    <FlowSteps
      {...props}
      signedIn={resume.owner !== null}
      initialSignup={resume.signup}
      initialFormValues={initialValues(resume)}
      awaitingEmail={resume.awaiting}
      sendDraft={resume.loginDraft !== null}
      checkoutCanceled={resume.checkoutCanceled}
    />
  );
}

function FlowSteps({
  onError,
  signedIn,
  initialSignup,
  initialFormValues,
  awaitingEmail,
  sendDraft,
  checkoutCanceled,
}: WaitlistFlowProps & {
  /** An owner is signed in; without a backend nobody needs to be. */
  signedIn: boolean;
  initialSignup: WaitlistSignup | null;
  initialFormValues: WaitlistFormValues;
  awaitingEmail: string | null;
  /** Step 1 was filled in before a login: send it now that the owner is signed in, and go on to step 2. */
  sendDraft: boolean;
  checkoutCanceled: boolean;
}) {
  const auth = useWaitlistPort('auth');
  const billing = useWaitlistPort('billing');
  const submissions = useWaitlistPort('submissions');
  // Step 2 needs an account with a backend: a signup saved here without one (its sign-up failed, or the session
  // ended) resumes at step 1 with its details, where Continue makes the account before the deposit.
  const [hasAccount, setHasAccount] = useState(signedIn || !auth.configured);
  const [step, setStep] = useState<WaitlistStepId>(initialSignup && !awaitingEmail && hasAccount ? 'payment' : 'info');
  // Offline at step 1: the details stay, and step 1 continues by itself when the connection returns.
  const waitForOnline = useRetryWhenOnline(() => void handleSubmit());
  const [values, setValues] = useState<WaitlistFormValues>(initialFormValues);
  const [errors, setErrors] = useState<Partial<Record<WaitlistField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [signup, setSignup] = useState<WaitlistSignup | null>(initialSignup);
  const [loginState, setLoginState] = useState<LoginRouteState | null>(null);
  // Set while the account waits for its e-mail confirmation; `shown` is false while the address is being corrected.
  const [confirmation, setConfirmation] = useState<{ email: string; shown: boolean } | null>(
    awaitingEmail ? { email: awaitingEmail, shown: true } : null,
  );
  const awaiting = confirmation !== null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);
  const { schedule } = useTimeouts();

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [step, confirmation?.shown]);

  // Confirmed (the link opened in another tab shares the session) or already signed in after a reload: on to step 2.
  useEffect(() => {
    if (!awaiting || !auth.configured) return;
    let active = true;
    const proceed = () => {
      if (!active) return;
      writeAwaitingConfirmation(null);
      setConfirmation(null);
      moveFocus.current = true;
      setStep('payment');
    };
    void auth
      .currentUser()
      .catch(() => null)
      .then((user) => user && proceed());
    const unsubscribe = auth.onChange((event, user) => {
      if (user && (event === 'SIGNED_IN' || event === 'INITIAL_SESSION')) proceed();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [awaiting, auth]);


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
    moveFocus.current = true;
    setStep(next);
  }

  function handleChange(field: WaitlistField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setSaveError(null);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: waitlistFieldError(field, value) }));
  }

  function handleBlur(field: WaitlistField) {
    const value = values[field];
    // An untouched empty field is not an error yet: Continue stays disabled until it is filled.
    if (value.trim() === '' && !errors[field]) return;
    setErrors((current) => ({ ...current, [field]: waitlistFieldError(field, value) }));
  }

  async function handleSubmit(trapped = false) {
    if (saving) return;
    const found = waitlistFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (Object.keys(values) as WaitlistField[]).find((field) => found[field]);
      if (first) document.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (signup && !confirmation && hasAccount && sameValues(values, valuesOf(signup))) {
      goTo('payment');
      return;
    }
    const form = waitlistFormSchema.parse(values);
    setSaving(true);
    setSaveError(null);
    await delay(schedule, waitlistTimings.save);
    if (trapped) {
      // A bot filled the hidden field: it is told to check its inbox as usual; no account, nothing stored or sent.
      setSaving(false);
      moveFocus.current = true;
      setConfirmation({ email: form.email, shown: true });
      return;
    }
    // The account comes first, so the server copy of a new signup is delivered already linked to it.
    // A corrected address while a confirmation is pending signs up again (a new link to the new address).
    const account: AccountOutcome = signup && !confirmation && hasAccount ? { kind: 'ready' } : await ensureAccount(form);
    if (account.kind === 'retry') {
      setSaving(false);
      setSaveError(account.offline ? accountCopy.offline : accountCopy.unavailable);
      waitForOnline(account.offline);
      return;
    }
    if (account.kind === 'ready') setHasAccount(true);
    if (account.kind === 'login' && !signup) {
      // Nothing is stored for a visitor who must log in first: the details wait in this tab, and are sent once the
      // owner is signed in (see storedLoginDraft). Without storage they fill in step 1 again after logging in.
      storedLoginDraft.write(form);
      setLoginState(account.state);
      return;
    }
    try {
      // Back then Continue edits the same signup (same place in line) rather than queueing the visitor twice.
      const updated = signup ? submissions.reviseWaitlistSignup(signup.id, form) : undefined;
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
      setSignup(saved);
      // Already registered (or refused): the signup is kept here and the visitor comes back to step 2 after login.
      if (account.kind === 'login') return setLoginState(account.state);
      setSaving(false);
      if (account.kind === 'confirm') {
        writeAwaitingConfirmation({ signupId: saved.id, email: account.email });
        moveFocus.current = true;
        setConfirmation({ email: account.email, shown: true });
        return;
      }
      writeAwaitingConfirmation(null);
      setConfirmation(null);
      goTo('payment');
    } catch (error) {
      setSaving(false);
      setSaveError(isSubmissionRejected(error) ? error.message : infoStepCopy.saveFailed);
    }
  }

  /**
   * With a backend, step 2 needs a signed-in owner: make the account now (the form has no password field, so a
   * strong random one; the dashboard later offers 'Set your password'). A project that requires e-mail confirmation
   * answers without a session: the owner confirms first, and the link brings them back here signed in.
   */
  async function ensureAccount(form: WaitlistFormValues): Promise<AccountOutcome> {
    if (!auth.configured) return { kind: 'ready' };
    const current = await auth.currentUser().catch(() => null);
    if (current) return { kind: 'ready' };
    try {
      const result = await auth.signUp({
        email: form.email,
        password: generatePassword(),
        firstName: form.firstName,
        lastName: form.lastName,
        generatedPassword: true,
        emailRedirectTo: `${window.location.origin}${paths.waitlist.getHref()}`,
      });
      return result.needsConfirmation ? { kind: 'confirm', email: form.email } : { kind: 'ready' };
    } catch (caught) {
      // No connection is no reason to send a new visitor to a login page: they stay here and try again.
      if (isConnectionFailure(caught)) {
        return { kind: 'retry', offline: isOfflineFailure(caught) };
      }
      // Only the server's refusals go to /login: already registered, or another refusal in the server's words.
      const message = isAlreadyRegistered(caught)
        ? accountCopy.alreadyRegistered
        : caught instanceof AuthError && caught.message
          ? caught.message
          : accountCopy.loginToPay;
      return { kind: 'login', state: { message, email: form.email, from: paths.waitlist.getHref() } };
    }
  }


  if (loginState) return <Navigate to={loginHref(paths.waitlist.getHref())} state={loginState} />;

  return (
    <div>
      <StepIndicator current={step} />
      {checkoutCanceled && (
        <p role="status" className="mt-6 flex items-start gap-2 rounded-2xl bg-brand-50 p-4 text-sm text-ink-800 ring-1 ring-brand-200">
          <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          {paymentStepCopy.canceled}
        </p>
      )}
      <div className="mt-8">
        {step === 'payment' && signup ? (
          <PaymentStep signup={signup} billing={billing} headingRef={headingRef} onBack={() => goTo('info')} onError={onError} />
        ) : confirmation?.shown ? (
          <ConfirmEmailStep
            email={confirmation.email}
            headingRef={headingRef}
            onEdit={() => {
              moveFocus.current = true;
              setConfirmation({ ...confirmation, shown: false });
            }}
          />
        ) : (
          <InfoStep
            values={values}
            errors={errors}
            saving={saving}
            saveError={saveError}
            headingRef={headingRef}
            onChange={handleChange}
            onBlur={handleBlur}
            onSubmit={handleSubmit}
          />
        )}
      </div>
    </div>
  );
}
