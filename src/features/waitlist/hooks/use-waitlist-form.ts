import { useState } from 'react';
import { waitlistFieldError, waitlistFormErrors, type WaitlistField, type WaitlistFormValues } from '../schema';

/**
 * Step 1's values and their errors: a field's error shows once it is left (an untouched empty field is no error
 * yet) and follows each change after that; `validate` checks every field and focuses the first one in error.
 */
export function useWaitlistForm(initial: WaitlistFormValues, onEdit: () => void) {
  const [values, setValues] = useState<WaitlistFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<WaitlistField, string>>>({});

  function handleChange(field: WaitlistField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    onEdit();
    if (errors[field]) setErrors((current) => ({ ...current, [field]: waitlistFieldError(field, value) }));
  }

  function handleBlur(field: WaitlistField) {
    const value = values[field];
    // An untouched empty field is not an error yet: Continue stays disabled until it is filled.
    if (value.trim() === '' && !errors[field]) return;
    setErrors((current) => ({ ...current, [field]: waitlistFieldError(field, value) }));
  }

  /** True when every field is valid; otherwise shows the errors and focuses the first field in error. */
  function validate(): boolean {
    const found = waitlistFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    const first = (Object.keys(values) as WaitlistField[]).find((field) => found[field]);
    if (first) document.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    return false;
  }

  return { values, errors, handleChange, handleBlur, validate };
}
