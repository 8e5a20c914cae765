import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ResultCode } from '@portal/contract';
import type { PackageChoice, PackageChooserSlot } from '../../../shared/composition/slots.ts';
import { EmailField } from '@portal/ui/forms/email-field.tsx';
import { subscribeFormSchema, type SubscribeForm, type SubscribeValues } from '../forms/auth-forms.ts';
import type { AuthRouteState } from '../auth-navigation.ts';
import { setUserFromCheckout } from '../auth-slice.ts';
import { asApiError } from '../api-failure.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthForm } from '../components/auth-form.tsx';
import { HaveAccount } from '../forms/have-account.tsx';
import { NameFields } from '../forms/name-fields.tsx';
import { FailureBanner, type Failure } from '../components/failure-banner.tsx';
import { TermsField } from '../forms/terms-field.tsx';
import { useAppDispatch, useAppSelector } from '../../../shared/store/store-hooks.ts';
import { subscribe } from '../subscribe.ts';
import '../auth.css';

/**
 * Subscribe: a guest buys before having an account (docs/decisions/007-subscribe-flow.md). The e-mailed code
 * and a first password complete the account; the pending purchase then continues at step 3. The package
 * choice is another feature's widget, given by app/ (features do not import one another).
 */
export default function SubscribeScreen({ PackageChooser }: { PackageChooser?: PackageChooserSlot }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const linkPackageId = query.get('packageId')?.slice(0, 64) || null;
  const [choice, setChoice] = useState<PackageChoice>({ packageId: linkPackageId, discountCode: null });
  // Without a chooser, or while its list is unavailable, the link's package is the one wanted.
  const packageId = choice.packageId ?? linkPackageId ?? undefined;
  const language = useAppSelector((s) => s.locales.active);
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<SubscribeForm, unknown, SubscribeValues>({
    resolver: zodResolver(subscribeFormSchema),
    defaultValues: { email: '', firstName: '', lastName: '', acceptTerms: false },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, firstName, lastName }) => {
    setFailure(null);
    try {
      const reply = await subscribe({
        email,
        acceptTerms: true,
        language,
        ...(firstName ? { firstName } : {}),
        ...(lastName ? { lastName } : {}),
        ...(packageId ? { packageId } : {}),
        ...(packageId && choice.discountCode ? { discountCode: choice.discountCode } : {}),
      });
      dispatch(setUserFromCheckout(true));
      const next: AuthRouteState = { email: reply?.email ?? email, passwordRequired: reply?.passwordRequired ?? true };
      navigate('/verify-email', { state: next });
    } catch (caught) {
      const error = asApiError(caught);
      const exists = error.result === ResultCode.UserExists;
      setFailure({ key: exists ? 'errors.emailAlreadyExists' : error.messageKey, signInLink: exists });
    }
  });

  return (
    <AuthCard title={t('subscribe.title')} subtitle={t('subscribe.text')} footer={<HaveAccount />}>
      <FailureBanner failure={failure} />
      <AuthForm onSubmit={submit} busy={isSubmitting} submitLabel={t('subscribe.submit')}>
        {PackageChooser && <PackageChooser initialPackageId={linkPackageId} onChange={setChoice} />}
        <EmailField control={form.control} name="email" label={t('subscribe.email')} autoFocus={!PackageChooser} />
        <NameFields control={form.control} optional />
        <TermsField control={form.control} name="acceptTerms" />
      </AuthForm>
    </AuthCard>
  );
}
