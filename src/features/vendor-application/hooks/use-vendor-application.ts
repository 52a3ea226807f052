import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { todayIsoDate } from '@/lib/dates';
import { newId } from '@/lib/ids';
import { useVendorApplicationPort } from '../ports';
import { isSubmissionRejected } from '@/lib/submissions';
import { applicationDraft, submitDelayMs } from '../draft';
import {
  emptyVendorApplication,
  stepFields,
  toVendorApplication,
  validateStep,
  type StepIndex,
  type VendorApplicationField,
  type VendorApplicationValues,
} from '../schemas';

type Status = 'editing' | 'submitting' | 'failed';

/** The first step that is not complete, or `wanted` when every step before it is. */
function reachableStep(wanted: StepIndex, values: VendorApplicationValues, currentYear: number): StepIndex {
  for (const step of [0, 1] as const) {
    if (step >= wanted) break;
    if (Object.keys(validateStep(step, values, currentYear)).length > 0) return step;
  }
  return wanted;
}

/**
 * State of the vendor application wizard: answers, the current step, which fields were visited (their errors
 * show on blur), the autosaved draft and the submit. `onSubmitted` receives the new application's number and id.
 */
export function useVendorApplication(onSubmitted: (application: { applicationNumber: string; id: string }) => void) {
  const submissions = useVendorApplicationPort('submissions');
  const [values, setValues] = useState<VendorApplicationValues>(emptyVendorApplication);
  const [step, setStep] = useState<StepIndex>(0);
  const [touched, setTouched] = useState<ReadonlySet<VendorApplicationField>>(new Set());
  const [status, setStatus] = useState<Status>('editing');
  // What the server said when it refused the application; null for any other failure (this browser's storage).
  const [rejection, setRejection] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  // The clock is read once, in the browser, so the year bound cannot change halfway through the wizard.
  const [currentYear] = useState(() => new Date().getFullYear());
  const submitted = useRef(false);

  // Restore after mount: storage is never read during render.
  useEffect(() => {
    const draft = applicationDraft.read();
    if (draft) {
      const restoredValues = { ...emptyVendorApplication, ...draft.values };
      // A deliberate second render: sessionStorage is only readable after mount.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setValues(restoredValues);
      setStep(reachableStep(draft.step, restoredValues, currentYear));
    }
    setRestored(true);
  }, [currentYear]);

  useEffect(() => {
    if (!restored || submitted.current) return;
    applicationDraft.write({ step, values });
  }, [restored, step, values]);

  const errors = useMemo(() => validateStep(step, values, currentYear), [step, values, currentYear]);
  const stepValid = Object.keys(errors).length === 0;

  const setValue = useCallback(<F extends VendorApplicationField>(field: F, value: VendorApplicationValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setStatus((current) => (current === 'failed' ? 'editing' : current));
  }, []);

  const touch = useCallback((field: VendorApplicationField) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  /** The message to show beside a field: only once the visitor has left it. */
  const errorFor = (field: VendorApplicationField) => (touched.has(field) ? errors[field] : undefined);

  const goBack = () => setStep((current) => (current > 0 ? ((current - 1) as StepIndex) : current));

  async function advance() {
    if (!stepValid || status === 'submitting') {
      setTouched((current) => new Set([...current, ...stepFields[step]]));
      return;
    }
    if (step < 2) {
      setStep((step + 1) as StepIndex);
      return;
    }
    setStatus('submitting');
    await new Promise((resolve) => setTimeout(resolve, submitDelayMs));
    try {
      const record = toVendorApplication(
        values,
        { id: newId.vendorApplication(), applicationNumber: newId.applicationNumber(), appliedDate: todayIsoDate() },
        currentYear,
      );
      await submissions.create('vendorApplications', record);
      submitted.current = true;
      applicationDraft.clear();
      onSubmitted({ applicationNumber: record.applicationNumber, id: record.id });
    } catch (error) {
      setRejection(isSubmissionRejected(error) ? error.message : null);
      setStatus('failed');
    }
  }

  return {
    values,
    step,
    status,
    rejection,
    stepValid,
    currentYear,
    restored,
    setValue,
    touch,
    errorFor,
    goBack,
    advance,
  };
}

export type VendorApplicationState = ReturnType<typeof useVendorApplication>;
