import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { CountrySelect } from './country-select.tsx';
import type { FormFieldProps } from './text-field.tsx';
import { registerField } from './register-field.ts';
import { useFieldError } from './use-field-error.ts';

type SelectProps = Omit<
  ComponentProps<typeof CountrySelect>,
  'name' | 'label' | 'error' | 'ref' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
>;

/** A form-bound country picker: CountrySelect registered with the form, showing its own translated error. */
export function CountryField<T extends FieldValues, V = T>({
  control,
  name,
  label,
  max,
  ...select
}: FormFieldProps<T, V> & SelectProps) {
  const error = useFieldError(control, name, max);
  return <CountrySelect {...select} label={label} error={error} {...registerField(control, name)} />;
}
