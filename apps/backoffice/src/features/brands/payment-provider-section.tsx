import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminPaymentProviderRequestSchema,
  type AdminPaymentProviderRequest,
  type BrandPaymentProvider,
  type PaymentProviderName,
} from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { asApiError } from '../../shared/api/failure.ts';
import { readState } from '../../shared/api/read-state.ts';
import { showRefusal, serverIssues, zodIssues, type FieldIssue } from '../../shared/forms/form-issues.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { useToast } from '../../shared/toast/toasts.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { LoadFailed, LoadingRows } from '../../shared/ui/list-states.tsx';
import { SectionCard } from '../../shared/ui/record-page.tsx';
import { SaveActions } from '../../shared/ui/save-actions.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { useBrandProvidersQuery, useSavePaymentProviderMutation } from './api/brands-api.ts';
import {
  fieldOfPath,
  formOf,
  requestOf,
  SECRET_FIELDS,
  secretStateOf,
  type PaymentProviderForm,
} from './payment-provider-form.ts';

type Props = { brandId: string; brandName: string };

/**
 * A brand's payment provider (docs/providers.md): which one serves it, where the provider sends its webhooks, and
 * its keys — the secrets write-only (the page learns only when and by whom each was set). Owners and brand admins
 * (`providers.edit`) change it; every other reader sees it read-only.
 */
export function PaymentProviderSection({ brandId, brandName }: Props) {
  const { t } = useTranslation();
  const me = useOperator();
  const { state, retry } = readState(useBrandProvidersQuery(brandId));
  const payments = state.status === 'ready' ? state.data.payments : undefined;
  return (
    <SectionCard
      title={t('paymentProvider.title')}
      aside={
        payments && (
          <StatusBadge variant={payments.provider === 'sandbox' ? 'neutral' : 'positive'}>
            {t(`orders.provider.${payments.provider}`)}
          </StatusBadge>
        )
      }
    >
      {state.status === 'loading' && <LoadingRows rows={4} />}
      {state.status === 'missing' && <LoadFailed error="errors.NotAuthorized" onRetry={retry} />}
      {state.status === 'failed' && <LoadFailed error={state.error} onRetry={retry} />}
      {payments && (
        <PaymentProviderEditor
          // Each saved version starts the form afresh: the secrets' fields empty, their new dates in the notes.
          key={`${payments.updatedAt ?? ''} ${payments.secrets.map((s) => s.setAt ?? '').join(' ')}`}
          brandId={brandId}
          brandName={brandName}
          payments={payments}
          canEdit={me.actions.includes('providers.edit')}
        />
      )}
    </SectionCard>
  );
}

function PaymentProviderEditor({
  brandId,
  brandName,
  payments,
  canEdit,
}: Props & { payments: BrandPaymentProvider; canEdit: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const notify = useToast();
  const [savePaymentProvider] = useSavePaymentProviderMutation();
  const form = useForm<PaymentProviderForm>({ defaultValues: formOf(payments) });
  const { errors } = form.formState;
  const provider = form.watch('provider');
  const [failure, setFailure] = useState<string | null>(null);
  const [switching, setSwitching] = useState<AdminPaymentProviderRequest | null>(null);
  const nameOf = (p: PaymentProviderName) => t(`orders.provider.${p}`);

  const showIssues = (issues: FieldIssue[]) => {
    const loose: string[] = [];
    for (const issue of issues) {
      const field = fieldOfPath(issue.path);
      if (field) form.setError(field, { message: issue.message });
      else loose.push(issue.message);
    }
    setFailure(loose.length > 0 ? loose.join(' ') : t('catalogue.fixFields'));
  };
  const save = async (body: AdminPaymentProviderRequest) => {
    await savePaymentProvider({ id: brandId, body }).unwrap();
    notify(t('paymentProvider.saved_toast', { brand: brandName, provider: nameOf(body.provider) }));
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const parsed = adminPaymentProviderRequestSchema.safeParse(requestOf(values));
    if (!parsed.success) return showIssues(zodIssues(t, parsed.error));
    const body = parsed.data;
    // What the server would refuse anyway, said before any confirmation: a key neither given now nor stored.
    if (body.provider === 'stripe') {
      const missing: FieldIssue[] = [];
      if (!body.publishableKey) missing.push({ path: 'publishableKey', message: t('validation.providerKeyRequired') });
      for (const name of SECRET_FIELDS)
        if (!body.secrets[name] && !secretStateOf(payments, 'stripe', name)?.setAt)
          missing.push({ path: name, message: t('validation.providerKeyRequired') });
      if (missing.length > 0) return showIssues(missing);
    }
    const unchanged =
      body.provider === payments.provider &&
      Object.keys(body.secrets).length === 0 &&
      (body.publishableKey ?? null) === (body.provider === 'stripe' ? payments.publishableKey : null);
    if (unchanged) return setFailure(t('catalogue.nothingChanged'));
    // Another provider takes the brand's next checkouts: asked first.
    if (body.provider !== payments.provider) return setSwitching(body);
    try {
      await save(body);
    } catch (caught) {
      showRefusal(t, caught, { issues: showIssues, failure: setFailure });
    }
  });

  const confirmSwitch = async (body: AdminPaymentProviderRequest) => {
    try {
      await save(body);
      setSwitching(null);
    } catch (caught) {
      const issues = serverIssues(t, asApiError(caught));
      if (issues.length === 0) throw caught; // the dialog shows it and stays open
      setSwitching(null);
      showIssues(issues);
    }
  };

  const secretNote = (name: string) => {
    const stored = secretStateOf(payments, 'stripe', name);
    const state = stored?.setAt
      ? t('paymentProvider.setOn', { at: f.when(stored.setAt), by: stored.setBy ?? '—' })
      : t('paymentProvider.notSet');
    return canEdit && stored?.setAt ? `${state} ${t('paymentProvider.blankKeeps')}` : state;
  };
  const keptStripeKeys = payments.secrets.some((s) => s.provider === 'stripe' && s.setAt);

  return (
    <form className="stack" noValidate onSubmit={(e) => void submit(e)} aria-label={t('paymentProvider.title')}>
      <p className="bo-muted">
        {payments.updatedAt
          ? t('paymentProvider.servedSince', {
              provider: nameOf(payments.provider),
              at: f.when(payments.updatedAt),
              by: payments.updatedBy ?? '—',
            })
          : t('paymentProvider.servedByDefault')}
      </p>
      {!canEdit && <Banner variant="neutral">{t('paymentProvider.readOnly')}</Banner>}
      <fieldset className="stack bo-plain" disabled={!canEdit}>
        <legend className="visually-hidden">{t('paymentProvider.title')}</legend>
        <div className="bo-form-grid">
          <SelectField
            label={t('paymentProvider.provider')}
            options={[
              ['sandbox', nameOf('sandbox')],
              ['stripe', nameOf('stripe')],
            ]}
            {...form.register('provider')}
          />
        </div>
        {provider === 'sandbox' && (
          <p className="bo-muted">
            {t(keptStripeKeys ? 'paymentProvider.sandboxNoteKept' : 'paymentProvider.sandboxNote')}
          </p>
        )}
        {provider === 'stripe' && (
          <fieldset className="bo-phase stack">
            <legend className="bo-sub-title">{nameOf('stripe')}</legend>
            <TextInput
              label={t('paymentProvider.webhookUrl')}
              note={t('paymentProvider.webhookUrlNote')}
              value={payments.webhookUrl}
              readOnly
              copyable
            />
            <div className="bo-form-grid">
              <TextInput
                label={t('paymentProvider.publishableKey')}
                note={t('paymentProvider.publishableKeyNote')}
                autoComplete="off"
                spellCheck={false}
                error={errors.publishableKey?.message}
                {...form.register('publishableKey')}
              />
              {SECRET_FIELDS.map((name) => (
                <TextInput
                  key={name}
                  type="password"
                  label={t(`paymentProvider.${name}`)}
                  note={secretNote(name)}
                  autoComplete="new-password"
                  spellCheck={false}
                  error={errors[name]?.message}
                  {...form.register(name)}
                />
              ))}
            </div>
          </fieldset>
        )}
      </fieldset>
      {canEdit && (
        <SaveActions
          form={form}
          values={formOf(payments)}
          failure={failure}
          onDiscard={() => setFailure(null)}
          saveLabel={t('paymentProvider.save')}
        />
      )}
      {switching && (
        <ConfirmDialog
          title={t('paymentProvider.switchTitle', { brand: brandName, provider: nameOf(switching.provider) })}
          text={t(
            switching.provider === 'sandbox' ? 'paymentProvider.switchToSandbox' : 'paymentProvider.switchToReal',
          )}
          confirmLabel={t('paymentProvider.switch', { provider: nameOf(switching.provider) })}
          onConfirm={() => confirmSwitch(switching)}
          onClose={() => setSwitching(null)}
        />
      )}
    </form>
  );
}
