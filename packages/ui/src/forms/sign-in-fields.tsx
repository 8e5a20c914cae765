import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { EmailField } from './email-field.tsx';
import { PasswordField } from './password-field.tsx';

type Props<T extends FieldValues, V> = {
  /** the form's control; its fields are named `email` and `password` */
  control: Control<T, unknown, V>;
  emailLabel: string;
  passwordLabel: string;
};

/**
 * A sign-in's address and password, in either app: the address autofilled as the account's 'username' (so password
 * managers pair the two) and focused first.
 */
export function SignInFields<T extends { email: string; password: string }, V = T>(props: Props<T, V>) {
  const { control, emailLabel, passwordLabel } = props;
  return (
    <>
      <EmailField
        control={control}
        name={'email' as FieldPath<T>}
        label={emailLabel}
        autoComplete="username"
        autoFocus
      />
      <PasswordField control={control} name={'password' as FieldPath<T>} label={passwordLabel} />
    </>
  );
}
