import type { ComponentProps } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextInput } from '../widgets/text-input.tsx';
import { registerField } from './register-field.ts';
import { useFieldError } from './use-field-error.ts';

/**
 * What every form field of the kit takes: the form's `control` (from `useForm`, so `name` is checked against
 * the form's fields) and the field's name. The field registers itself and shows its own translated error.
 */
export type FormFieldProps<T extends FieldValues, V = T> = {
  control: Control<T, unknown, V>;
  name: FieldPath<T>;
  /** The visible label (translated). */
  label: string;
  /** The field's own limit, for 'Maximum {{max}} symbols'. */
  max?: number;
};

/** The input attributes a caller may still set (the binding owns name, value, events and error). */
type InputProps = Omit<
  ComponentProps<typeof TextInput>,
  'name' | 'label' | 'error' | 'ref' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'max'
>;

export type TextFieldProps<T extends FieldValues, V = T> = FormFieldProps<T, V> & InputProps;

/**
 * A form-bound text field: react-hook-form's `register` on the shared TextInput (label, error and note linked
 * to the input, aria-invalid while the field fails), the error translated from the contract's message key.
 */
export function TextField<T extends FieldValues, V = T>({ control, name, label, max, ...input }: TextFieldProps<T, V>) {
  const error = useFieldError(control, name, max);
  return <TextInput {...input} label={label} error={error} {...registerField(control, name)} />;
}
