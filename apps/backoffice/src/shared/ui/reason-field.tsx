import { useTranslation } from 'react-i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useFieldError } from '@portal/ui/forms/use-field-error.ts';
import { TextArea } from './text-area.tsx';

/** The contract's limit of an audited action's reason. */
const REASON_MAX = 500;

/** The reason an audited action asks for (blocking an account, cancelling an order): a few lines, with its error. */
export function ReasonField<T extends FieldValues, V>({
  control,
  name,
}: {
  control: Control<T, unknown, V>;
  name: FieldPath<T>;
}) {
  const { t } = useTranslation();
  const error = useFieldError(control, name, REASON_MAX);
  return (
    <TextArea label={t('accounts.reason')} rows={3} maxLength={REASON_MAX} error={error} {...control.register(name)} />
  );
}
