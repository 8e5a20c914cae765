import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { twoFactorDisableRequestSchema, type TwoFactorDisableRequest } from '@portal/contract';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { BotCheckWhenAsked } from '@portal/ui/widgets/bot-check.tsx';
import { PasswordField } from '@portal/ui/forms/password-field.tsx';
import { asApiError } from '../api-failure.ts';
import { RecoveryCodeField } from '../../../shared/ui/recovery-code-field.tsx';
import { useBotCheckStep } from '../../../shared/hooks/use-bot-check-step.ts';
import { useDisableTwoFactorMutation } from '../api/profile-api.ts';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';

type Values = Omit<TwoFactorDisableRequest, 'captchaToken'>;

/** Turning two-step sign-in off: the current password and an app's code or a recovery code (-4, -30, -800). */
export function TwoFactorDisableForm(props: { onDisabled(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const { botCheck, afterFailure } = useBotCheckStep();
  const [disableTwoFactor] = useDisableTwoFactorMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(twoFactorDisableRequestSchema.omit({ captchaToken: true })),
    defaultValues: { password: '', code: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  const send = async (values: Values, captchaToken?: string) => {
    setFailure(null);
    try {
      await disableTwoFactor({ ...values, ...(captchaToken ? { captchaToken } : {}) }).unwrap();
      props.onDisabled();
    } catch (caught) {
      const error = asApiError(caught);
      afterFailure(error);
      setFailure(error.messageKey);
    }
  };
  const submit = form.handleSubmit((values) => send(values));

  return (
    <form className="profile-form flow two-factor__disable flow" noValidate onSubmit={submit}>
      <h3 className="two-factor__subtitle">{t('twoFactor.turnOffTitle')}</h3>
      <p className="intro-text">{t('twoFactor.turnOffIntro')}</p>
      {failure && <FormError message={t(failure)} />}
      <PasswordField control={form.control} name="password" label={t('twoFactor.password')} autoFocus />
      <RecoveryCodeField
        control={form.control}
        name="code"
        label={t('twoFactor.codeOrRecovery')}
        autoComplete="one-time-code"
      />
      <BotCheckWhenAsked
        step={botCheck}
        onToken={(token) => void form.handleSubmit((values) => send(values, token))()}
      />
      <div className="profile-form__actions two-factor__actions">
        <button type="button" className="btn btn--secondary" onClick={props.onCancel}>
          {t('twoFactor.cancel')}
        </button>
        <SubmitButton busy={isSubmitting}>{t('twoFactor.turnOffConfirm')}</SubmitButton>
      </div>
    </form>
  );
}
