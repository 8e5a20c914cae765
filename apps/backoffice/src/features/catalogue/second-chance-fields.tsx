import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../shared/ui/select-field.tsx';
import type { PackageForm } from './package-form.ts';
import { NumberField } from './rules-fields.tsx';

const K = 'catalogue.secondChance';

/** A switch of the form (a boolean field) with its label. */
function Switch({
  form,
  name,
  label,
}: {
  form: UseFormReturn<PackageForm>;
  name: `secondChance.${string}.enabled`;
  label: string;
}) {
  return (
    <label className="bo-check">
      <input type="checkbox" {...form.register(name as 'secondChance.freeRetry.enabled')} />
      {label}
    </label>
  );
}

/**
 * The package's second chance (docs/decisions/080-second-chance.md): a free retry of a phase ended by time in profit,
 * a paid reset at the package's price, a percentage off or a fixed price, each with its limit per account.
 */
export function SecondChanceFields({ form, currency }: { form: UseFormReturn<PackageForm>; currency: string }) {
  const { t } = useTranslation();
  const [retryOn, resetOn, kind] = useWatch({
    control: form.control,
    name: ['secondChance.freeRetry.enabled', 'secondChance.paidReset.enabled', 'secondChance.paidReset.priceKind'],
  });
  const kinds = (['packagePrice', 'percentOff', 'fixed'] as const).map((k): [string, string] => [
    k,
    t(`${K}.priceKind.${k}`),
  ]);
  return (
    <fieldset className="bo-phase" aria-describedby="bo-second-chance-note">
      <legend className="bo-sub-title">{t(`${K}.title`)}</legend>
      <p className="bo-muted" id="bo-second-chance-note">
        {t(`${K}.note`)}
      </p>
      <fieldset className="bo-fieldset bo-rule">
        <legend>{t(`${K}.freeRetry`)}</legend>
        <Switch form={form} name="secondChance.freeRetry.enabled" label={t(`${K}.freeRetryOn`)} />
        {retryOn && (
          <div className="bo-form-grid">
            <NumberField form={form} name="secondChance.freeRetry.maxPerAccount" label={t(`${K}.maxPerAccount`)} />
          </div>
        )}
      </fieldset>
      <fieldset className="bo-fieldset bo-rule">
        <legend>{t(`${K}.paidReset`)}</legend>
        <Switch form={form} name="secondChance.paidReset.enabled" label={t(`${K}.paidResetOn`)} />
        {resetOn && (
          <div className="bo-form-grid">
            <SelectField
              label={t(`${K}.priceKindLabel`)}
              options={kinds}
              {...form.register('secondChance.paidReset.priceKind')}
            />
            {kind === 'percentOff' && (
              <NumberField form={form} name="secondChance.paidReset.percent" label={t(`${K}.percentOff`)} />
            )}
            {kind === 'fixed' && (
              <NumberField form={form} name="secondChance.paidReset.amount" label={t(`${K}.amountIn`, { currency })} />
            )}
            <NumberField form={form} name="secondChance.paidReset.maxPerAccount" label={t(`${K}.maxPerAccount`)} />
          </div>
        )}
      </fieldset>
    </fieldset>
  );
}
