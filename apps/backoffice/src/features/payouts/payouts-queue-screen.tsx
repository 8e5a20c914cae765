import { useTranslation } from 'react-i18next';
import { ApiPath, PENDING_PAYOUT_STATUSES } from '@portal/contract';
import type { DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { QUEUE_POLLING_MS } from '../../shared/api/console-api.ts';
import { readState } from '../../shared/api/read-state.ts';
import { useFormat } from '../../shared/format/format.ts';
import { BrandFilter, traderColumn } from '../../shared/ui/brand-filter.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { FilterInput } from '../../shared/ui/labelled-field.tsx';
import { amountOf, amountProblem, boundsProblem, hoursProblem } from '../../shared/ui/filter-checks.ts';
import { FilterActions, CursorRecordTable } from '../../shared/ui/list-states.tsx';
import { KeptFilterNote, useKeptPeriods, type KeptPeriod } from '../../shared/ui/kept-filter-note.tsx';
import { useListQuery } from '../../shared/ui/use-list-query.ts';
import { orderOf, OrderField } from '../../shared/ui/list-order.tsx';
import { ListHeading } from '../../shared/ui/list-heading.tsx';
import { PAYOUT_STATUSES, payoutStatusVariant } from './payout-status.ts';
import { usePayoutsQuery, type PayoutRow } from './api/payouts-api.ts';

const FILTERS = ['brandId', 'status', 'method', 'minAmount', 'maxAmount', 'olderThanHours', 'order'] as const;
/** the overview's payouts narrow the queue to those requested, approved or paid in its period, in its currency */
const PERIODS: readonly KeptPeriod[] = [
  ['requestedFrom', 'requestedTo', 'payouts.requestedBetween'],
  ['approvedFrom', 'approvedTo', 'payouts.approvedBetween'],
  ['paidFrom', 'paidTo', 'payouts.paidBetween'],
];
const KEEP = [...PERIODS.flatMap(([from, to]) => [from, to]), 'currency'] as const;

/** "12.50" → 1250 cents; undefined when empty or not an amount (the form refuses those before applying). */
const cents = (v: string) => (amountProblem(v) || !v.trim() ? undefined : Math.round(amountOf(v) * 100));

/** Amounts of 0 or more, in order, and whole hours: what the server would refuse, said on the field. */
const check = (v: Record<string, string>) => ({
  minAmount: amountProblem(v.minAmount ?? ''),
  maxAmount:
    amountProblem(v.maxAmount ?? '') ??
    (amountProblem(v.minAmount ?? '') ? undefined : boundsProblem(v.minAmount ?? '', v.maxAmount ?? '')),
  olderThanHours: hoursProblem(v.olderThanHours ?? ''),
});

/** The payout queue: pending requests oldest first (or any status), by brand, method, amount and age. */
export default function PayoutsQueueScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const list = useListQuery(FILTERS, { keep: KEEP, check });
  const { applied, field } = list;
  const problem = (name: (typeof FILTERS)[number]) => {
    const key = list.problem(name);
    return key && t(key);
  };
  const kept = (name: string) => list.params.get(name) || undefined;
  const periods = useKeptPeriods(list.params, PERIODS);
  const currency = kept('currency');
  const note = [...periods, currency ? t('common.inCurrency', { currency }) : ''].filter(Boolean).join(' · ');
  const sort = orderOf(list, 'asc');
  const filters = {
    order: sort.order,
    brandId: applied.brandId || undefined,
    status: applied.status === 'any' ? ('any' as const) : applied.status ? (Number(applied.status) as 0) : undefined,
    method: (applied.method || undefined) as 'crypto' | 'bankTransfer' | undefined,
    minAmount: cents(applied.minAmount),
    maxAmount: cents(applied.maxAmount),
    olderThanHours:
      applied.olderThanHours && !hoursProblem(applied.olderThanHours) ? Number(applied.olderThanHours) : undefined,
    ...Object.fromEntries(KEEP.map((name) => [name, kept(name)])),
  };
  const read = readState(
    usePayoutsQuery(
      { ...filters, cursor: list.cursor, pageSize: list.pageSize },
      // Other operators decide the same queue: it asks again while it is open.
      { pollingInterval: QUEUE_POLLING_MS },
    ),
  );
  const now = Date.now();
  const columns: Array<DataColumn<PayoutRow>> = [
    { label: t('payouts.number'), nowrap: true, cell: (p) => p.number },
    {
      label: t('payouts.status'),
      cell: (p) => (
        <span className="bo-badges">
          <StatusBadge variant={payoutStatusVariant(p.status)}>{t(`payoutStatus.${p.status}`)}</StatusBadge>
          {/* The review screen's hold, in the list: approving it waits for the risk desk's decision. */}
          {p.underReview && <StatusBadge variant="warning">{t('payouts.heldByRiskCase')}</StatusBadge>}
        </span>
      ),
    },
    traderColumn(t('payouts.trader')),
    { label: t('payouts.amount'), nowrap: true, cell: (p) => f.money(p.amount, p.currency) },
    {
      label: t('payouts.method'),
      cell: (p) => (
        <>
          {t(p.method === 'crypto' ? 'payouts.crypto' : 'payouts.bankTransfer')}
          <span className="bo-muted"> · {p.destination}</span>
        </>
      ),
    },
    { label: t('payouts.requested'), nowrap: true, ...sort.column, cell: (p) => f.when(p.requestedAt) },
    {
      label: t('payouts.age'),
      nowrap: true,
      // Only a pending payout still waits; a paid, rejected or cancelled one has no age to show.
      cell: (p) =>
        PENDING_PAYOUT_STATUSES.includes(p.status)
          ? t('payouts.hours', { count: Math.floor((now - Date.parse(p.requestedAt)) / 3_600_000) })
          : '—',
    },
  ];

  return (
    <section className="page">
      <ListHeading title={t('payouts.title')} exportPath={ApiPath.adminPayoutsExport} filters={filters} />
      {note && <KeptFilterNote text={note} onClear={() => list.drop(...KEEP)} />}
      <form className="card bo-filters" noValidate aria-label={t('payouts.filters')} onSubmit={list.submit}>
        <BrandFilter {...field('brandId')} />
        <SelectField
          {...field('status')}
          label={t('payouts.status')}
          // a period keeps every status (the overview's payouts of the period)
          any={periods.length > 0 ? t('payouts.anyStatus') : t('payouts.pendingOnly')}
          options={[
            // the pending ones are the default; every status together, unless a period already keeps them all
            ...(periods.length > 0 ? [] : [['any', t('payouts.anyStatus')] as const]),
            ...PAYOUT_STATUSES.map((s) => [String(s), t(`payoutStatus.${s}`)] as const),
          ]}
        />
        <SelectField
          {...field('method')}
          label={t('payouts.method')}
          any={t('payouts.anyMethod')}
          options={[
            ['bankTransfer', t('payouts.bankTransfer')],
            ['crypto', t('payouts.crypto')],
          ]}
        />
        <FilterInput
          label={t('payouts.minAmount')}
          inputMode="decimal"
          {...field('minAmount')}
          error={problem('minAmount')}
        />
        <FilterInput
          label={t('payouts.maxAmount')}
          inputMode="decimal"
          {...field('maxAmount')}
          error={problem('maxAmount')}
        />
        <FilterInput
          label={t('payouts.olderThanHours')}
          type="number"
          min={0}
          {...field('olderThanHours')}
          error={problem('olderThanHours')}
        />
        <OrderField {...field('order')} own="asc" by="waiting" />
        <FilterActions onClear={list.clear} />
      </form>
      <CursorRecordTable columns={columns} section="payouts" read={read} list={list} />
    </section>
  );
}
