import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ResultCode } from '@portal/contract';
import { EmailField } from '@portal/ui/forms/email-field.tsx';
import { NewPasswordFields } from '@portal/ui/forms/new-password-fields.tsx';
import { PhoneField } from '@portal/ui/forms/phone-field.tsx';
import { CountryField } from '@portal/ui/forms/country-field.tsx';
import { useDisabledCountries } from '../../../shared/api/common-api.ts';
import { storedClickId, storedCnvId } from '../../../shared/storage/visitor-ids.ts';
import { register as registerTrader } from '../auth-api.ts';
import { signUpFormSchema, type SignUpForm, type SignUpValues } from '../forms/auth-forms.ts';
import { routeState, type AuthRouteState } from '../auth-navigation.ts';
import { serverFieldIssue } from '@portal/ui/api/api-error.ts';
import { asApiError } from '../api-failure.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthForm } from '../components/auth-form.tsx';
import { HaveAccount } from '../forms/have-account.tsx';
import { NameFields } from '../forms/name-fields.tsx';
import { FailureBanner, type Failure } from '../components/failure-banner.tsx';
import { TermsField } from '../forms/terms-field.tsx';
import { useAppSelector } from '../../../shared/store/store-hooks.ts';
import '../auth.css';
import { newPasswordNote } from '../../../shared/i18n/password-note.ts';

/** Sign Up (register v2): names, e-mail, country, optional phone, password twice, terms; then the code step. */
export default function SignUpScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = routeState(useLocation().state);
  const language = useAppSelector((s) => s.locales.active);
  const disabledCountries = useDisabledCountries();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<SignUpForm, unknown, SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      countryOfRegistration: '',
      phone: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ confirmPassword: _, ...values }) => {
    setFailure(null);
    try {
      const clickId = storedClickId();
      const cnvId = storedCnvId();
      const reply = await registerTrader({
        ...values,
        acceptTerms: true,
        language,
        ...(clickId ? { clickId } : {}),
        ...(cnvId ? { cnvId } : {}),
      });
      const next: AuthRouteState = { email: reply?.email ?? values.email, from: state.from };
      navigate('/verify-email', { state: next });
    } catch (caught) {
      const error = asApiError(caught);
      // A password the server alone refuses (the brand, a name, a common one) is told at the password.
      if (serverFieldIssue(error)?.path === 'password') {
        form.setError('password', { message: error.messageKey }, { shouldFocus: true });
        return;
      }
      setFailure({ key: error.messageKey, signInLink: error.result === ResultCode.UserExists });
    }
  });

  return (
    <AuthCard title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')} footer={<HaveAccount />}>
      <FailureBanner failure={failure} />
      <AuthForm onSubmit={submit} busy={isSubmitting} submitLabel={t('auth.signUp.submit')}>
        <NameFields control={form.control} />
        <EmailField control={form.control} name="email" label={t('auth.signUp.email')} />
        <CountryField
          control={form.control}
          name="countryOfRegistration"
          label={t('auth.signUp.country')}
          placeholder={t('profile.selectCountry')}
          language={language}
          excluded={disabledCountries}
          autoComplete="country"
        />
        <PhoneField
          control={form.control}
          name="phone"
          label={t('auth.signUp.phone')}
          note={t('auth.signUp.phoneNote')}
        />
        <NewPasswordFields
          note={newPasswordNote(t)}
          control={form.control}
          name="password"
          label={t('auth.signUp.password')}
          confirmLabel={t('auth.signUp.confirmPassword')}
        />
        <TermsField control={form.control} name="acceptTerms" />
      </AuthForm>
    </AuthCard>
  );
}
