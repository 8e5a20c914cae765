import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@portal/ui/forms/text-field.tsx';

/** A field that takes a two-step sign-in recovery code: typed as is, with no capitals or corrections. */
export function RecoveryCodeField<T extends FieldValues, V = T>(props: TextFieldProps<T, V>) {
  return <TextField autoCapitalize="none" autoCorrect="off" spellCheck={false} maxLength={32} {...props} />;
}
