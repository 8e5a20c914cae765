import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { BotCheckWhenAsked } from '@portal/ui/widgets/bot-check.tsx';
import { NewPasswordFields } from '@portal/ui/forms/new-password-fields.tsx';
import { PasswordField } from '@portal/ui/forms/password-field.tsx';
import { asApiError } from '../api-failure.ts';
import { useChangePasswordMutation } from '../api/profile-api.ts';
import { changePasswordFormSchema, type ChangePasswordForm, type ChangePasswordValues } from '../profile-forms.ts';
import { useBotCheckStep } from '../../../shared/hooks/use-bot-check-step.ts';
import { ProfileCard } from '../components/profile-card.tsx';
import { TwoFactorSection } from '../two-factor/two-factor-section.tsx';
import '../profile.css';
import DevicesSection from './devices-section.tsx';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
import { newPasswordNote } from '../../../shared/i18n/password-note.ts';

/** Secure your Account: change the password; repeated wrong old passwords ask for the bot-check (-800). */
export default function SecurityScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const { botCheck, afterFailure, hide: hideBotCheck } = useBotCheckStep();
  const [changePassword] = useChangePasswordMutation();
  const [outcome, setOutcome] = useState<{ variant: 'positive' | 'negative'; key: string } | null>(null);
  const form = useForm<ChangePasswordForm, unknown, ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  // The password form's error is about that form: it goes once the trader turns to another part of the page.
  const passwordForm = useRef<HTMLFormElement>(null);
  const elsewhere = (event: SyntheticEvent) => {
    if (!passwordForm.current?.contains(event.target as Node))
      setOutcome((o) => (o?.variant === 'negative' ? null : o));
  };

  const change = async ({ oldPassword, newPassword }: ChangePasswordValues, captchaToken?: string) => {
    setOutcome(null);
    try {
      await changePassword({ oldPassword, newPassword, ...(captchaToken ? { captchaToken } : {}) }).unwrap();
      hideBotCheck();
      form.reset();
      setOutcome({ variant: 'positive', key: 'security.passwordChanged' });
    } catch (caught) {
      const error = asApiError(caught);
      afterFailure(error);
      setOutcome({ variant: 'negative', key: error.messageKey });
    }
  };

  const submit = form.handleSubmit((values) => change(values));
  const retryWithToken = (token: string) => void form.handleSubmit((values) => change(values, token))();

  return (
    <section
      className="profile-section"
      aria-labelledby={titleId}
      onFocusCapture={elsewhere}
      onPointerDownCapture={elsewhere}
    >
      <ProfileCard titleId={titleId} title={t('security.title')} intro={t('security.intro')} narrow>
        <form ref={passwordForm} className="profile-form flow" noValidate onSubmit={submit}>
          {outcome?.variant === 'positive' && <Banner variant="positive">{t(outcome.key)}</Banner>}
          {outcome?.variant === 'negative' && <FormError message={t(outcome.key)} />}
          <PasswordField control={form.control} name="oldPassword" label={t('security.currentPassword')} />
          <NewPasswordFields
            note={newPasswordNote(t)}
            control={form.control}
            name="newPassword"
            label={t('security.newPassword')}
            confirmLabel={t('security.confirmNewPassword')}
          />
          <BotCheckWhenAsked step={botCheck} onToken={retryWithToken} />
          <div className="profile-form__actions">
            <SubmitButton busy={isSubmitting}>{t('security.changePassword')}</SubmitButton>
          </div>
        </form>
      </ProfileCard>
      <TwoFactorSection />
      <DevicesSection />
    </section>
  );
}
