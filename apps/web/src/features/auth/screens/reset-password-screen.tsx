import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { CodeField } from '@portal/ui/forms/code-field.tsx';
import { EmailField } from '@portal/ui/forms/email-field.tsx';
import { NewPasswordFields } from '@portal/ui/forms/new-password-fields.tsx';
import { forgotPassword, resetPasswordWithCode } from '../auth-api.ts';
import { resetPasswordFormSchema, type ResetPasswordForm, type ResetPasswordValues } from '../forms/auth-forms.ts';
import type { AuthRouteState } from '../auth-navigation.ts';
import { setEmailForResetPassword } from '../auth-slice.ts';
import { serverFieldIssue } from '@portal/ui/api/api-error.ts';
import { asApiError } from '../api-failure.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthForm } from '../components/auth-form.tsx';
import { BackToSignIn } from '../components/back-to-sign-in.tsx';
import { ResendCode } from '../forms/resend-code.tsx';
import { useAppDispatch, useAppSelector } from '../../../shared/store/store-hooks.ts';
import '../auth.css';
import { newPasswordNote } from '../../../shared/i18n/password-note.ts';

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
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, code, newPassword }) => {
    setFailure(null);
    try {
      await resetPasswordWithCode({ email, code, newPassword });
      dispatch(setEmailForResetPassword(null));
      setDone(true);
    } catch (caught) {
      const error = asApiError(caught);
      // A password the server alone refuses (the brand, a name, a common one) is told at the new password.
      if (serverFieldIssue(error)?.path === 'newPassword') {
        form.setError('newPassword', { message: error.messageKey }, { shouldFocus: true });
        return;
      }
      setFailure(error.messageKey);
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
    <AuthCard title={t('auth.resetPassword.title')} subtitle={t('auth.resetPassword.text')} footer={<BackToSignIn />}>
      {failure && <FormError message={t(failure)} />}
      <AuthForm onSubmit={submit} busy={isSubmitting} submitLabel={t('auth.resetPassword.submit')}>
        <EmailField control={form.control} name="email" label={t('auth.resetPassword.email')} autoComplete="username" />
        <CodeField
          control={form.control}
          name="code"
          label={t('auth.resetPassword.code')}
          autoFocus={!!rememberedEmail}
        />
        <NewPasswordFields
          note={newPasswordNote(t)}
          control={form.control}
          name="newPassword"
          label={t('auth.resetPassword.newPassword')}
          confirmLabel={t('auth.resetPassword.confirm')}
        />
      </AuthForm>
      <ResendCode justSent={!!rememberedEmail} onResend={resend} onFailure={(error) => setFailure(error.messageKey)} />
    </AuthCard>
  );
}
