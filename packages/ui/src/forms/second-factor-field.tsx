import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CodeField } from './code-field.tsx';
import { TextField } from './text-field.tsx';

type Props<T extends FieldValues, V> = {
  control: Control<T, unknown, V>;
  name: FieldPath<T>;
  /** a recovery code instead of the authenticator's six digits */
  recovery: boolean;
  label: string;
};

/**
 * The second sign-in step's one field: the authenticator's code, or a recovery code (free text up to 32
 * characters, no autofill or spelling help). Each keeps its own state (keyed), so switching starts empty.
 */
export function SecondFactorField<T extends FieldValues, V = T>({ control, name, recovery, label }: Props<T, V>) {
  return recovery ? (
    <TextField
      key="recovery"
      control={control}
      name={name}
      label={label}
      autoComplete="off"
      spellCheck={false}
      max={32}
      autoFocus
    />
  ) : (
    <CodeField key="totp" control={control} name={name} label={label} autoFocus />
  );
}
