import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ResultCode } from '@portal/contract';
import type { ApiError } from '@portal/ui/api/api-error.ts';
import { CodeField } from '@portal/ui/forms/code-field.tsx';
import { EmailField } from '@portal/ui/forms/email-field.tsx';
import { NewPasswordFields } from '@portal/ui/forms/new-password-fields.tsx';
import { resendVerifyEmail, verifyEmailWithCode } from '../auth-api.ts';
import { verifyEmailFormSchema, type VerifyEmailForm, type VerifyEmailValues } from '../forms/auth-forms.ts';
import { afterSignIn, routeState } from '../auth-navigation.ts';
import { completeSignIn } from '../auth-slice.ts';
import { asApiError } from '../api-failure.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthForm } from '../components/auth-form.tsx';
import { BackToSignIn } from '../components/back-to-sign-in.tsx';
import { FailureBanner, type Failure } from '../components/failure-banner.tsx';
import { ResendCode } from '../forms/resend-code.tsx';
import { useAppDispatch, useAppSelector } from '../../../shared/store/store-hooks.ts';
import '../auth.css';
import { newPasswordNote } from '../../../shared/i18n/password-note.ts';

/**
 * Verify your E-mail: the 6-digit code sent to the address in the router state (or typed here); a guest who
 * subscribed also sets the account's first password. Success signs in.
 */
export default function VerifyEmailScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const state = routeState(useLocation().state);
  const isUserFromCheckout = useAppSelector((s) => s.auth.isUserFromCheckout);
  const knownEmail = state.email ?? '';
  const passwordRequired = !!state.passwordRequired;
  const [schema] = useState(() => verifyEmailFormSchema(passwordRequired));
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<VerifyEmailForm, unknown, VerifyEmailValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: knownEmail, code: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  const showFailure = (error: ApiError) =>
    setFailure({ key: error.messageKey, signInLink: error.result === ResultCode.TraderIsAlreadyVerified });

  const submit = form.handleSubmit(async ({ email, code, password }) => {
    setFailure(null);
    try {
      const pair = await verifyEmailWithCode({ email, code, ...(passwordRequired ? { password } : {}) });
      await dispatch(completeSignIn(pair));
      navigate(afterSignIn(state, isUserFromCheckout), { replace: true });
    } catch (caught) {
      showFailure(asApiError(caught));
    }
  });

  const resend = async () => {
    setFailure(null);
    // Without an address from the previous page, the typed one must be valid first.
    if (!knownEmail && !(await form.trigger('email'))) return false;
    await resendVerifyEmail(form.getValues('email').trim().toLowerCase());
    return true;
  };

  return (
    <AuthCard
      title={t('auth.verifyEmail.title')}
      subtitle={knownEmail ? t('auth.verifyEmail.checkInbox', { email: knownEmail }) : t('auth.verifyEmail.enterEmail')}
      footer={<BackToSignIn />}
    >
      <FailureBanner failure={failure} />
      <AuthForm onSubmit={submit} busy={isSubmitting} submitLabel={t('auth.verifyEmail.verify')}>
        {!knownEmail && <EmailField control={form.control} name="email" label={t('auth.verifyEmail.email')} />}
        <CodeField control={form.control} name="code" label={t('auth.verifyEmail.code')} autoFocus={!!knownEmail} />
        {passwordRequired && (
          <NewPasswordFields
            note={newPasswordNote(t)}
            control={form.control}
            name="password"
            label={t('auth.verifyEmail.newPassword')}
            confirmLabel={t('auth.signUp.confirmPassword')}
          />
        )}
      </AuthForm>
      <ResendCode justSent={!!knownEmail} onResend={resend} onFailure={showFailure} />
    </AuthCard>
  );
}
