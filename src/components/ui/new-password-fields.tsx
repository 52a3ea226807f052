import type { ChangeEventHandler } from 'react';
import { passwordLengthHint } from '@/config/constants';
import { PasswordField } from './password-field';

type NewPasswordFieldsProps = {
  password: string;
  confirmPassword: string;
  onPasswordChange: ChangeEventHandler<HTMLInputElement>;
  onConfirmPasswordChange: ChangeEventHandler<HTMLInputElement>;
  labels: { password: string; confirmPassword: string };
  names: { password: string; confirmPassword: string };
  /** Shown under the first field before the first try; the length rule unless a page words it otherwise. */
  passwordHint?: string;
};

/** A new password and its confirmation, both required and marked for password managers as new. */
export function NewPasswordFields({
  password,
  confirmPassword,
  onPasswordChange,
  onConfirmPasswordChange,
  labels,
  names,
  passwordHint = passwordLengthHint,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        name={names.password}
        autoComplete="new-password"
        required
        hint={passwordHint}
        value={password}
        onChange={onPasswordChange}
      />
      <PasswordField
        label={labels.confirmPassword}
        name={names.confirmPassword}
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={onConfirmPasswordChange}
      />
    </>
  );
}
