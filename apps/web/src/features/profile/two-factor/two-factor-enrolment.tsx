import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorConfirmRequestSchema, type TwoFactorEnrolment } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { CodeField } from '@portal/ui/forms/code-field.tsx';
import { asApiError } from '../api-failure.ts';
import { confirmTwoFactor } from './two-factor-api.ts';

/** The base32 secret in groups of four, as authenticator apps show and accept it (spaces are ignored). */
export const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ code: string }>({
    resolver: zodResolver(twoFactorConfirmRequestSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      props.onConfirmed((await confirmTwoFactor(code)).recoveryCodes);
    } catch (caught) {
      setFailure(asApiError(caught).messageKey);
      form.reset({ code: '' });
      form.setFocus('code');
    }
  });

  return (
    <div className="two-factor__enrol">
      <ol className="two-factor__steps">
        <li>
          <p>{t('twoFactor.scanStep')}</p>
          <img
            className="two-factor__qr"
            src={props.enrolment.qrCodeDataUrl}
            alt={t('twoFactor.qrAlt')}
            width={184}
            height={184}
          />
          <p className="two-factor__manual">{t('twoFactor.manualEntry')}</p>
          <TextInput
            className="two-factor__secret"
            label={t('twoFactor.setupKey')}
            value={grouped(props.enrolment.secret)}
            readOnly
            copyable
            spellCheck={false}
          />
        </li>
        <li>
          <p>{t('twoFactor.codeStep')}</p>
          <form className="profile-form" noValidate onSubmit={submit}>
            {failure && <Banner variant="negative">{t(failure)}</Banner>}
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
