import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ResultCode } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { CountryField } from '@portal/ui/forms/country-field.tsx';
import { PhoneField } from '@portal/ui/forms/phone-field.tsx';
import { TextField } from '@portal/ui/forms/text-field.tsx';
import { commonApi, selectKycInfo, useDisabledCountries } from '../../../shared/api/common-api.ts';
import { asApiError } from '../api-failure.ts';
import { showNotification } from '../../../shared/notification/notification-actions.ts';
import { reportError } from '../../../shared/third-party/third-party.ts';
import {
  personalInfoFormSchema,
  personalInfoMax,
  toPersonalInfoForm,
  type PersonalInfoField,
  type PersonalInfoForm,
  type PersonalInfoValues,
} from '../profile-forms.ts';
import { useSaveProfileMutation } from '../api/profile-api.ts';
import { useAppDispatch, useAppSelector } from '../../../shared/store/store-hooks.ts';
import { ContractIncompleteBanner } from '../../../shared/ui/contract-incomplete-banner.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { PersonalInformationSkeleton } from './personal-information-skeleton.tsx';
import { SubmitButton } from '../../../shared/ui/submit-button.tsx';
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

/** The names: read-only once given, like the rest of a verified identity. */
const NAME_FIELDS = [
  { name: 'firstName', label: 'profile.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'profile.lastName', autoComplete: 'family-name' },
] as const;

/** The address lines, in the order the form shows them; the street takes the grid's full width. */
const ADDRESS_FIELDS = [
  { name: 'city', label: 'profile.city', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'profile.postalCode', autoComplete: 'postal-code' },
  { name: 'address', label: 'profile.address', autoComplete: 'street-address', className: 'profile-form__wide' },
] as const;

/** Trader Personal Information: the profile's personal data, saved with the contract's rules. */
export default function PersonalInformationScreen() {
  const { t } = useTranslation();
  const titleId = useId();
  const dispatch = useAppDispatch();
  // Read by the header too; read again on opening (unless a read is under way), since the data may have changed
  // since (an approved identity brings the date of birth). A save reads it again.
  const profile = commonApi.useGetProfileQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnFocus: false });
  const { data } = profile;
  const [saveProfile] = useSaveProfileMutation();
  const language = useAppSelector((s) => s.locales.active);
  const disabledCountries = useDisabledCountries();
  // A verified identity's fields are read-only (changes go through support); one still empty can be completed.
  const verified = useAppSelector((s) => !!selectKycInfo(s)?.identityLocked);
  const missing = useAppSelector((s) => selectKycInfo(s)?.contractIncomplete?.fields ?? null);
  const lockedIf = (value: string | null | undefined) =>
    verified && value ? { readOnly: true, note: t('validation.verifiedReadOnly') } : {};
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PersonalInfoForm, unknown, PersonalInfoValues>({
    resolver: zodResolver(personalInfoFormSchema),
    defaultValues: data ? toPersonalInfoForm(data) : EMPTY,
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  const { reset } = form;
  const { control } = form;

  // The saved data is the form's starting point, after the first load and after each save.
  useEffect(() => {
    if (data) reset(toPersonalInfoForm(data));
  }, [data, reset]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveProfile(
        verified && data
          ? {
              ...values,
              firstName: data.firstName ?? values.firstName,
              lastName: data.lastName ?? values.lastName,
              dateOfBirth: data.dateOfBirth ?? values.dateOfBirth,
              countryOfRegistration: data.countryOfRegistration ?? values.countryOfRegistration,
            }
          : values,
      ).unwrap();
      dispatch(showNotification({ message: 'profile.saved', variant: 'positive' }));
    } catch (caught) {
      const error = asApiError(caught);
      // SPEC §8: a profile save refused is reported to error tracking, with its result code.
      reportError(caught, { action: 'saveProfile', result: error.result });
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
      <ProfileCard titleId={titleId} title={t('pageTitle.traderPersonalInformation')} intro={t('profile.intro')}>
        {!data && profile.isError && (
          <Banner variant="negative" action={{ label: t('common.retry'), onClick: () => void profile.refetch() }}>
            {t('errors.SomethingWentWrong')}
          </Banner>
        )}
        {!data && !profile.isError && <PersonalInformationSkeleton />}
        {data && (
          <form className="profile-form flow" noValidate onSubmit={submit}>
            {failure && <FormError message={t(failure)} />}
            {missing && <ContractIncompleteBanner fields={missing} />}
            <div className="profile-form__grid">
              {NAME_FIELDS.map(({ name, label, autoComplete }) => (
                <TextField
                  key={name}
                  control={control}
                  name={name}
                  label={t(label)}
                  autoComplete={autoComplete}
                  {...lockedIf(data[name])}
                  max={personalInfoMax[name]}
                />
              ))}
              <TextInput
                label={t('profile.email')}
                type="email"
                value={data.email}
                readOnly
                note={t('profile.emailNote')}
              />
              <PhoneField control={control} name="phone" label={t('profile.phone')} note={t('auth.signUp.phoneNote')} />
              <TextField
                control={control}
                name="dateOfBirth"
                label={t('profile.dateOfBirth')}
                type="date"
                autoComplete="bday"
                {...lockedIf(data.dateOfBirth)}
              />
              <CountryField
                control={control}
                name="countryOfRegistration"
                label={t('profile.countryOfRegistration')}
                placeholder={t('profile.selectCountry')}
                language={language}
                excluded={disabledCountries}
                keep={data.countryOfRegistration}
                autoComplete="country"
                {...(verified && data.countryOfRegistration
                  ? { disabled: true, note: t('validation.verifiedReadOnly') }
                  : {})}
              />
              {ADDRESS_FIELDS.map(({ name, label, ...input }) => (
                <TextField
                  key={name}
                  control={control}
                  name={name}
                  label={t(label)}
                  {...input}
                  max={personalInfoMax[name]}
                />
              ))}
            </div>
            <div className="profile-form__actions">
              <SubmitButton busy={isSubmitting}>{t('profile.save')}</SubmitButton>
            </div>
          </form>
        )}
      </ProfileCard>
    </section>
  );
}
