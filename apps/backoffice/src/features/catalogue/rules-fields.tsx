import type { ReactNode } from 'react';
import { get, useFormState, useWatch, type Control, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChallengeRules } from '@portal/contract';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import type { PackageForm } from './package-form.ts';

type Path = FieldPath<PackageForm>;
type Props = { form: UseFormReturn<PackageForm>; base: 'funded' | `phases.${number}` };

/** A field's message: the contract's keys translated, the console's own already in words. */
export function useError(control: Control<PackageForm>, name: Path): string | undefined {
  const { t } = useTranslation();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  if (!message) return undefined;
  return message.startsWith('validation.') ? t(message) : message;
}

const asNumber = (v: unknown) =>
  v === '' || v === null || v === undefined ? NaN : Number(String(v).replace(',', '.'));
const asNullableNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : asNumber(v));

/** A number of the rules (plain numbers: 5 means 5 %); `nullable`: blank means none. */
export function NumberField({
  form,
  name,
  label,
  note,
  nullable,
}: {
  form: UseFormReturn<PackageForm>;
  name: Path;
  label: string;
  note?: string;
  nullable?: boolean;
}) {
  const error = useError(form.control, name);
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      note={note}
      error={error}
      {...form.register(name, { setValueAs: nullable ? asNullableNumber : asNumber })}
    />
  );
}

/**
 * A rule's choice. It registers its field when it is shown: a rule that is off (null) has no fields in the form's
 * values, which the contract's schema would otherwise check.
 */
function RuleSelect({
  form,
  name,
  label,
  options,
}: {
  form: UseFormReturn<PackageForm>;
  name: Path;
  label: string;
  options: Array<[string, string]>;
}) {
  return <SelectField label={label} options={options} {...form.register(name)} />;
}

type Optional = 'dailyLoss' | 'profitTarget' | 'tradingDays' | 'consistency' | 'newsTrading' | 'weekendHolding';
const DEFAULTS: { [K in Optional]: NonNullable<ChallengeRules[K]> } = {
  dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: 5, breach: 'hard' },
  profitTarget: { percent: 8, on: 'closedBalance' },
  tradingDays: { minDays: 4, counts: 'dealOpened', minDayProfitPercent: null },
  consistency: { maxBestDayPercentOfProfit: 40 },
  newsTrading: { minutesBefore: 2, minutesAfter: 2, instruments: 'affectedCurrencies' },
  // On, the rule forbids: a phase that allows weekend holding simply has no rule (null).
  weekendHolding: { allowed: false },
};

/** One rule that may be off: a switch, and its fields while it applies. */
function OptionalRule({
  form,
  base,
  rule,
  title,
  children,
}: Props & { rule: Optional; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const path = `${base}.${rule}` as Path;
  const value = useWatch({ control: form.control, name: path });
  const on = value !== null && value !== undefined;
  return (
    <fieldset className="bo-fieldset bo-rule">
      <legend>{title}</legend>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) =>
            form.setValue(path, e.target.checked ? (structuredClone(DEFAULTS[rule]) as never) : (null as never), {
              shouldDirty: true,
            })
          }
        />
        {t('rules.applies')}
      </label>
      {on && <div className="bo-form-grid">{children}</div>}
    </fieldset>
  );
}

/** The rules of one phase (or the funded stage), field by field, as the contract's ChallengeRules. */
export function RulesFields({ form, base }: Props) {
  const { t } = useTranslation();
  const p = (name: string) => `${base}.${name}` as Path;
  // A rule's choice: its label and options under its field's own key (rules.anchorLabel, rules.anchor.balance).
  const choice = (field: string, values: string[]) => {
    const key = field.slice(field.indexOf('.') + 1);
    const options = values.map((v): [string, string] => [v, t(`rules.${key}.${v}`)]);
    return <RuleSelect form={form} name={p(field)} label={t(`rules.${key}Label`)} options={options} />;
  };
  // A number that may be left blank (none), with its note: rules.<key> and rules.<key>Note.
  const optionalNumber = (field: string, key: string) => (
    <NumberField form={form} name={p(field)} label={t(`rules.${key}`)} note={t(`rules.${key}Note`)} nullable />
  );
  return (
    <div className="bo-rules">
      <OptionalRule form={form} base={base} rule="dailyLoss" title={t('rules.dailyLoss')}>
        <NumberField form={form} name={p('dailyLoss.percent')} label={t('rules.percent')} />
        {choice('dailyLoss.anchor', ['balance', 'equity', 'higherOfBalanceAndEquity'])}
        {choice('dailyLoss.basis', ['initialBalance', 'anchor'])}
        {choice('dailyLoss.breach', ['hard', 'soft'])}
      </OptionalRule>
      <fieldset className="bo-fieldset bo-rule">
        <legend>{t('rules.maxLoss')}</legend>
        <div className="bo-form-grid">
          <NumberField form={form} name={p('maxLoss.percent')} label={t('rules.percent')} />
          {choice('maxLoss.mode', ['static', 'trailingEquity', 'trailingBalance', 'trailingEndOfDay'])}
          {optionalNumber('maxLoss.lockAtPercentOfInitial', 'lockAt')}
        </div>
      </fieldset>
      <OptionalRule form={form} base={base} rule="profitTarget" title={t('rules.profitTarget')}>
        <NumberField form={form} name={p('profitTarget.percent')} label={t('rules.percent')} />
        {choice('profitTarget.on', ['closedBalance', 'equity'])}
      </OptionalRule>
      <OptionalRule form={form} base={base} rule="tradingDays" title={t('rules.tradingDays')}>
        <NumberField form={form} name={p('tradingDays.minDays')} label={t('rules.minDays')} />
        {choice('tradingDays.counts', ['dealOpened', 'dealOpenedOrClosed', 'profitableDay'])}
        {optionalNumber('tradingDays.minDayProfitPercent', 'minDayProfit')}
      </OptionalRule>
      <OptionalRule form={form} base={base} rule="consistency" title={t('rules.consistency')}>
        <NumberField form={form} name={p('consistency.maxBestDayPercentOfProfit')} label={t('rules.bestDay')} />
      </OptionalRule>
      <OptionalRule form={form} base={base} rule="newsTrading" title={t('rules.newsTrading')}>
        <NumberField form={form} name={p('newsTrading.minutesBefore')} label={t('rules.minutesBefore')} />
        <NumberField form={form} name={p('newsTrading.minutesAfter')} label={t('rules.minutesAfter')} />
        {choice('newsTrading.instruments', ['affectedCurrencies', 'all'])}
      </OptionalRule>
      <OptionalRule form={form} base={base} rule="weekendHolding" title={t('rules.weekendHolding')}>
        <p className="bo-muted">{t('rules.weekendHoldingNote')}</p>
      </OptionalRule>
      <fieldset className="bo-fieldset bo-rule">
        <legend>{t('rules.dayAndDuration')}</legend>
        <div className="bo-form-grid">
          <TextInput
            label={t('rules.resetTime')}
            inputMode="numeric"
            placeholder="00:00"
            error={useError(form.control, p('dayReset.time'))}
            {...form.register(p('dayReset.time'))}
          />
          <TextInput
            label={t('rules.timezone')}
            error={useError(form.control, p('dayReset.timezone'))}
            {...form.register(p('dayReset.timezone'))}
          />
          {optionalNumber('maxCalendarDays', 'maxCalendarDays')}
        </div>
      </fieldset>
    </div>
  );
}
