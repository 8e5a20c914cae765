import type { FieldValues } from 'react-hook-form';
import { ONE_TIME_CODE_LENGTH } from '@portal/contract';
import { TextField, type TextFieldProps } from './text-field.tsx';

/**
 * The e-mailed one-time code: a digit keyboard, the code offered by the phone's autofill ('one-time-code'),
 * at most six characters. A text input (not a number one), so leading zeros stay and no spinner shows.
 */
export function CodeField<T extends FieldValues, V = T>(field: TextFieldProps<T, V>) {
  return (
    <TextField
      {...field}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={ONE_TIME_CODE_LENGTH}
      pattern="[0-9]*"
    />
  );
}
