import type { Control, FieldPath, FieldValues, UseFormRegisterReturn } from 'react-hook-form';

/**
 * `register(name)` for every field of the kit, with one difference: leaving a field the trader has not changed
 * judges nothing. Focus that moves on to the language switcher, a tab or the next field is no answer, so an
 * untouched field shows its rule only on submit (SPEC §5); a field the trader changed is checked when left, as
 * the form's mode says, and live after that.
 */
export function registerField<T extends FieldValues, V>(
  control: Control<T, unknown, V>,
  name: FieldPath<T>,
): UseFormRegisterReturn<FieldPath<T>> {
  const registered = control.register(name);
  return {
    ...registered,
    onBlur: async (event) => {
      if (control.getFieldState(name).isDirty) await registered.onBlur(event);
    },
  };
}
