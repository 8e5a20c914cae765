import { useTranslation } from 'react-i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { TextField } from '@portal/ui/forms/text-field.tsx';
import { fieldMax } from './auth-forms.ts';

type Props<T extends FieldValues, V> = {
  control: Control<T, unknown, V>;
  /** the guest's Subscribe asks for them without requiring them */
  optional?: boolean;
};

/** First and last name side by side, as sign-up and Subscribe ask for them. */
export function NameFields<T extends FieldValues, V = T>({ control, optional = false }: Props<T, V>) {
  const { t } = useTranslation();
  const note = optional ? t('common.optional') : undefined;
  return (
    <div className="auth-form__pair">
      <TextField
        control={control}
        name={'firstName' as FieldPath<T>}
        label={t('auth.signUp.firstName')}
        autoComplete="given-name"
        note={note}
        max={fieldMax.name}
      />
      <TextField
        control={control}
        name={'lastName' as FieldPath<T>}
        label={t('auth.signUp.lastName')}
        autoComplete="family-name"
        note={note}
        max={fieldMax.name}
      />
    </div>
  );
}
