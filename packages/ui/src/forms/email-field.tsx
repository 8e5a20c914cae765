import type { FieldValues } from 'react-hook-form';
import { EMAIL_MAX_LENGTH } from '@portal/contract';
import { TextField, type TextFieldProps } from './text-field.tsx';

/**
 * An e-mail address: the e-mail keyboard and autofill ('username' where it names an account to sign in to,
 * so password managers pair it with the password), 'Maximum 254 symbols' by default.
 */
export function EmailField<T extends FieldValues, V = T>({
  autoComplete = 'email',
  max = EMAIL_MAX_LENGTH,
  ...field
}: TextFieldProps<T, V>) {
  return <TextField {...field} type="email" inputMode="email" autoComplete={autoComplete} max={max} />;
}
