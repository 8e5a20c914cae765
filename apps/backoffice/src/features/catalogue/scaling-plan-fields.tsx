import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../shared/ui/select-field.tsx';
import type { PackageForm } from './package-form.ts';
import { NumberField, useError } from './rules-fields.tsx';
import { newScalingPlan } from './scaling-plan-form.ts';

type Props = { form: UseFormReturn<PackageForm>; currency: string };

/**
 * The package's scaling plan (docs/scaling.md), a part of the package editor's form: off (no plan) or its period,
 * conditions, step, cap, who decides, and better terms from a step on.
 */
export function ScalingPlanFields({ form, currency }: Props) {
  const { t } = useTranslation();
  const plan = useWatch({ control: form.control, name: 'scalingPlan' });
  const on = plan !== null && plan !== undefined;
  return (
    <fieldset className="bo-phase">
      <legend className="bo-sub-title">{t('scaling.plan')}</legend>
      <p className="bo-muted">{t('scaling.planNote')}</p>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) =>
            form.setValue(
              'scalingPlan',
              e.target.checked ? newScalingPlan(Number(form.getValues('accountSize')) || 0) : null,
              { shouldDirty: true },
            )
          }
        />
        {t('scaling.offers')}
      </label>
      {on && <PlanFields form={form} currency={currency} />}
    </fieldset>
  );
}

function PlanFields({ form, currency }: Props) {
  const { t } = useTranslation();
  const stepKind = useWatch({ control: form.control, name: 'scalingPlan.step.kind' });
  const check = (name: 'noBreach' | 'inProfitAtReview') => (
    <label className="bo-check">
      <input type="checkbox" {...form.register(`scalingPlan.conditions.${name}`)} />
      {t(`scaling.condition.${name}`)}
    </label>
  );
  return (
    <div className="bo-rules">
      <fieldset className="bo-fieldset bo-rule">
        <legend>{t('scaling.period')}</legend>
        <div className="bo-form-grid">
          <NumberField form={form} name="scalingPlan.period.count" label={t('scaling.periodCount')} />
          <SelectField
            label={t('scaling.periodUnit')}
            options={[
              ['cycles', t('scaling.unit.cycles')],
              ['months', t('scaling.unit.months')],
            ]}
            {...form.register('scalingPlan.period.unit')}
          />
        </div>
      </fieldset>
      <fieldset className="bo-fieldset bo-rule">
        <legend>{t('scaling.conditions')}</legend>
        <div className="bo-form-grid">
          <NumberField form={form} name="scalingPlan.conditions.minProfitPercent" label={t('scaling.minProfit')} />
          <NumberField form={form} name="scalingPlan.conditions.minPaidPayouts" label={t('scaling.minPayouts')} />
        </div>
        <div className="bo-checks">
          {check('noBreach')}
          {check('inProfitAtReview')}
        </div>
      </fieldset>
      <fieldset className="bo-fieldset bo-rule">
        <legend>{t('scaling.growth')}</legend>
        <div className="bo-form-grid">
          <SelectField
            label={t('scaling.stepKind')}
            options={[
              ['percentOfInitial', t('scaling.step.percentOfInitial')],
              ['fixed', t('scaling.step.fixed')],
            ]}
            {...form.register('scalingPlan.step.kind')}
          />
          <NumberField
            form={form}
            name="scalingPlan.step.value"
            label={stepKind === 'fixed' ? t('scaling.stepAmount', { currency }) : t('scaling.stepPercent')}
          />
          <NumberField form={form} name="scalingPlan.maxSize" label={t('scaling.maxSize', { currency })} />
          <SelectField
            label={t('scaling.review')}
            options={[
              ['operator', t('scaling.reviewBy.operator')],
              ['auto', t('scaling.reviewBy.auto')],
            ]}
            {...form.register('scalingPlan.review')}
          />
        </div>
      </fieldset>
      <TermsFields form={form} />
    </div>
  );
}

/** Better terms from a step on: each a row of the step, a profit split and a daily loss % (blank: unchanged). */
function TermsFields({ form }: Pick<Props, 'form'>) {
  const { t } = useTranslation();
  const terms = useFieldArray({ control: form.control, name: 'scalingPlan.terms' });
  const error = useError(form.control, 'scalingPlan.terms');
  return (
    <fieldset className="bo-fieldset bo-rule">
      <legend>{t('scaling.terms')}</legend>
      <p className="bo-muted">{t('scaling.termsNote')}</p>
      {terms.fields.map((field, i) => (
        <div key={field.id} className="bo-form-grid">
          <NumberField form={form} name={`scalingPlan.terms.${i}.fromStep`} label={t('scaling.fromStep')} />
          <NumberField
            form={form}
            name={`scalingPlan.terms.${i}.profitSplitPercent`}
            label={t('scaling.split')}
            note={t('scaling.unchangedNote')}
            nullable
          />
          <NumberField
            form={form}
            name={`scalingPlan.terms.${i}.dailyLossPercent`}
            label={t('scaling.dailyLoss')}
            note={t('scaling.unchangedNote')}
            nullable
          />
          <button type="button" className="btn btn--secondary" onClick={() => terms.remove(i)}>
            {t('scaling.removeTerms', { n: i + 1 })}
          </button>
        </div>
      ))}
      {error && <p className="field__error">{error}</p>}
      {terms.fields.length < 10 && (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() =>
            terms.append({ fromStep: terms.fields.length + 1, profitSplitPercent: null, dailyLossPercent: null })
          }
        >
          {t('scaling.addTerms')}
        </button>
      )}
    </fieldset>
  );
}
