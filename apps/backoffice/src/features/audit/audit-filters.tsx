import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { auditQuerySchema } from '@portal/contract';
import { TextField } from '@portal/ui/forms/text-field.tsx';
import type { OperatorMe } from '../../shared/api/session-api.ts';
import { FilterActions } from '../../shared/ui/list-states.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { formErrors } from '../../shared/forms/form-issues.ts';

/** The filters as typed: the contract's text limits; dates are days (the query's instants are made from them). */
const filterSchema = z
  .object({
    // an actor is an operator's or an API key's id (a name or an e-mail would match nothing)
    actorId: z.string().refine((v) => v === '' || z.uuid().safeParse(v).success, 'audit.actorIdFormat'),
    action: auditQuerySchema.shape.action.unwrap().or(z.literal('')),
    targetType: auditQuerySchema.shape.targetType.unwrap().or(z.literal('')),
    targetId: auditQuerySchema.shape.targetId.unwrap().or(z.literal('')),
    brandId: z.string(),
    from: z.string(),
    to: z.string(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'form.rangeReversed' });
export type AuditFilters = z.infer<typeof filterSchema>;
export const FILTER_NAMES = ['actorId', 'action', 'targetType', 'targetId', 'brandId', 'from', 'to'] as const;

type Props = { values: AuditFilters; brands: OperatorMe['brands']; onApply(values: AuditFilters): void };

/** Actor, action, target, brand and a date range; applying them goes back to the first page. */
export function AuditFiltersForm({ values, brands, onApply }: Props) {
  const { t } = useTranslation();
  const form = useForm<AuditFilters>({ resolver: zodResolver(filterSchema, formErrors(t)), values });
  const empty = Object.fromEntries(FILTER_NAMES.map((n) => [n, ''])) as AuditFilters;
  return (
    <form className="card bo-filters" noValidate onSubmit={form.handleSubmit(onApply)} aria-label={t('audit.filters')}>
      <TextField control={form.control} name="actorId" label={t('audit.actor')} max={64} />
      <TextField control={form.control} name="action" label={t('audit.action')} max={64} />
      <TextField control={form.control} name="targetType" label={t('audit.targetType')} max={64} />
      <TextField control={form.control} name="targetId" label={t('audit.targetId')} max={64} />
      <SelectField
        label={t('audit.brand')}
        any={t('audit.anyBrand')}
        options={brands.map((b) => [b.id, b.name] as const)}
        {...form.register('brandId')}
      />
      <TextField control={form.control} name="from" label={t('audit.from')} type="date" />
      <TextField control={form.control} name="to" label={t('audit.to')} type="date" />
      <FilterActions
        onClear={() => {
          form.reset(empty);
          onApply(empty);
        }}
      />
    </form>
  );
}
