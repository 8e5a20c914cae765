import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useAppSelector } from '../../../shared/store/store-hooks.ts';
import { registerField } from '@portal/ui/forms/register-field.ts';
import { useFieldError } from '@portal/ui/forms/use-field-error.ts';
import { TextWithNodes } from '@portal/ui/widgets/text-with-nodes.tsx';
import { FieldMessages, fieldMessageIds } from '@portal/ui/widgets/field-messages.tsx';

type Props<T extends FieldValues, V> = { control: Control<T, unknown, V>; name: FieldPath<T> };

/**
 * 'I accept the Terms and Conditions and the Privacy Policy', linking the brand's documents (new tab); a
 * checkbox bound to the form like the shared form fields.
 */
export function TermsField<T extends FieldValues, V = T>({ control, name }: Props<T, V>) {
  const { t } = useTranslation();
  const error = useFieldError(control, name);
  const brand = useAppSelector((s) => s.brandSettings.config);
  const id = useId();
  const document = (url: string | null | undefined, label: string): ReactNode =>
    url ? (
      <a className="link" href={url} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </a>
    ) : (
      label
    );
  return (
    <div className="auth-check flow flow--1">
      <div className="auth-check__row">
        <input
          {...registerField(control, name)}
          id={id}
          type="checkbox"
          className="auth-check__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldMessageIds(id, { error }).describedBy}
        />
        <label htmlFor={id} className="auth-check__label">
          <TextWithNodes
            render={(markers) => t('auth.signUp.acceptTerms', markers)}
            nodes={{
              terms: document(brand?.termsUrl, t('auth.signUp.terms')),
              privacy: document(brand?.policyUrl, t('auth.signUp.privacy')),
            }}
          />
        </label>
      </div>
      <FieldMessages controlId={id} error={error} />
    </div>
  );
}
