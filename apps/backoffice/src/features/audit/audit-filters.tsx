import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { auditQuerySchema, emailSchema } from '@portal/contract';
import { TextField } from '@portal/ui/forms/text-field.tsx';
import type { OperatorMe } from '../../shared/api/session-api.ts';
import { FilterActions } from '../../shared/ui/list-states.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { OrderField } from '../../shared/ui/list-order.tsx';
import { formErrors } from '../../shared/forms/form-issues.ts';

/** The filters as typed: the contract's text limits; dates are days (the query's instants are made from them). */
const filterSchema = z
  .object({
    // an operator's e-mail, or an operator's or API key's id (a name would match nothing)
    actor: z
      .string()
      .trim()
      .refine((v) => v === '' || isActorId(v) || emailSchema.safeParse(v).success, 'audit.actorFormat'),
    action: auditQuerySchema.shape.action.unwrap().or(z.literal('')),
    targetType: auditQuerySchema.shape.targetType.unwrap().or(z.literal('')),
    targetId: auditQuerySchema.shape.targetId.unwrap().or(z.literal('')),
    brandId: z.string(),
    from: z.string(),
    to: z.string(),
    order: z.string(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'form.rangeReversed' });
export type AuditFilters = z.infer<typeof filterSchema>;
export const FILTER_NAMES = ['actor', 'action', 'targetType', 'targetId', 'brandId', 'from', 'to', 'order'] as const;

const isActorId = (v: string) => z.uuid().safeParse(v).success;

/** The filters in the URL's terms: the actor field is an id (`actorId`) or an e-mail (`actorEmail`). */
export function filterParams({ actor, ...rest }: AuditFilters): URLSearchParams {
  const named = { ...(actor && { [isActorId(actor) ? 'actorId' : 'actorEmail']: actor }), ...rest };
  return new URLSearchParams(Object.entries(named).filter(([, v]) => v));
}

/** The filters the URL names, as the form shows them. */
export function filtersIn(params: URLSearchParams): AuditFilters {
  const named = Object.fromEntries(FILTER_NAMES.map((n) => [n, params.get(n) ?? ''])) as AuditFilters;
  return { ...named, actor: params.get('actorEmail') ?? params.get('actorId') ?? '' };
}

type Props = { values: AuditFilters; brands: OperatorMe['brands']; onApply(values: AuditFilters): void };

/** Actor, action, target, brand and a date range; applying them goes back to the first page. */
export function AuditFiltersForm({ values, brands, onApply }: Props) {
  const { t } = useTranslation();
  const form = useForm<AuditFilters>({ resolver: zodResolver(filterSchema, formErrors(t)), values });
  const empty = Object.fromEntries(FILTER_NAMES.map((n) => [n, ''])) as AuditFilters;
  return (
    <form className="card bo-filters" noValidate onSubmit={form.handleSubmit(onApply)} aria-label={t('audit.filters')}>
      <TextField control={form.control} name="actor" label={t('audit.actor')} max={254} />
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
      <OrderField own="desc" by="time" {...form.register('order')} />
      <FilterActions
        onClear={() => {
          form.reset(empty);
          onApply(empty);
        }}
      />
    </form>
  );
}
