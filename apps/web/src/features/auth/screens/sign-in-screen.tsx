import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ResultCode, type TokenPair } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { BotCheckWhenAsked } from '@portal/ui/widgets/bot-check.tsx';
import { EmailField } from '@portal/ui/forms/email-field.tsx';
import { lazyResolver } from '@portal/ui/forms/lazy-resolver.ts';
import { PasswordField } from '@portal/ui/forms/password-field.tsx';
import { authenticate, resendVerifyEmail } from '../auth-api.ts';
import type { SignInForm, SignInValues } from '../forms/auth-forms.ts';
import { afterSignIn, routeState, type AuthRouteState } from '../auth-navigation.ts';
import { completeSignIn } from '../auth-slice.ts';
import { asApiError } from '../api-failure.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthForm } from '../components/auth-form.tsx';
import { useAppDispatch } from '../../../shared/store/store-hooks.ts';
import { useBotCheckStep } from '../../../shared/hooks/use-bot-check-step.ts';
import '../auth.css';

/** The form's rules (and zod) load on its first validation, so the screen shows without them. */
const resolver = lazyResolver<SignInForm, unknown, SignInValues>(async () => {
  const [{ zodResolver }, { signInFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../forms/auth-forms.ts'),
  ]);
  return zodResolver(signInFormSchema);
});

/** The second step (two-factor on) and its rules (zod) load only for the traders who need them. */
const SecondFactorStep = lazy(() =>
  import('../forms/second-factor-step.tsx').then((m) => ({ default: m.SecondFactorStep })),
);

/**
 * Sign In: e-mail and password; an unverified e-mail goes to the code step, -800 adds the bot-check, and -31
 * (two-factor on) shows the second step in place.
 */
export default function SignInScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const state = routeState(location.state);
  const { botCheck, afterFailure, hide: hideBotCheck } = useBotCheckStep();
  const [failure, setFailure] = useState<string | null>(null);
  /** The single-use challenge of -31: the second step (an app's code or a recovery code) is shown. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useForm<SignInForm, unknown, SignInValues>({
    resolver,
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  const signedIn = async (pair: TokenPair) => {
    await dispatch(completeSignIn(pair));
    navigate(afterSignIn(state), { replace: true });
  };

  const signIn = async (values: SignInValues, captchaToken?: string) => {
    setFailure(null);
    try {
      await signedIn(await authenticate({ ...values, ...(captchaToken ? { captchaToken } : {}) }));
    } catch (caught) {
      const error = asApiError(caught);
      if (error.result === ResultCode.SecondFactorRequired) {
        hideBotCheck();
        setChallenge((error.data as { challenge: string }).challenge);
        return;
      }
      if (error.result === ResultCode.AccessClaimRequired) {
        // The password is right but the e-mail is unproven: a fresh code, then the code step.
        const email = (error.data as { email?: string } | null)?.email ?? values.email;
        await resendVerifyEmail(email).catch(() => undefined); // a code sent a moment ago is still valid
        const next: AuthRouteState = { email, from: state.from };
        navigate('/verify-email', { state: next });
        return;
      }
      afterFailure(error);
      setFailure(error.messageKey);
    }
  };

  const submit = form.handleSubmit((values) => signIn(values));
  const retryWithToken = (token: string) => void form.handleSubmit((values) => signIn(values, token))();

  if (challenge) {
    const backToPassword = (failureKey: string | null) => {
      setChallenge(null);
      form.resetField('password');
      setFailure(failureKey);
    };
    return (
      <Suspense fallback={null}>
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={signedIn}
          onExpired={() => backToPassword('auth.twoFactorStep.expired')}
          onBack={() => backToPassword(null)}
        />
      </Suspense>
    );
  }

  return (
    <AuthCard
      title={t('auth.signIn.title')}
      subtitle={t('auth.signIn.subtitle')}
      footer={
        <p>
          {t('auth.links.noAccount')}{' '}
          <Link className="link" to="/sign-up" state={state.from ? { from: state.from } : undefined}>
            {t('auth.links.signUp')}
          </Link>
        </p>
      }
    >
      {state.notice && !failure && <Banner variant="positive">{t(state.notice)}</Banner>}
      {failure && <FormError message={t(failure)} />}
      <AuthForm onSubmit={submit} busy={isSubmitting} submitLabel={t('auth.signIn.submit')}>
        <EmailField
          control={form.control}
          name="email"
          label={t('auth.signIn.email')}
          autoComplete="username"
          autoFocus
        />
        <PasswordField control={form.control} name="password" label={t('auth.signIn.password')} />
        <p className="auth-form__aside">
          <Link className="link" to="/dashboard/forgot-password">
            {t('auth.links.forgotPassword')}
          </Link>
        </p>
        <BotCheckWhenAsked step={botCheck} onToken={retryWithToken} />
      </AuthForm>
    </AuthCard>
  );
}
