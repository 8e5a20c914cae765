import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ResultCode } from '@portal/contract';
import { LoadingButton } from '../../../shared/ui/loading-button.tsx';
import { TextInput } from '../../../shared/ui/text-input.tsx';
import { CountrySelect } from '../../../shared/forms/country-select.tsx';
import { useDisabledCountries } from '../../../shared/forms/use-disabled-countries.ts';
import { validationMessage } from '../../../shared/forms/validation-message.ts';
import { storedClickId, storedCnvId } from '../../../shared/storage/visitor-ids.ts';
import { register as registerTrader } from '../auth-api.ts';
import { fieldMax, signUpFormSchema, type SignUpForm, type SignUpValues } from '../auth-forms.ts';
import { routeState, type AuthRouteState } from '../auth-navigation.ts';
import { asApiError } from '../api-failure.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { FailureBanner, type Failure } from '../components/failure-banner.tsx';
import { TermsField } from '../components/terms-field.tsx';
import { useAppSelector } from '../store-hooks.ts';
import '../auth.css';

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
  const { errors, isSubmitting } = form.formState;
  const message = (text: string | undefined, max?: number) => validationMessage(t, text, max);

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
      setFailure({ key: error.messageKey, signInLink: error.result === ResultCode.UserExists });
    }
  });

  return (
    <AuthCard
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      footer={
        <p>
          {t('auth.links.haveAccount')}{' '}
          <Link className="link" to="/sign-in">
            {t('auth.links.signIn')}
          </Link>
        </p>
      }
    >
      <FailureBanner failure={failure} />
      <form className="auth-form" noValidate onSubmit={submit}>
        <div className="auth-form__pair">
          <TextInput
            label={t('auth.signUp.firstName')}
            autoComplete="given-name"
            error={message(errors.firstName?.message, fieldMax.name)}
            {...form.register('firstName')}
          />
          <TextInput
            label={t('auth.signUp.lastName')}
            autoComplete="family-name"
            error={message(errors.lastName?.message, fieldMax.name)}
            {...form.register('lastName')}
          />
        </div>
        <TextInput
          label={t('auth.signUp.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={message(errors.email?.message, fieldMax.email)}
          {...form.register('email')}
        />
        <CountrySelect
          label={t('auth.signUp.country')}
          placeholder={t('profile.selectCountry')}
          language={language}
          excluded={disabledCountries}
          autoComplete="country"
          error={message(errors.countryOfRegistration?.message)}
          {...form.register('countryOfRegistration')}
        />
        <TextInput
          label={t('auth.signUp.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          note={t('auth.signUp.phoneNote')}
          error={message(errors.phone?.message)}
          {...form.register('phone')}
        />
        <TextInput
          label={t('auth.signUp.password')}
          type="password"
          autoComplete="new-password"
          note={t('auth.passwordRules')}
          error={message(errors.password?.message)}
          {...form.register('password')}
        />
        <TextInput
          label={t('auth.signUp.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={message(errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <TermsField error={message(errors.acceptTerms?.message)} {...form.register('acceptTerms')} />
        <LoadingButton type="submit" variant="primary" block loading={isSubmitting} disabled={isSubmitting}>
          {t('auth.signUp.submit')}
        </LoadingButton>
      </form>
    </AuthCard>
  );
}
