import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorConfirmRequestSchema, type TwoFactorEnrolment } from '@portal/contract';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { useCopyToClipboard } from '@portal/ui/widgets/use-copy-to-clipboard.ts';
import { CodeField } from '@portal/ui/forms/code-field.tsx';
import { asApiError } from '../api-failure.ts';
import { useConfirmTwoFactorMutation } from '../api/profile-api.ts';
import '../../../shared/ui/muted-text.css';

/** The base32 secret in groups of four, as authenticator apps show and accept it (spaces are ignored). */
export const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The key for typing by hand: grouped and wrapping on a phone; copied without the spaces. */
function SetupKey({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const source = useRef<HTMLTextAreaElement>(null);
  const { copied, copy } = useCopyToClipboard();
  return (
    <div className="two-factor__key">
      <span className="two-factor__key-label">{t('twoFactor.setupKey')}</span>
      <div className="two-factor__key-row">
        <code className="two-factor__key-value">{grouped(secret)}</code>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => source.current && void copy(source.current)}
        >
          {copied ? t('twoFactor.copied') : t('twoFactor.copyKey')}
        </button>
      </div>
      {/* The copy source, also the manual-copy fallback (selected when the clipboard refuses). */}
      <textarea ref={source} className="visually-hidden" value={secret} readOnly tabIndex={-1} aria-hidden="true" />
    </div>
  );
}

/**
 * Enrolment: the QR code for the app (or the key typed by hand), then the app's first code turns two-step
 * sign-in on; the recovery codes come back to be shown once.
 */
export function TwoFactorEnrolmentForm(props: {
  enrolment: TwoFactorEnrolment;
  onConfirmed(recoveryCodes: string[]): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [confirmTwoFactor] = useConfirmTwoFactorMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ code: string }>({
    resolver: zodResolver(twoFactorConfirmRequestSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      props.onConfirmed((await confirmTwoFactor(code).unwrap()).recoveryCodes);
    } catch (caught) {
      setFailure(asApiError(caught).messageKey);
      form.reset({ code: '' });
      form.setFocus('code');
    }
  });

  return (
    <div className="two-factor__enrol">
      <ol className="two-factor__steps">
        <li className="two-factor__step">
          <p>{t('twoFactor.scanStep')}</p>
          <img
            className="two-factor__qr"
            src={props.enrolment.qrCodeDataUrl}
            alt={t('twoFactor.qrAlt')}
            width={184}
            height={184}
          />
          <p className="muted-text">{t('twoFactor.manualEntry')}</p>
          <SetupKey secret={props.enrolment.secret} />
        </li>
        <li className="two-factor__step">
          <p>{t('twoFactor.codeStep')}</p>
          <form className="profile-form flow" noValidate onSubmit={submit}>
            {failure && <FormError message={t(failure)} />}
            <CodeField control={form.control} name="code" label={t('twoFactor.codeLabel')} />
            <div className="profile-form__actions two-factor__actions">
              <button type="button" className="btn btn--secondary" onClick={props.onCancel}>
                {t('twoFactor.cancel')}
              </button>
              <LoadingButton
                type="submit"
                variant="primary"
                loading={form.formState.isSubmitting}
                disabled={form.formState.isSubmitting}
              >
                {t('twoFactor.confirm')}
              </LoadingButton>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
