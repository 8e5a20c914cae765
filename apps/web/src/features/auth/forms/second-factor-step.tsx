import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ResultCode, totpCodeSchema, typedRecoveryCodeSchema, type TokenPair } from '@portal/contract';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { BotCheckWhenAsked } from '@portal/ui/widgets/bot-check.tsx';
import { CodeField } from '@portal/ui/forms/code-field.tsx';
import { RecoveryCodeField } from '../../../shared/ui/recovery-code-field.tsx';
import { authenticateSecondFactor } from '../auth-api.ts';
import { asApiError } from '../api-failure.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthForm } from '../components/auth-form.tsx';
import { useBotCheckStep } from '../../../shared/hooks/use-bot-check-step.ts';

type Method = 'totp' | 'recoveryCode';
const schemas = {
  totp: z.object({ code: totpCodeSchema }),
  recoveryCode: z.object({ code: typedRecoveryCodeSchema }),
};

/**
 * The sign-in's second step, after the password answered -31: the 6-digit code of the trader's
 * authenticator app, or one recovery code. Six digits typed (or filled in by the phone) send the form at once.
 * A challenge that is gone (-72: expired, used, out of tries) sends the trader back to the password.
 */
export function SecondFactorStep(props: {
  challenge: string;
  onSignedIn(pair: TokenPair): Promise<void>;
  onExpired(): void;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>('totp');
  const [failure, setFailure] = useState<string | null>(null);
  const { botCheck, afterFailure } = useBotCheckStep();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(schemas[method]),
    defaultValues: { code: '' },
    mode: 'onSubmit',
  });
  const { isSubmitting } = form.formState;
  // The field was just emptied after a refused code, nothing typed since: one error shows, the banner's.
  const justRefused = useRef(false);

  const send = async ({ code }: { code: string }, captchaToken?: string) => {
    setFailure(null);
    try {
      const pair = await authenticateSecondFactor({
        challenge: props.challenge,
        method,
        code,
        ...(captchaToken ? { captchaToken } : {}),
      });
      await props.onSignedIn(pair);
    } catch (caught) {
      const error = asApiError(caught);
      if (error.result === ResultCode.InvalidCode) return props.onExpired();
      afterFailure(error);
      setFailure(error.messageKey);
      form.reset({ code: '' });
      justRefused.current = true;
      form.setFocus('code');
    }
  };
  const sendForm = form.handleSubmit((values) => send(values));
  // A tap on Verify just after the code was refused (meant for that code) does not flag the emptied field.
  const submit = (event?: FormEvent) => {
    const ignored = justRefused.current && !form.getValues('code').trim();
    justRefused.current = false;
    if (!ignored) return sendForm(event);
    event?.preventDefault();
    form.setFocus('code');
    return Promise.resolve();
  };

  // An app's code is complete at six digits: sent without a further tap (once per value typed), unless a
  // bot-check is due, which sends the code with its token.
  const code = form.watch('code');
  useEffect(() => {
    if (code) justRefused.current = false;
  }, [code]);
  const sentFor = useRef('');
  const waitsForCheck = !!botCheck;
  useEffect(() => {
    if (method !== 'totp' || isSubmitting || waitsForCheck) return;
    if (!/^[0-9]{6}$/.test(code.trim()) || sentFor.current === code) return;
    sentFor.current = code;
    void submit();
  }, [code, method, isSubmitting, waitsForCheck, submit]);

  const switchTo = (next: Method) => {
    setMethod(next);
    setFailure(null);
    sentFor.current = '';
    justRefused.current = false;
    form.reset({ code: '' });
  };
  useEffect(() => form.setFocus('code'), [method, form]);

  const isTotp = method === 'totp';
  return (
    <AuthCard
      title={t('auth.twoFactorStep.title')}
      subtitle={isTotp ? t('auth.twoFactorStep.subtitle') : t('auth.twoFactorStep.recoverySubtitle')}
      footer={
        <p>
          <button type="button" className="link" onClick={props.onBack}>
            {t('auth.twoFactorStep.back')}
          </button>
        </p>
      }
    >
      {failure && <FormError message={t(failure)} />}
      <AuthForm onSubmit={submit} busy={isSubmitting} submitLabel={t('auth.twoFactorStep.submit')}>
        {isTotp ? (
          <CodeField
            key="totp"
            control={form.control}
            name="code"
            label={t('auth.twoFactorStep.codeLabel')}
            autoFocus
          />
        ) : (
          <RecoveryCodeField
            key="recovery"
            control={form.control}
            name="code"
            label={t('auth.twoFactorStep.recoveryLabel')}
            autoComplete="off"
            autoFocus
          />
        )}
        <p className="auth-form__aside">
          <button type="button" className="link" onClick={() => switchTo(isTotp ? 'recoveryCode' : 'totp')}>
            {isTotp ? t('auth.twoFactorStep.useRecovery') : t('auth.twoFactorStep.useApp')}
          </button>
        </p>
        <BotCheckWhenAsked
          step={botCheck}
          onToken={(token) => void form.handleSubmit((values) => send(values, token))()}
        />
      </AuthForm>
    </AuthCard>
  );
}
