import type { FieldValues } from 'react-hook-form';
import { PRESENTED_PASSWORD_MAX_LENGTH } from '@portal/contract';
import { TextField, type TextFieldProps } from './text-field.tsx';

/**
 * A password with its show/hide toggle (the TextInput's, labelled 'Show password' / 'Hide password').
 * By default a password being presented (sign-in, current password): 'current-password' autofill and the
 * presented password's limit; new passwords go through NewPasswordFields.
 */
export function PasswordField<T extends FieldValues, V = T>({
  autoComplete = 'current-password',
  max = PRESENTED_PASSWORD_MAX_LENGTH,
  ...field
}: Omit<TextFieldProps<T, V>, 'type'>) {
  return <TextField {...field} type="password" autoComplete={autoComplete} max={max} />;
}
