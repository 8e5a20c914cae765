import { useState } from 'react';
import { get, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminRiskSettingsUpdateRequestSchema,
  RISK_SIGNALS,
  type AdminRiskSettings,
  type AdminRiskSettingsUpdateRequest,
  type RiskSignal,
} from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { asApiError } from '../../shared/api/failure.ts';
import { issueText } from '../../shared/forms/form-issues.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useToast } from '../../shared/toast/toasts.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { SaveActions } from '../../shared/ui/save-actions.tsx';
import { useSaveRiskSettingsMutation } from './api/risk-api.ts';
import {
  changesOf,
  defaultOf,
  FIELDS,
  formOf,
  numberAt,
  parameterNames,
  requestOf,
  unitOf,
  type RiskSettingsForm,
} from './risk-settings-form.ts';
import './risk.css';

type Props = { settings: AdminRiskSettings; brandName: string; canEdit: boolean };
type Field = FieldPath<RiskSettingsForm>;
type ServerIssue = { path?: unknown; message?: unknown; detail?: unknown };
type Pending = { body: AdminRiskSettingsUpdateRequest; changes: ReturnType<typeof changesOf> };

/** A request path (`parameters.copy.windowMs`, `threshold`) as the form's field, if it is one. */
const fieldOfPath = (path: string): Field | undefined => {
  const field = path.replace(/^(body\.)?(parameters\.)?/, '');
  return FIELDS.includes(field) ? (field as Field) : undefined;
};

/**
 * The settings form: the threshold, then each signal's parameters with its unit and default; checked by the
 * contract's schema, then confirmed in a dialog listing what changes, then saved; refusals on their fields.
 */
export function RiskSettingsEditor({ settings, brandName, canEdit }: Props) {
  const { t } = useTranslation();
  const f = useFormat();
  const notify = useToast();
  const [saveSettings] = useSaveRiskSettingsMutation();
  const form = useForm<RiskSettingsForm>({ defaultValues: formOf(settings) });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const labelOf = (field: string) =>
    `${t(field === 'threshold' ? 'riskSettings.param.threshold' : `riskSettings.param.${field}`)} (${t(
      `riskSettings.unit.${unitOf(field)}`,
    )})`;
  const showIssues = (issues: { path: string; text: string }[]) => {
    const loose: string[] = [];
    for (const issue of issues) {
      const field = fieldOfPath(issue.path);
      if (field) form.setError(field, { message: issue.text });
      else loose.push(issue.text);
    }
    setFailure(loose.length > 0 ? loose.join(' ') : t('riskSettings.fixFields'));
  };

  const submit = form.handleSubmit((typed) => {
    setFailure(null);
    const parsed = adminRiskSettingsUpdateRequestSchema.safeParse(requestOf(settings, typed));
    if (!parsed.success)
      return showIssues(
        parsed.error.issues.map((i) => {
          const path = i.path.join('.');
          const field = fieldOfPath(path);
          // Not a number at all says so; a number out of the contract's bounds says which.
          const nan = field !== undefined && Number.isNaN(numberAt(settings, typed, field));
          return { path, text: nan ? t('form.number') : issueText(t, i) };
        }),
      );
    setPending({ body: parsed.data, changes: changesOf(settings, typed) });
  });

  const save = async (body: AdminRiskSettingsUpdateRequest) => {
    try {
      // The saved settings replace the read's: the page starts the editor afresh from them.
      await saveSettings({ brandId: settings.brandId, body }).unwrap();
      setPending(null);
      notify(t('riskSettings.saved_toast', { brand: brandName }));
    } catch (caught) {
      const issues = (asApiError(caught).data as { issues?: ServerIssue[] } | null | undefined)?.issues;
      if (!Array.isArray(issues)) throw caught; // the dialog shows it and stays open
      setPending(null);
      // The server holds each parameter's range and names the one refused: `parameters.copy.windowMs`.
      showIssues(
        issues.map((i) => ({
          path: String(i.path ?? ''),
          text: i.detail ? t('riskSettings.outOfRange', { detail: String(i.detail) }) : t('validation.riskSetting'),
        })),
      );
    }
  };

  const field = (name: string) => {
    const error = (get(errors, name) as { message?: string } | undefined)?.message;
    return (
      <TextInput
        key={name}
        label={labelOf(name)}
        inputMode="decimal"
        note={t('riskSettings.default', { value: String(defaultOf(settings, name)) })}
        error={error}
        {...form.register(name as Field)}
      />
    );
  };
  const section = (signal: RiskSignal) => (
    <fieldset key={signal} className="card stack">
      <legend className="bo-card-title">{t(`risk.signal.${signal}`)}</legend>
      <div className="bo-form-grid">{parameterNames(signal).map((name) => field(`${signal}.${name}`))}</div>
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
          <div className="bo-form-grid">{field('threshold')}</div>
        </fieldset>
        {RISK_SIGNALS.map(section)}
        {settings.updatedAt && (
          <p className="bo-muted">{t('riskSettings.updatedAt', { at: f.when(settings.updatedAt) })}</p>
        )}
      </fieldset>
      {canEdit && (
        <SaveActions form={form} values={formOf(settings)} failure={failure} onDiscard={() => setFailure(null)} />
      )}
      {pending && (
        <ConfirmDialog
          title={t('riskSettings.confirmTitle', { brand: brandName })}
          text={t(pending.changes.length > 0 ? 'riskSettings.confirmText' : 'riskSettings.noChanges', {
            count: pending.changes.length,
          })}
          confirmLabel={t('riskSettings.confirm')}
          onConfirm={() => save(pending.body)}
          onClose={() => setPending(null)}
        >
          {pending.changes.length > 0 && (
            <ul className="risk-changes">
              {pending.changes.map((c) => (
                <li key={c.field}>
                  <span>{labelOf(c.field)}</span>
                  <span className="risk-changes__values">
                    {t('riskSettings.change', { from: String(c.from), to: String(c.to) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </ConfirmDialog>
      )}
    </form>
  );
}
