import { useTranslation } from 'react-i18next';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { PASSWORD_MAX_LENGTH } from '@portal/contract';
import type { FormFieldProps } from './text-field.tsx';
import { PasswordField } from './password-field.tsx';

type Props<T extends FieldValues, V> = FormFieldProps<T, V> & {
  /**
   * The confirmation's field: the form's schema checks that it repeats the password. Every form of the apps
   * calls it `confirmPassword` (their refinements write the mismatch there), so that is the default.
   */
  confirmName?: FieldPath<T>;
  confirmLabel: string;
  /** The password policy under the new password; the contract's rules by default. */
  note?: string;
  autoFocus?: boolean;
};

/**
 * A new password and its confirmation: 'new-password' autofill on both (so managers offer a strong one), the
 * password policy under the first, each with its own error and show/hide toggle.
 */
export function NewPasswordFields<T extends FieldValues, V = T>({
  control,
  name,
  label,
  confirmName = 'confirmPassword' as FieldPath<T>,
  confirmLabel,
  note,
  autoFocus,
  max = PASSWORD_MAX_LENGTH,
}: Props<T, V>) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        control={control}
        name={name}
        label={label}
        autoComplete="new-password"
        note={note ?? t('auth.passwordRules')}
        max={max}
        autoFocus={autoFocus}
      />
      <PasswordField control={control} name={confirmName} label={confirmLabel} autoComplete="new-password" max={max} />
    </>
  );
}
