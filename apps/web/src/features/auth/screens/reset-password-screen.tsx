import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ONE_TIME_CODE_LENGTH } from '@portal/contract';
import { Banner } from '../../../shared/ui/banner.tsx';
import { LoadingButton } from '../../../shared/ui/loading-button.tsx';
import { TextInput } from '../../../shared/ui/text-input.tsx';
import { validationMessage } from '../../../shared/forms/validation-message.ts';
import { forgotPassword, resetPasswordWithCode } from '../auth-api.ts';
import { fieldMax, resetPasswordFormSchema, type ResetPasswordForm, type ResetPasswordValues } from '../auth-forms.ts';
import type { AuthRouteState } from '../auth-navigation.ts';
import { setEmailForResetPassword } from '../auth-slice.ts';
import { asApiError } from '../api-failure.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResendCode } from '../components/resend-code.tsx';
import { useAppDispatch, useAppSelector } from '../store-hooks.ts';
import '../auth.css';

const SUCCESS = 'auth.resetPassword.success';

/** Reset your Password: the e-mailed code and a new password (twice); then on to sign in. */
export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const rememberedEmail = useAppSelector((s) => s.auth.emailForResetPassword);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useForm<ResetPasswordForm, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email: rememberedEmail ?? '', code: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const message = (text: string | undefined, max?: number) => validationMessage(t, text, max);

  const submit = form.handleSubmit(async ({ email, code, newPassword }) => {
    setFailure(null);
    try {
      await resetPasswordWithCode({ email, code, newPassword });
      dispatch(setEmailForResetPassword(null));
      setDone(true);
    } catch (caught) {
      setFailure(asApiError(caught).messageKey);
    }
  });

  const resend = async () => {
    setFailure(null);
    if (!(await form.trigger('email'))) return false;
    await forgotPassword(form.getValues('email').trim().toLowerCase());
    return true;
  };

  const toSignIn = () => {
    const state: AuthRouteState = { notice: SUCCESS };
    navigate('/sign-in', { state, replace: true });
  };

  if (done) {
    return (
      <AuthCard title={t('auth.resetPassword.title')}>
        <Banner variant="positive">{t(SUCCESS)}</Banner>
        <button type="button" className="btn btn--primary btn--block" autoFocus onClick={toSignIn}>
          {t('auth.signIn.submit')}
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.resetPassword.title')}
      subtitle={t('auth.resetPassword.text')}
      footer={
        <p>
          <Link className="link" to="/sign-in">
            {t('auth.links.backToSignIn')}
          </Link>
        </p>
      }
    >
      {failure && <Banner variant="negative">{t(failure)}</Banner>}
      <form className="auth-form" noValidate onSubmit={submit}>
        <TextInput
          label={t('auth.resetPassword.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          error={message(errors.email?.message, fieldMax.email)}
          {...form.register('email')}
        />
        <TextInput
          label={t('auth.resetPassword.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={ONE_TIME_CODE_LENGTH}
          pattern="[0-9]*"
          autoFocus={!!rememberedEmail}
          error={message(errors.code?.message)}
          {...form.register('code')}
        />
        <TextInput
          label={t('auth.resetPassword.newPassword')}
          type="password"
          autoComplete="new-password"
          note={t('auth.passwordRules')}
          error={message(errors.newPassword?.message)}
          {...form.register('newPassword')}
        />
        <TextInput
          label={t('auth.resetPassword.confirm')}
          type="password"
          autoComplete="new-password"
          error={message(errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <LoadingButton type="submit" variant="primary" block loading={isSubmitting} disabled={isSubmitting}>
          {t('auth.resetPassword.submit')}
        </LoadingButton>
      </form>
      <ResendCode justSent={!!rememberedEmail} onResend={resend} onFailure={(error) => setFailure(error.messageKey)} />
    </AuthCard>
  );
}
