import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { loginHref } from '@/lib/auth';
import { Spinner } from '@/components/ui/spinner';
import { resumeQuery } from '../api';
import { paymentStepCopy, stepIndicatorCopy } from '../content/waitlist';
import { useSignupSteps, type StepsStart } from '../hooks/use-signup-steps';
import { initialValues } from '../lib/form-values';
import { useWaitlistPort } from '../ports';
import { ConfirmEmailStep } from './confirm-email-step';
import { InfoStep } from './info-step';
import { PaymentStep } from './payment-step';
import { ReservationCard } from './reservation-card';
import { StepIndicator } from './step-indicator';

type WaitlistFlowProps = {
  /** Called with the message of a failed checkout. */
  onError?: (message: string) => void;
};

/**
 * The two-step waitlist: step 1 saves a pending_payment signup in this browser (after a simulated 1 s), step 2
 * starts the deposit checkout. A visitor whose pending signup is saved here resumes at step 2; a signed-in owner
 * finds their details filled in, or their reservation once the deposit is paid.
 */
export function WaitlistFlow(props: WaitlistFlowProps) {
  const auth = useWaitlistPort('auth');
  const ownerBilling = useWaitlistPort('ownerBilling');
  const submissions = useWaitlistPort('submissions');
  const { data: resume } = useQuery(resumeQuery(auth, ownerBilling, submissions));

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

function FlowSteps({ onError, checkoutCanceled, ...start }: WaitlistFlowProps & StepsStart & { checkoutCanceled: boolean }) {
  const billing = useWaitlistPort('billing');
  const { step, signup, loginState, confirmation, headingRef, form, saving, saveError, handleSubmit, goTo, editEmail } =
    useSignupSteps(start);

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
          <ConfirmEmailStep email={confirmation.email} headingRef={headingRef} onEdit={editEmail} />
        ) : (
          <InfoStep
            values={form.values}
            errors={form.errors}
            saving={saving}
            saveError={saveError}
            headingRef={headingRef}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            onSubmit={handleSubmit}
          />
        )}
      </div>
    </div>
  );
}
