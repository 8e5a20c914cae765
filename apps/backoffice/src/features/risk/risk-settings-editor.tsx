import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RISK_PARAMETER_UNITS, RISK_SIGNALS, type AdminRiskSettings, type RiskSignal } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { asApiError } from '../../shared/api/failure.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useToast } from '../../shared/toast/toasts.tsx';
import { FormActions } from '../../shared/ui/save-actions.tsx';
import { useSaveRiskSettingsMutation } from './api/risk-api.ts';
import { defaultOf, formOf, parameterNames, requestOf, type RiskSettingsForm } from './risk-settings-form.ts';

type Props = { settings: AdminRiskSettings; brandName: string; canEdit: boolean };
type ServerIssue = { path?: unknown; message?: unknown; detail?: unknown };

/** The settings form: the threshold, then each signal's parameters with its unit and default; errors per field. */
export function RiskSettingsEditor({ settings, brandName, canEdit }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const notify = useToast();
  const [saveSettings, { isLoading }] = useSaveRiskSettingsMutation();
  const [form, setForm] = useState<RiskSettingsForm>(() => formOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = JSON.stringify(form) !== JSON.stringify(formOf(settings));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const { body, bad } = requestOf(settings, form);
    if (bad.length > 0) {
      setErrors(Object.fromEntries(bad.map((field) => [field, t('form.number')])));
      return setFailure(t('riskSettings.fixFields'));
    }
    setErrors({});
    try {
      await saveSettings({ brandId: settings.brandId, body }).unwrap();
      notify(t('riskSettings.saved_toast', { brand: brandName }));
    } catch (caught) {
      const error = asApiError(caught);
      const issues = (error.data as { issues?: ServerIssue[] } | null | undefined)?.issues;
      if (!Array.isArray(issues)) return setFailure(t(error.messageKey));
      // The server names the field: `parameters.copy.windowMs`, or `threshold`.
      const onFields: Record<string, string> = {};
      for (const i of issues) {
        const field = String(i.path ?? '').replace(/^(body\.)?(parameters\.)?/, '');
        onFields[field] = i.detail
          ? t('riskSettings.outOfRange', { detail: String(i.detail) })
          : t('validation.riskSetting');
      }
      setErrors(onFields);
      setFailure(t('riskSettings.fixFields'));
    }
  };

  const field = (name: string, label: string, unit: string) => (
    <TextInput
      key={name}
      name={name}
      label={`${label} (${t(`riskSettings.unit.${unit}`)})`}
      inputMode="decimal"
      note={t('riskSettings.default', { value: String(defaultOf(settings, name)) })}
      error={errors[name]}
      value={form[name] ?? ''}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })}
    />
  );
  const section = (signal: RiskSignal) => (
    <fieldset key={signal} className="card stack">
      <legend className="bo-card-title">{t(`risk.signal.${signal}`)}</legend>
      <div className="bo-form-grid">
        {parameterNames(signal).map((name) =>
          field(
            `${signal}.${name}`,
            t(`riskSettings.param.${signal}.${name}`),
            (RISK_PARAMETER_UNITS[signal] as Record<string, string>)[name]!,
          ),
        )}
      </div>
    </fieldset>
  );

  return (
    <form className="stack" noValidate onSubmit={(e) => void submit(e)} aria-label={t('riskSettings.title')}>
      {!settings.custom && <Banner variant="neutral">{t('riskSettings.defaults')}</Banner>}
      {!canEdit && <Banner variant="neutral">{t('riskSettings.readOnly')}</Banner>}
      <fieldset className="stack" disabled={!canEdit}>
        <legend className="visually-hidden">{t('riskSettings.title')}</legend>
        <fieldset className="card stack">
          <legend className="bo-card-title">{t('riskSettings.hold')}</legend>
          <div className="bo-form-grid">{field('threshold', t('riskSettings.param.threshold'), 'score')}</div>
        </fieldset>
        {RISK_SIGNALS.map(section)}
        {settings.updatedAt && (
          <p className="bo-muted">{t('riskSettings.updatedAt', { at: f.when(settings.updatedAt) })}</p>
        )}
      </fieldset>
      {canEdit && (
        <FormActions
          dirty={dirty}
          saving={isLoading}
          failure={failure}
          onDiscard={() => {
            setFailure(null);
            setErrors({});
            setForm(formOf(settings));
          }}
        />
      )}
    </form>
  );
}
