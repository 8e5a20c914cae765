import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../store-hooks.ts';
import { TextWithNodes } from '../../../shared/ui/text-with-nodes.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { error?: string; ref?: Ref<HTMLInputElement> };

/** 'I accept the Terms and Conditions and the Privacy Policy', linking the brand's documents (new tab). */
export function TermsField({ error, ref, ...input }: Props) {
  const { t } = useTranslation();
  const brand = useAppSelector((s) => s.brandSettings.config);
  const id = useId();
  const errorId = `${id}-error`;
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
    <div className="auth-check">
      <div className="auth-check__row">
        <input
          {...input}
          ref={ref}
          id={id}
          type="checkbox"
          className="auth-check__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
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
      {error && (
        <p id={errorId} className="auth-check__error">
          {error}
        </p>
      )}
    </div>
  );
}
