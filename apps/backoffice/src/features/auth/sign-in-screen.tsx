import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { SignInFields } from '@portal/ui/forms/sign-in-fields.tsx';
import { lazyResolver } from '@portal/ui/forms/lazy-resolver.ts';
import { authApi } from '../../shared/api/session-api.ts';
import { asApiError } from '../../shared/api/failure.ts';
import { nextStep, useSession } from '../../shared/session/session.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import { useBotCheckStep } from '@portal/ui/widgets/use-bot-check-step.ts';

type Form = { email: string; password: string };
/** The form's rules (and zod) load on its first validation, so the screen shows without them. */
const resolver = lazyResolver<Form>(() => import('./sign-in-form.ts').then((m) => m.signInResolver));

/** E-mail and password; after -800 (the login guard's bot-check) the check, then the same request again. */
export default function SignInScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const botCheck = useBotCheckStep();
  const form = useForm<Form>({
    resolver,
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const signIn = async (values: Form, captchaToken?: string) => {
    setFailure(null);
    try {
      const state = await authApi.signIn({ ...values, ...(captchaToken ? { captchaToken } : {}) });
      await refresh();
      navigate(nextStep(state), { replace: true });
    } catch (caught) {
      const error = asApiError(caught);
      botCheck.refusedWith(error);
      setFailure(error.messageKey);
    }
  };

  return (
    <AuthCard title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      {failure && <FormError message={t(failure)} />}
      <AuthForm form={form} send={signIn} botCheck={botCheck.step} submitLabel={t('auth.signIn.submit')}>
        <SignInFields
          control={form.control}
          emailLabel={t('auth.signIn.email')}
          passwordLabel={t('auth.signIn.password')}
        />
      </AuthForm>
    </AuthCard>
  );
}
