import { useTranslation } from 'react-i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from '@portal/ui/forms/text-field.tsx';
import { fieldMax } from './auth-forms.ts';

type Props<T extends FieldValues, V> = {
  control: Control<T, unknown, V>;
  /** the guest's Subscribe asks for them without requiring them */
  optional?: boolean;
};

const NAMES = [
  { name: 'firstName', label: 'auth.signUp.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'auth.signUp.lastName', autoComplete: 'family-name' },
] as const;

/** First and last name side by side, as sign-up and Subscribe ask for them. */
export function NameFields<T extends FieldValues, V = T>({ control, optional = false }: Props<T, V>) {
  const { t } = useTranslation();
  const note = optional ? t('common.optional') : undefined;
  return (
    <div className="auth-form__pair">
      {NAMES.map(({ name, label, autoComplete }) => (
        <TextField
          key={name}
          control={control}
          name={name as FieldPath<T>}
          label={t(label)}
          autoComplete={autoComplete}
          note={note}
          max={fieldMax.name}
        />
      ))}
    </div>
  );
}
