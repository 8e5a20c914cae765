import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminDiscountCodeCreateRequestSchema,
  adminDiscountCodeUpdateRequestSchema,
  type AdminDiscountCode,
  type AdminPackage,
} from '@portal/contract';
import { FormDialog } from '@portal/ui/widgets/form-dialog.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { useCreateDiscountCodeMutation, useSaveDiscountCodeMutation } from './api/catalogue-api.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { showRefusal, zodIssues, type FieldIssue } from '../../shared/forms/form-issues.ts';

type Form = {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  usageLimit: string;
  expiresOn: string;
  allPackages: boolean;
  packageIds: string[];
};
const FIELDS = ['code', 'kind', 'value', 'usageLimit', 'expiresAt', 'packageIds', 'currency'] as const;

type Props = {
  brandId: string;
  packages: AdminPackage[];
  /** given: edit its terms (every term is sent again); absent: a new code */
  code?: AdminDiscountCode;
  /** the packages ticked when creating (a package page offers a code for itself) */
  preselected?: string[];
  onClose(): void;
  onSaved(code: AdminDiscountCode): void;
};

/** A group of one checkbox answers its value (or false) rather than a list. */
const ticked = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];
const toNumber = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.')));

/** Create a discount code, or change the terms of one: kind, value, usage limit, expiry, packages. */
export function DiscountCodeDialog({ brandId, packages, code, preselected, onClose, onSaved }: Props) {
  const [createCode] = useCreateDiscountCodeMutation();
  const [saveCode] = useSaveDiscountCodeMutation();
  const { t } = useTranslation();
  const ids = { packages: useId(), packagesError: useId() };
  const currency = code?.currency ?? packages[0]?.currency ?? 'USD';
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Form>({
    defaultValues: {
      code: code?.code ?? '',
      kind: code?.kind ?? 'percent',
      value: code ? String(code.kind === 'fixed' ? code.value / 100 : code.value) : '',
      usageLimit: code?.usageLimit === null || code === undefined ? '' : String(code.usageLimit),
      expiresOn: code?.expiresAt ? code.expiresAt.slice(0, 10) : '',
      allPackages: code ? code.packageIds === null : !preselected,
      packageIds: code?.packageIds ?? preselected ?? [],
    },
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const allPackages = form.watch('allPackages');

  const showIssues = (issues: FieldIssue[]) => {
    let placed = false;
    for (const issue of issues) {
      const field = FIELDS.find((f) => issue.path === f || issue.path.startsWith(`${f}.`));
      const target = field === 'expiresAt' ? 'expiresOn' : field === 'currency' ? 'value' : field;
      if (target) {
        form.setError(target, { message: issue.message });
        placed = true;
      }
    }
    if (!placed) setFailure(issues[0]?.message ?? 'errors.RequestIsNotValid');
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const amount = toNumber(values.value);
    const terms = {
      kind: values.kind,
      value: values.kind === 'fixed' ? Math.round(amount * 100) : amount,
      currency: values.kind === 'fixed' ? currency : null,
      // The code stops working at the end of the chosen day (UTC).
      expiresAt: values.expiresOn ? `${values.expiresOn}T23:59:59.000Z` : null,
      usageLimit: values.usageLimit.trim() === '' ? null : toNumber(values.usageLimit),
      packageIds: values.allPackages ? null : ticked(values.packageIds),
    };
    const parsed = code
      ? adminDiscountCodeUpdateRequestSchema.safeParse(terms)
      : adminDiscountCodeCreateRequestSchema.safeParse({ ...terms, brandId, code: values.code });
    if (!parsed.success) return showIssues(zodIssues(t, parsed.error));
    // The contract bounds any value; a percentage's 100 % is the server's check, said here before sending.
    if (values.kind === 'percent' && amount > 100)
      return showIssues([{ path: 'value', message: t('validation.percent') }]);
    try {
      onSaved(
        code
          ? await saveCode({ id: code.id, body: adminDiscountCodeUpdateRequestSchema.parse(terms) }).unwrap()
          : await createCode(adminDiscountCodeCreateRequestSchema.parse(parsed.data)).unwrap(),
      );
    } catch (caught) {
      showRefusal(t, caught, { issues: showIssues, failure: setFailure });
    }
  });

  return (
    <FormDialog
      title={code ? t('catalogue.editCodeTitle', { code: code.code }) : t('catalogue.newCode')}
      subtitle={t('catalogue.codeText')}
      onClose={onClose}
      submitLabel={code ? t('catalogue.saveCode') : t('catalogue.createCode')}
      pending={form.formState.isSubmitting}
      failure={failure}
      onSubmit={submit}
    >
      {!code && (
        <TextInput
          label={t('catalogue.code')}
          autoCapitalize="characters"
          maxLength={40}
          error={errors.code?.message}
          note={t('catalogue.codeNote')}
          {...form.register('code')}
        />
      )}
      <div className="bo-form-grid">
        <SelectField
          label={t('catalogue.kind')}
          options={[
            ['percent', t('catalogue.kindPercent')],
            ['fixed', t('catalogue.kindFixed', { currency })],
          ]}
          {...form.register('kind')}
        />
        <TextInput
          label={kind === 'percent' ? t('catalogue.valuePercent') : t('catalogue.valueAmount', { currency })}
          inputMode="decimal"
          error={errors.value?.message}
          {...form.register('value')}
        />
        <TextInput
          label={t('catalogue.usageLimit')}
          inputMode="numeric"
          note={t('catalogue.usageLimitNote')}
          error={errors.usageLimit?.message}
          {...form.register('usageLimit')}
        />
        <TextInput
          label={t('catalogue.expiresOn')}
          type="date"
          note={t('catalogue.expiresNote')}
          error={errors.expiresOn?.message}
          {...form.register('expiresOn')}
        />
      </div>
      <fieldset
        className="bo-fieldset"
        aria-describedby={errors.packageIds ? ids.packagesError : undefined}
        aria-invalid={!!errors.packageIds}
      >
        <legend>{t('catalogue.appliesTo')}</legend>
        <label className="bo-check">
          <input type="checkbox" {...form.register('allPackages')} />
          {t('catalogue.allPackages')}
        </label>
        {!allPackages && (
          <div className="bo-checks bo-checks--wide">
            {packages.map((pkg) => (
              <label key={pkg.id} className="bo-check">
                <input type="checkbox" value={pkg.id} {...form.register('packageIds')} />
                {pkg.name} · {pkg.platform.name}
              </label>
            ))}
          </div>
        )}
        {errors.packageIds && (
          <p id={ids.packagesError} className="field__error">
            {errors.packageIds.message}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
