import { useRef, useState, type FormEvent } from 'react';
import { authErrorMessage } from './auth-error';
import { useAuth } from './use-auth';

/** The words a new-password form shows, from the feature's own copy. */
export type NewPasswordMessages = { passwordsDiffer: string; passwordTooShort: string; unexpected: string };

/** The first rule a password typed twice breaks (both the same, at least minLength characters), or null. */
export function newPasswordProblem(
  password: string,
  confirmPassword: string,
  messages: Omit<NewPasswordMessages, 'unexpected'>,
  minLength: number,
): string | null {
  if (password !== confirmPassword) return messages.passwordsDiffer;
  if (password.length < minLength) return messages.passwordTooShort;
  return null;
}

type UseNewPasswordOptions = {
  messages: NewPasswordMessages;
  minLength: number;
  /** Runs once the server has saved the password; a throw shows as the form's error. */
  onSaved: () => Promise<void> | void;
};

/** State and submit handler of a form that sets the signed-in user's password (typed twice). */
export function useNewPassword({ messages, minLength, onSaved }: UseNewPasswordOptions) {
  const { port } = useAuth();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The password the server already took: when only onSaved failed, a retry with it runs onSaved alone (sending it
  // again would be refused as the same password).
  const saved = useRef<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = newPasswordProblem(password, confirmPassword, messages, minLength);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      if (saved.current !== password) {
        await port.updatePassword(password);
        saved.current = password;
      }
      await onSaved();
    } catch (caught) {
      setError(authErrorMessage(caught, messages.unexpected));
    }
    setBusy(false);
  }

  const fields = {
    password,
    confirmPassword,
    onPasswordChange: (event: { target: { value: string } }) => setPassword(event.target.value),
    onConfirmPasswordChange: (event: { target: { value: string } }) => setConfirmPassword(event.target.value),
  };
  return { fields, busy, error, handleSubmit };
}
