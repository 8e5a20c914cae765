import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ResultCode } from '@portal/contract';
import { Banner } from '../../../shared/ui/banner.tsx';
import { LoadingButton } from '../../../shared/ui/loading-button.tsx';
import { TextInput } from '../../../shared/ui/text-input.tsx';
import { CountrySelect } from '../../../shared/forms/country-select.tsx';
import { useDisabledCountries } from '../../../shared/forms/use-disabled-countries.ts';
import { validationMessage } from '../../../shared/forms/validation-message.ts';
import { asApiError } from '../api-failure.ts';
import { showNotification } from '../../../shared/notification/notification-actions.ts';
import {
  personalInfoFormSchema,
  personalInfoMax,
  toPersonalInfoForm,
  type PersonalInfoField,
  type PersonalInfoForm,
  type PersonalInfoValues,
} from '../profile-forms.ts';
import { loadProfile } from '../profile-slice.ts';
import { saveProfile } from '../save-profile.ts';
import { useAppDispatch, useAppSelector } from '../store-hooks.ts';
import { PersonalInformationSkeleton } from './personal-information-skeleton.tsx';
import '../profile.css';

const EMPTY: PersonalInfoForm = toPersonalInfoForm({
  email: '',
  firstName: null,
  lastName: null,
  phone: null,
  dateOfBirth: null,
  countryOfRegistration: null,
  city: null,
  address: null,
  postalCode: null,
  isEmailVerified: false,
});
const isField = (name: string): name is PersonalInfoField => Object.hasOwn(EMPTY, name);

/** Trader Personal Information: the profile's personal data, saved with the contract's rules. */
export default function PersonalInformationScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const dispatch = useAppDispatch();
  const { data, status } = useAppSelector((s) => s.profile);
  const language = useAppSelector((s) => s.locales.active);
  const disabledCountries = useDisabledCountries();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PersonalInfoForm, unknown, PersonalInfoValues>({
    resolver: zodResolver(personalInfoFormSchema),
    defaultValues: data ? toPersonalInfoForm(data) : EMPTY,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;
  const message = (name: PersonalInfoField) => validationMessage(t, errors[name]?.message, personalInfoMax[name]);

  // Loaded by the header too; here only when nothing is loaded or loading yet.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || data || status === 'loading') return;
    asked.current = true;
    void dispatch(loadProfile());
  }, [data, status, dispatch]);

  // The saved data is the form's starting point, after the first load and after each save.
  useEffect(() => {
    if (data) reset(toPersonalInfoForm(data));
  }, [data, reset]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveProfile(values);
      dispatch(showNotification({ message: 'profile.saved', variant: 'positive' }));
      await dispatch(loadProfile());
    } catch (caught) {
      const error = asApiError(caught);
      if (error.result === ResultCode.PersonalDataNotValid) {
        const fields = (error.data as { fields?: Record<string, string> } | null)?.fields ?? {};
        Object.entries(fields)
          .filter(([name]) => isField(name))
          .forEach(([name, key], i) =>
            form.setError(name as PersonalInfoField, { type: 'server', message: key }, { shouldFocus: i === 0 }),
          );
      }
      if (error.result === ResultCode.CountryRestriction) {
        form.setError('countryOfRegistration', { type: 'server', message: error.messageKey }, { shouldFocus: true });
      }
      setFailure(error.messageKey);
    }
  });

  return (
    <section className="profile-section" aria-labelledby={titleId}>
      <div className="card profile-card">
        <header className="profile-card__header">
          <h2 id={titleId}>{t('pageTitle.traderPersonalInformation')}</h2>
          <p className="profile-card__intro">{t('profile.intro')}</p>
        </header>
        {!data && status === 'failed' && (
          <Banner variant="negative" action={{ label: t('common.retry'), onClick: () => void dispatch(loadProfile()) }}>
            {t('errors.SomethingWentWrong')}
          </Banner>
        )}
        {!data && status !== 'failed' && <PersonalInformationSkeleton />}
        {data && (
          <form className="profile-form" noValidate onSubmit={submit}>
            {failure && <Banner variant="negative">{t(failure)}</Banner>}
            <div className="profile-form__grid">
              <TextInput
                label={t('profile.firstName')}
                autoComplete="given-name"
                error={message('firstName')}
                {...form.register('firstName')}
              />
              <TextInput
                label={t('profile.lastName')}
                autoComplete="family-name"
                error={message('lastName')}
                {...form.register('lastName')}
              />
              <TextInput
                label={t('profile.email')}
                type="email"
                value={data.email}
                readOnly
                note={t('profile.emailNote')}
              />
              <TextInput
                label={t('profile.phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                note={t('auth.signUp.phoneNote')}
                error={message('phone')}
                {...form.register('phone')}
              />
              <TextInput
                label={t('profile.dateOfBirth')}
                type="date"
                autoComplete="bday"
                error={message('dateOfBirth')}
                {...form.register('dateOfBirth')}
              />
              <CountrySelect
                label={t('profile.countryOfRegistration')}
                placeholder={t('profile.selectCountry')}
                language={language}
                excluded={disabledCountries}
                keep={data.countryOfRegistration}
                autoComplete="country"
                error={message('countryOfRegistration')}
                {...form.register('countryOfRegistration')}
              />
              <TextInput
                label={t('profile.city')}
                autoComplete="address-level2"
                error={message('city')}
                {...form.register('city')}
              />
              <TextInput
                label={t('profile.postalCode')}
                autoComplete="postal-code"
                error={message('postalCode')}
                {...form.register('postalCode')}
              />
              <TextInput
                className="profile-form__wide"
                label={t('profile.address')}
                autoComplete="street-address"
                error={message('address')}
                {...form.register('address')}
              />
            </div>
            <div className="profile-form__actions">
              <LoadingButton type="submit" variant="primary" loading={isSubmitting} disabled={isSubmitting}>
                {t('profile.save')}
              </LoadingButton>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
