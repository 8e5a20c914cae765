import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { operatorChangePasswordRequestSchema } from '@portal/contract';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { NewPasswordFields } from '@portal/ui/forms/new-password-fields.tsx';
import { PasswordField } from '@portal/ui/forms/password-field.tsx';
import { authApi } from '../../shared/api/session-api.ts';
import { asApiError } from '../../shared/api/failure.ts';
import { useSession } from '../../shared/session/session.tsx';
import { useToast } from '../../shared/toast/toasts.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import { useBotCheckStep } from '@portal/ui/widgets/use-bot-check-step.ts';
import { formErrors } from '../../shared/forms/form-issues.ts';

const formSchema = operatorChangePasswordRequestSchema
  .pick({ oldPassword: true, newPassword: true })
  .extend({ confirmPassword: operatorChangePasswordRequestSchema.shape.newPassword })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.newPasswordsMustMatch',
  });
type Form = { oldPassword: string; newPassword: string; confirmPassword: string };

/** The forced change of a one-time password (and a voluntary one): the server ends every other session. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useToast();
  const { session, refresh } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const botCheck = useBotCheckStep();
  const forced = session.status !== 'signed-in' || session.me.mustChangePassword;
  const form = useForm<Form>({
    resolver: zodResolver(formSchema, formErrors(t)),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const change = async (values: Form, captchaToken?: string) => {
    setFailure(null);
    try {
      await authApi.changePassword({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
        ...(captchaToken ? { captchaToken } : {}),
      });
      await refresh();
      notify(t('auth.changePassword.done'));
      navigate('/', { replace: true });
    } catch (caught) {
      const error = asApiError(caught);
      botCheck.refusedWith(error);
      setFailure(error.messageKey);
    }
  };

  return (
    <AuthCard
      title={t('auth.changePassword.title')}
      subtitle={forced ? t('auth.changePassword.subtitle') : t('auth.changePassword.voluntarySubtitle')}
    >
      {failure && <FormError message={t(failure)} />}
      <AuthForm form={form} send={change} botCheck={botCheck.step} submitLabel={t('auth.changePassword.submit')}>
        <PasswordField
          control={form.control}
          name="oldPassword"
          label={t('auth.changePassword.oldPassword')}
          autoFocus
        />
        <NewPasswordFields
          control={form.control}
          name="newPassword"
          label={t('auth.changePassword.newPassword')}
          confirmLabel={t('auth.changePassword.confirmPassword')}
        />
      </AuthForm>
    </AuthCard>
  );
}
