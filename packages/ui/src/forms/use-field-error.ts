import { useTranslation } from 'react-i18next';
import { get, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { validationMessage } from './validation-message.ts';

/**
 * A form field's current error, translated: the message is a translation key (the contract's schemas, or the
 * server's -7 field messages set with `setError`); `max` fills 'Maximum {{max}} symbols'. Re-renders only
 * when this field's state changes.
 */
export function useFieldError<T extends FieldValues, V>(
  control: Control<T, unknown, V>,
  name: FieldPath<T>,
  max?: number,
): string | undefined {
  const { t } = useTranslation();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return validationMessage(t, message, max);
}
