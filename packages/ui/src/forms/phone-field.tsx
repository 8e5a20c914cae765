import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** A phone number: the phone keyboard and the 'tel' autofill; its format note comes from the caller. */
export function PhoneField<T extends FieldValues, V = T>(field: Omit<TextFieldProps<T, V>, 'type'>) {
  return <TextField {...field} type="tel" inputMode="tel" autoComplete="tel" />;
}
