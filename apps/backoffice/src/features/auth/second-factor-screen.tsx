import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { recoveryCodeRequestSchema, totpCodeRequestSchema } from '@portal/contract';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { SecondFactorField } from '@portal/ui/forms/second-factor-field.tsx';
import { authApi } from '../../shared/api/session-api.ts';
import { asApiError } from '../../shared/api/failure.ts';
import { nextStep, useSession } from '../../shared/session/session.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import { useBotCheckStep } from '@portal/ui/widgets/use-bot-check-step.ts';
import { formErrors } from '../../shared/forms/form-issues.ts';

type Form = { code: string };

/**
 * The second factor: the authenticator's 6-digit code, or one of the recovery codes. Five wrong answers end
 * the half-open session on the server; the next call then answers 401 and the client returns to sign-in. Wrong
 * codes count for the operator across sign-ins: after a few the server asks for the bot-check (-800), shown here,
 * whose token goes with the same code again; later it asks to wait (429).
 */
export default function SecondFactorScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [recovery, setRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const botCheck = useBotCheckStep();
  const form = useForm<Form>({
    resolver: zodResolver(recovery ? recoveryCodeRequestSchema : totpCodeRequestSchema, formErrors(t)),
    defaultValues: { code: '' },
    mode: 'onSubmit',
  });

  const send = async ({ code }: Form, captchaToken?: string) => {
    setFailure(null);
    const body = { code, ...(captchaToken ? { captchaToken } : {}) };
    try {
      const state = recovery ? await authApi.recoveryCode(body) : await authApi.totpVerify(body);
      await refresh();
      navigate(nextStep(state), { replace: true });
    } catch (caught) {
      const error = asApiError(caught);
      setFailure(error.messageKey);
      // a code refused for want of the bot-check was not checked: it stays, to go again with the check's token
      if (botCheck.refusedWith(error)) return;
      form.reset({ code: '' });
      form.setFocus('code');
    }
  };

  const toggle = () => {
    setRecovery((r) => !r);
    setFailure(null);
    form.reset({ code: '' });
  };

  return (
    <AuthCard
      title={recovery ? t('auth.secondFactor.recoveryTitle') : t('auth.secondFactor.title')}
      subtitle={recovery ? t('auth.secondFactor.recoverySubtitle') : t('auth.secondFactor.subtitle')}
      footer={
        <Link className="link" to="/sign-in" replace>
          {t('auth.secondFactor.startOver')}
        </Link>
      }
    >
      {failure && <FormError message={t(failure)} />}
      <AuthForm
        form={form}
        send={send}
        botCheck={botCheck.step}
        submitLabel={t('auth.secondFactor.submit')}
        after={
          <button type="button" className="btn btn--ghost" onClick={toggle}>
            {recovery ? t('auth.secondFactor.useTotp') : t('auth.secondFactor.useRecovery')}
          </button>
        }
      >
        <SecondFactorField
          control={form.control}
          name="code"
          recovery={recovery}
          label={recovery ? t('auth.secondFactor.recoveryCode') : t('auth.secondFactor.code')}
        />
      </AuthForm>
    </AuthCard>
  );
}
