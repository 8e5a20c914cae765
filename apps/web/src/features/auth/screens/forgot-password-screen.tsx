import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { EmailField } from '@portal/ui/forms/email-field.tsx';
import { forgotPassword } from '../auth-api.ts';
import { emailFormSchema, type EmailForm, type EmailValues } from '../forms/auth-forms.ts';
import { setEmailForResetPassword } from '../auth-slice.ts';
import { asApiError } from '../api-failure.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthForm } from '../components/auth-form.tsx';
import { BackToSignIn } from '../components/back-to-sign-in.tsx';
import { useAppDispatch, useAppSelector } from '../../../shared/store/store-hooks.ts';
import '../auth.css';

/** Restore your Password: the account's e-mail gets a reset code, then the reset page takes it. */
export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const rememberedEmail = useAppSelector((s) => s.auth.emailForResetPassword);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EmailForm, unknown, EmailValues>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: rememberedEmail ?? '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await forgotPassword(email);
      dispatch(setEmailForResetPassword(email));
      navigate('/dashboard/reset-password');
    } catch (caught) {
      setFailure(asApiError(caught).messageKey);
    }
  });

  return (
    <AuthCard title={t('auth.forgotPassword.title')} subtitle={t('auth.forgotPassword.text')} footer={<BackToSignIn />}>
      {failure && <FormError message={t(failure)} />}
      <AuthForm onSubmit={submit} busy={isSubmitting} submitLabel={t('auth.forgotPassword.sendCode')}>
        <EmailField control={form.control} name="email" label={t('auth.forgotPassword.email')} autoFocus />
      </AuthForm>
    </AuthCard>
  );
}
