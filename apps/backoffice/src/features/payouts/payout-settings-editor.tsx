import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminPayoutSettingsUpdateRequestSchema,
  type AdminPayoutSettings,
  type AdminPayoutSettingsUpdateRequest,
} from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { asApiError } from '../../shared/api/failure.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useToast } from '../../shared/toast/toasts.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { FormActions } from '../../shared/ui/save-actions.tsx';
import { issueText } from '../../shared/forms/form-issues.ts';
import { PackageCycles } from './package-cycles.tsx';
import { RateRows, rowsOf, type KeyedRate } from './rate-rows.tsx';
import { useSavePayoutSettingsMutation } from './api/payouts-api.ts';
import {
  cryptoKey,
  cryptoOptions,
  duplicateRates,
  fieldOf,
  formOf,
  requestOf,
  type FieldName,
  type PayoutSettingsForm,
} from './payout-settings-form.ts';

type Issue = { path: string; message: string; text: string };
type Props = {
  settings: AdminPayoutSettings;
  brandName: string;
  canEdit: boolean;
};

/** The settings form: bounds, methods, rates and cycles; checked by the contract, then confirmed, then saved. */
export function PayoutSettingsEditor({ settings, brandName, canEdit }: Props) {
  const { t } = useTranslation();
  const [saveSettings] = useSavePayoutSettingsMutation();
  const f = useFormat();
  const notify = useToast();
  const methodsError = useId();
  const form = useForm<PayoutSettingsForm>({ defaultValues: formOf(settings) });
  // The rates are rows kept here, not in the form: react-hook-form's field arrays would grow the chunk the
  // console's sign-in shares with it (scripts/check-web-budget.mjs).
  const [rates, setRates] = useState<KeyedRate[]>(() => rowsOf(settings));
  const [rateErrors, setRateErrors] = useState<Record<string, string>>({});
  const ratesDirty =
    JSON.stringify(rates.map(({ currency, rate }) => ({ currency, rate }))) !== JSON.stringify(formOf(settings).rates);
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<AdminPayoutSettingsUpdateRequest | null>(null);

  const values = (): PayoutSettingsForm => ({ ...form.getValues(), rates });
  const showIssues = (issues: Issue[]) => {
    const loose: string[] = [];
    const onRates: Record<string, string> = {};
    for (const issue of issues) {
      const field = fieldOf(issue, settings, values());
      if (field?.startsWith('rates.')) onRates[field.slice('rates.'.length)] = issue.text;
      else if (field) form.setError(field as Exclude<FieldName, `rates.${string}`>, { message: issue.text });
      else loose.push(issue.text);
    }
    setRateErrors(onRates);
    setFailure(loose.length > 0 ? loose.join(' ') : t('catalogue.fixFields'));
  };

  /** A message key of the contract in words; a missing rate names its currency. */
  const text = (path: string, message: string, fallback?: string) =>
    message === 'validation.usdRateMissing'
      ? t(message, { currency: path.split('.')[1] })
      : message.startsWith('validation.')
        ? t(message)
        : (fallback ?? t('form.invalid'));

  const submit = form.handleSubmit((typed) => {
    setFailure(null);
    setRateErrors({});
    const twice = duplicateRates(rates);
    if (twice.length > 0) {
      setRateErrors(Object.fromEntries(twice.map((i) => [`${i}.currency`, t('validation.duplicate')])));
      return setFailure(t('catalogue.fixFields'));
    }
    const parsed = adminPayoutSettingsUpdateRequestSchema.safeParse(requestOf(settings, { ...typed, rates }));
    if (!parsed.success)
      return showIssues(
        parsed.error.issues.map((i) => {
          const path = i.path.join('.');
          return { path, message: i.message, text: text(path, i.message, issueText(t, i)) };
        }),
      );
    setPending(parsed.data);
  });

  const save = async (body: AdminPayoutSettingsUpdateRequest) => {
    try {
      // The saved settings replace the read's (the screen shows them, the form starting from them).
      await saveSettings({ brandId: settings.brandId, body }).unwrap();
      setPending(null);
      notify(t('payoutSettings.saved_toast', { brand: brandName }));
    } catch (caught) {
      const error = asApiError(caught);
      const data = error.data as { issues?: { path?: unknown; message?: unknown }[] } | null | undefined;
      if (!Array.isArray(data?.issues)) throw caught; // the dialog shows it and stays open
      setPending(null);
      showIssues(
        data.issues.map((i) => {
          const path = String(i.path ?? '').replace(/^body\.?/, '');
          const message = String(i.message ?? '');
          return { path, message, text: text(path, message) };
        }),
      );
    }
  };

  const field = (name: 'minUsd' | 'maxUsd') => (
    <TextInput
      label={t(`payoutSettings.${name}`)}
      inputMode="decimal"
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <form className="stack" noValidate onSubmit={(e) => void submit(e)} aria-label={t('payoutSettings.title')}>
      {!settings.custom && <Banner variant="neutral">{t('payoutSettings.defaults')}</Banner>}
      {!canEdit && <Banner variant="neutral">{t('payoutSettings.readOnly')}</Banner>}
      <fieldset className="card stack bo-payout-settings" disabled={!canEdit}>
        <legend className="visually-hidden">{t('payoutSettings.title')}</legend>
        <h2 className="bo-card-title">{t('payoutSettings.bounds')}</h2>
        <p className="bo-muted">{t('payoutSettings.usdNote')}</p>
        <div className="bo-form-grid">
          {field('minUsd')}
          {field('maxUsd')}
        </div>
        <h2 className="bo-card-title">{t('payoutSettings.methods')}</h2>
        <div
          className="bo-checks"
          role="group"
          aria-label={t('payoutSettings.methods')}
          aria-describedby={errors.bankTransfer ? methodsError : undefined}
        >
          <label className="bo-check">
            <input type="checkbox" {...form.register('bankTransfer')} />
            {t('payoutSettings.bankTransfer')}
          </label>
          {cryptoOptions(settings).map((o) => (
            <label key={cryptoKey(o)} className="bo-check">
              <input type="checkbox" {...form.register(`crypto.${cryptoKey(o)}`)} />
              {t('payoutSettings.cryptoOption', { asset: o.asset, network: t(`payoutSettings.network.${o.network}`) })}
            </label>
          ))}
        </div>
        {errors.bankTransfer && (
          <p id={methodsError} className="field__error">
            {errors.bankTransfer.message}
          </p>
        )}
        <RateRows rows={rates} errors={rateErrors} canEdit={canEdit} onChange={setRates} />
        <PackageCycles form={form} packages={settings.packages} />
        {settings.updatedAt && (
          <p className="bo-muted">{t('payoutSettings.updatedAt', { at: f.when(settings.updatedAt) })}</p>
        )}
      </fieldset>
      {canEdit && (
        <FormActions
          dirty={form.formState.isDirty || ratesDirty}
          saving={false}
          failure={failure}
          onDiscard={() => {
            setFailure(null);
            setRateErrors({});
            setRates(rowsOf(settings));
            form.reset(formOf(settings));
          }}
        />
      )}
      {pending && (
        <ConfirmDialog
          title={t('payoutSettings.confirmTitle', { brand: brandName })}
          text={t('payoutSettings.confirmText', {
            min: f.money(pending.minUsd, 'USD'),
            max: f.money(pending.maxUsd, 'USD'),
            methods: (pending.bankTransfer ? 1 : 0) + pending.crypto.length,
            cycles: pending.packageCycles?.length ?? 0,
          })}
          confirmLabel={t('payoutSettings.confirm')}
          onConfirm={() => save(pending)}
          onClose={() => setPending(null)}
        />
      )}
    </form>
  );
}
