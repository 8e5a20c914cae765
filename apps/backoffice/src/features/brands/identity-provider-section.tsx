import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminIdentityProviderRequestSchema,
  IDENTITY_PROVIDER_SECRETS,
  IDENTITY_PROVIDERS,
  type BrandIdentityProvider,
  type IdentityProviderName,
} from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { readState } from '../../shared/api/read-state.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { LoadFailed, LoadingRows } from '../../shared/ui/list-states.tsx';
import { SectionCard } from '../../shared/ui/record-page.tsx';
import { SaveActions } from '../../shared/ui/save-actions.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { useToast } from '../../shared/toast/toasts.tsx';
import { showRefusal, zodIssues, type FieldIssue } from '../../shared/forms/form-issues.ts';
import { useBrandProvidersQuery, useSaveIdentityProviderMutation } from './api/brands-api.ts';

type SecretName = 'appToken' | 'secretKey' | 'webhookSecret' | 'apiKey' | 'sharedSecret';
type IdentityForm = { provider: IdentityProviderName; identityLevel: string; addressLevel: string } & Record<
  SecretName,
  string
>;

const blankSecrets = { appToken: '', secretKey: '', webhookSecret: '', apiKey: '', sharedSecret: '' };

/**
 * The brand's identity-verification provider (sandbox, Sumsub, Veriff): the choice, Sumsub's levels and the keys.
 * Secrets are write-only: a field left blank keeps the stored one; the page says when and by whom each was set.
 */
export function IdentityProviderSection({ brandId }: { brandId: string }) {
  const { t } = useTranslation();
  const me = useOperator();
  const { state, retry } = readState(useBrandProvidersQuery(brandId));
  const identity = state.status === 'ready' ? state.data.identity : undefined;
  return (
    <SectionCard
      title={t('identityProvider.title')}
      aside={
        identity && (
          <StatusBadge variant={identity.provider === 'sandbox' ? 'neutral' : 'positive'}>
            {t(`identityProvider.provider_${identity.provider}`)}
          </StatusBadge>
        )
      }
    >
      {state.status === 'loading' && <LoadingRows rows={4} />}
      {state.status === 'missing' && <LoadFailed error="errors.NotAuthorized" onRetry={retry} />}
      {state.status === 'failed' && <LoadFailed error={state.error} onRetry={retry} />}
      {identity && (
        <IdentityProviderForm
          key={`${identity.updatedAt ?? ''} ${identity.secrets.map((s) => s.setAt ?? '').join(' ')}`}
          brandId={brandId}
          current={identity}
          canEdit={me.actions.includes('providers.edit')}
        />
      )}
    </SectionCard>
  );
}

function IdentityProviderForm({
  brandId,
  current,
  canEdit,
}: {
  brandId: string;
  current: BrandIdentityProvider;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation();
  const notify = useToast();
  const [save] = useSaveIdentityProviderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const defaults: IdentityForm = {
    provider: current.provider,
    identityLevel: current.identityLevel ?? '',
    addressLevel: current.addressLevel ?? '',
    ...blankSecrets,
  };
  const form = useForm<IdentityForm>({ defaultValues: defaults });
  const { errors } = form.formState;
  const provider = form.watch('provider');

  const showIssues = (issues: FieldIssue[]) => {
    const loose: string[] = [];
    for (const issue of issues) {
      const field = issue.path.replace(/^secrets\./, '') as keyof IdentityForm;
      if (field in form.getValues()) form.setError(field, { message: issue.message });
      else loose.push(issue.message);
    }
    setFailure(loose.length > 0 ? loose.join('; ') : t('identityProvider.fixFields'));
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const names: readonly string[] = IDENTITY_PROVIDER_SECRETS[values.provider];
    const secrets = Object.fromEntries(
      Object.entries(values).filter(([name, value]) => names.includes(name) && value.trim() !== ''),
    );
    const parsed = adminIdentityProviderRequestSchema.safeParse({
      provider: values.provider,
      ...(values.provider === 'sumsub' && values.identityLevel ? { identityLevel: values.identityLevel } : {}),
      ...(values.provider === 'sumsub' && values.addressLevel ? { addressLevel: values.addressLevel } : {}),
      secrets,
    });
    if (!parsed.success) return showIssues(zodIssues(t, parsed.error));
    try {
      await save({ id: brandId, body: parsed.data }).unwrap();
      notify(t('identityProvider.saved_toast', { provider: t(`identityProvider.provider_${values.provider}`) }));
    } catch (caught) {
      showRefusal(t, caught, { issues: showIssues, failure: setFailure });
    }
  });

  const setNote = (name: string) => {
    const state = current.secrets.find((s) => s.provider === provider && s.name === name);
    if (!state?.setAt) return t('identityProvider.notSet');
    const at = new Date(state.setAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return t('identityProvider.setOn', { at, by: state.setBy ?? '' });
  };

  return (
    <form className="stack" noValidate onSubmit={(e) => void submit(e)}>
      <p className="bo-muted">{t('identityProvider.note')}</p>
      {current.updatedAt && (
        <p className="bo-muted">
          {t('identityProvider.chosenOn', {
            at: new Date(current.updatedAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
            by: current.updatedBy ?? '',
          })}
        </p>
      )}
      {!canEdit && <Banner variant="neutral">{t('identityProvider.readOnly')}</Banner>}
      <fieldset className="bo-form-grid bo-plain" disabled={!canEdit}>
        <SelectField
          label={t('identityProvider.provider')}
          options={IDENTITY_PROVIDERS.map((p) => [p, t(`identityProvider.provider_${p}`)] as [string, string])}
          {...form.register('provider')}
        />
        {provider === 'sumsub' && (
          <>
            <TextInput
              label={t('identityProvider.identityLevel')}
              note={t('identityProvider.levelNote')}
              error={errors.identityLevel?.message}
              {...form.register('identityLevel')}
            />
            <TextInput
              label={t('identityProvider.addressLevel')}
              error={errors.addressLevel?.message}
              {...form.register('addressLevel')}
            />
          </>
        )}
        {provider !== 'sandbox' &&
          IDENTITY_PROVIDER_SECRETS[provider].map((name: SecretName) => (
            <TextInput
              key={`${provider}-${name}`}
              type="password"
              autoComplete="off"
              label={t(`identityProvider.secret_${name}`)}
              note={setNote(name)}
              error={errors[name]?.message}
              {...form.register(name)}
            />
          ))}
      </fieldset>
      {provider !== 'sandbox' && (
        <TextInput
          label={t('identityProvider.webhookUrl')}
          note={t(`identityProvider.webhookNote_${provider}`)}
          value={current.webhookUrls[provider]}
          readOnly
          copyable
        />
      )}
      {canEdit && (
        <SaveActions
          form={form}
          values={defaults}
          failure={failure}
          onDiscard={() => setFailure(null)}
          saveLabel={t('identityProvider.save')}
        />
      )}
    </form>
  );
}
