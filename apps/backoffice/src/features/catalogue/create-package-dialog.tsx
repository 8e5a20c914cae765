import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminPackageCreateRequestSchema, type AdminPackage } from '@portal/contract';
import { FormDialog } from '@portal/ui/widgets/form-dialog.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { useCreatePackageMutation } from './api/catalogue-api.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { showRefusal, zodIssues, type FieldIssue } from '../../shared/forms/form-issues.ts';

type Form = { templateId: string; code: string; name: string; price: string; accountSize: string; visible: boolean };
const FIELDS = ['code', 'name', 'price', 'accountSize'] as const;
const toMinor = (text: string) => (text.trim() === '' ? NaN : Math.round(Number(text.replace(',', '.')) * 100));

type Props = { brandId: string; templates: AdminPackage[]; onClose(): void; onCreated(pkg: AdminPackage): void };

/**
 * A new package of the brand, started from an existing one (its platform, type, rules per phase and terms):
 * the operator gives the code, name, price and size here and adjusts the rules on the new package's page.
 */
export function CreatePackageDialog({ brandId, templates, onClose, onCreated }: Props) {
  const [createPackage] = useCreatePackageMutation();
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const first = templates[0];
  const form = useForm<Form>({
    defaultValues: {
      templateId: first?.id ?? '',
      code: '',
      name: '',
      price: first ? String(first.price / 100) : '',
      accountSize: first ? String(first.accountSize / 100) : '',
      visible: false,
    },
  });
  const { errors } = form.formState;

  const showIssues = (issues: FieldIssue[]) => {
    let placed = false;
    for (const issue of issues) {
      const field = FIELDS.find((f) => issue.path === f);
      if (field) {
        form.setError(field, { message: issue.message });
        placed = true;
      }
    }
    if (!placed) setFailure(issues.map((i) => `${i.path}: ${i.message}`).join('; '));
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const template = templates.find((p) => p.id === values.templateId);
    if (!template) return;
    const parsed = adminPackageCreateRequestSchema.safeParse({
      brandId,
      code: values.code,
      name: values.name,
      price: toMinor(values.price),
      accountSize: toMinor(values.accountSize),
      currency: template.currency,
      platformId: template.platform.id,
      traderPackageType: template.traderPackageType,
      group: template.group,
      phases: template.phases.map((p) => ({ index: p.index, rules: p.rules })),
      funded: template.funded.rules,
      profitSplitPercent: template.profitSplitPercent,
      leverage: template.leverage,
      refundableFee: template.refundableFee,
      isPopular: false,
      sortOrder: template.sortOrder,
      visible: values.visible,
    });
    if (!parsed.success) return showIssues(zodIssues(t, parsed.error));
    try {
      onCreated(await createPackage(parsed.data).unwrap());
    } catch (caught) {
      showRefusal(t, caught, { issues: showIssues, failure: setFailure });
    }
  });

  return (
    <FormDialog
      title={t('catalogue.newPackage')}
      subtitle={t('catalogue.newPackageText')}
      onClose={onClose}
      submitLabel={t('catalogue.createPackage')}
      pending={form.formState.isSubmitting}
      failure={failure}
      onSubmit={submit}
    >
      <SelectField
        label={t('catalogue.basedOn')}
        options={templates.map((p) => [p.id, `${p.name} · ${p.platform.name}`] as const)}
        {...form.register('templateId')}
      />
      <TextInput
        label={t('catalogue.codeLabel')}
        note={t('catalogue.packageCodeNote')}
        maxLength={40}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <TextInput label={t('catalogue.name')} maxLength={100} error={errors.name?.message} {...form.register('name')} />
      <div className="bo-form-grid">
        <TextInput
          label={t('catalogue.price')}
          inputMode="decimal"
          error={errors.price?.message}
          {...form.register('price')}
        />
        <TextInput
          label={t('catalogue.size')}
          inputMode="decimal"
          error={errors.accountSize?.message}
          {...form.register('accountSize')}
        />
      </div>
      <label className="bo-check">
        <input type="checkbox" {...form.register('visible')} />
        {t('catalogue.visibleNow')}
      </label>
    </FormDialog>
  );
}
