import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminScalingReviewRow, ScalingCondition, ScalingDecision } from '@portal/contract';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { QUEUE_POLLING_MS } from '../../shared/api/console-api.ts';
import { readState } from '../../shared/api/read-state.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { useToast } from '../../shared/toast/toasts.tsx';
import { BrandFilter, traderColumn } from '../../shared/ui/brand-filter.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { FilterActions, useCursorRows } from '../../shared/ui/list-states.tsx';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { useListQuery } from '../../shared/ui/use-list-query.ts';
import { listOrder, OrderField } from '../../shared/ui/list-order.tsx';
import { DecisionDialog } from '../../shared/ui/decision-dialog.tsx';
import { useApplyScalingMutation, useRefuseScalingMutation, useScalingReviewsQuery } from './api/scaling-api.ts';

const FILTERS = ['brandId', 'decision', 'order'] as const;
const DECISIONS: readonly ScalingDecision[] = ['pending', 'applied', 'refused', 'notQualified', 'capped'];
const VARIANT = {
  pending: 'warning',
  applied: 'positive',
  refused: 'negative',
  notQualified: 'muted',
  capped: 'muted',
} as const;

/**
 * The scaling reviews (docs/scaling.md): accounts whose plan qualified them, waiting for a decision (or any decision
 * taken), by brand; apply grows the account, refuse tells the trader why. Both are audited on the server.
 */
export default function ScalingReviewsScreen() {
  const { t } = useTranslation();
  const f = useFormat();
  const me = useOperator();
  const notify = useToast();
  const list = useListQuery(FILTERS);
  const { applied, field } = list;
  const [open, setOpen] = useState<{ review: AdminScalingReviewRow; action: 'apply' | 'refuse' } | null>(null);
  const [apply] = useApplyScalingMutation();
  const [refuse] = useRefuseScalingMutation();
  const read = readState(
    useScalingReviewsQuery(
      {
        order: listOrder(applied.order, 'asc').order,
        brandId: applied.brandId || undefined,
        decision: (applied.decision || undefined) as ScalingDecision | undefined,
        cursor: list.cursor,
        pageSize: list.pageSize,
      },
      { pollingInterval: QUEUE_POLLING_MS },
    ),
  );
  const rows = useCursorRows(read, list, {
    empty: t('scaling.empty'),
    total: (count) => t('scaling.total', { count }),
  });
  const mayDecide = me.actions.includes('payouts.decide');
  const money = (r: AdminScalingReviewRow, n: number) => f.money(n, r.currency);
  const condition = (c: ScalingCondition) =>
    t(`scaling.conditionShort.${c.key}`, {
      actual: c.key === 'profit' ? f.percentValue(c.actual) : c.actual,
      required: c.key === 'profit' ? f.percentValue(c.required) : c.required,
    });
  const columns: Array<DataColumn<AdminScalingReviewRow>> = [
    {
      label: t('scaling.account'),
      nowrap: true,
      cell: (r) => (
        <Link className="link" to={`/accounts/${encodeURIComponent(r.traderAccountId)}`}>
          {r.login}
        </Link>
      ),
    },
    traderColumn(t('scaling.trader')),
    {
      label: t('scaling.decision'),
      nowrap: true,
      cell: (r) => <StatusBadge variant={VARIANT[r.decision]}>{t(`scaling.decisionName.${r.decision}`)}</StatusBadge>,
    },
    { label: t('scaling.periodEnd'), nowrap: true, cell: (r) => f.day(r.periodEnd) },
    {
      label: t('scaling.conditions'),
      cell: (r) => (
        <ul className="bo-plain-list">
          {r.conditions.map((c) => (
            <li key={c.key}>
              {c.met ? '✓' : '✗'} {condition(c)}
            </li>
          ))}
        </ul>
      ),
    },
    {
      label: t('scaling.sizes'),
      nowrap: true,
      cell: (r) => `${money(r, r.oldSize)} → ${money(r, r.newSize)}`,
    },
    {
      label: t('scaling.decided'),
      cell: (r) => (r.decidedAt ? `${f.when(r.decidedAt)} · ${r.decidedBy ?? ''}` : '—'),
    },
    {
      label: t('scaling.actions'),
      hideLabel: true,
      cell: (r) =>
        r.decision === 'pending' && mayDecide ? (
          <div className="row">
            <button type="button" className="btn btn--primary" onClick={() => setOpen({ review: r, action: 'apply' })}>
              {t('scaling.apply')}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => setOpen({ review: r, action: 'refuse' })}
            >
              {t('scaling.refuse')}
            </button>
          </div>
        ) : (
          (r.reason ?? null)
        ),
    },
  ];
  const done = (key: string, r: AdminScalingReviewRow) => {
    setOpen(null);
    notify(t(key, { login: r.login }));
  };

  return (
    <section className="page">
      <h1 className="page__title">{t('scaling.title')}</h1>
      <form className="card bo-filters" noValidate aria-label={t('scaling.filters')} onSubmit={list.submit}>
        <BrandFilter {...field('brandId')} />
        <SelectField
          {...field('decision')}
          label={t('scaling.decision')}
          any={t('scaling.decisionName.pending')}
          options={DECISIONS.filter((d) => d !== 'pending').map((d) => [d, t(`scaling.decisionName.${d}`)] as const)}
        />
        <OrderField {...field('order')} own="asc" by="waiting" />
        <FilterActions onClear={list.clear} />
      </form>
      <DataTable columns={columns} rowKey={(r) => r.id} {...rows} />
      {open?.action === 'apply' && (
        <ConfirmDialog
          title={t('scaling.applyTitle', { login: open.review.login })}
          text={t('scaling.applyText', {
            from: money(open.review, open.review.oldSize),
            to: money(open.review, open.review.newSize),
          })}
          confirmLabel={t('scaling.apply')}
          onClose={() => setOpen(null)}
          onConfirm={async () => {
            await apply(open.review.id).unwrap();
            done('scaling.appliedToast', open.review);
          }}
        />
      )}
      {open?.action === 'refuse' && (
        <DecisionDialog
          title={t('scaling.refuseTitle', { login: open.review.login })}
          text={t('scaling.refuseText')}
          label={t('scaling.reason')}
          confirmLabel={t('scaling.refuse')}
          max={500}
          onClose={() => setOpen(null)}
          onConfirm={async (reason) => {
            await refuse({ id: open.review.id, reason }).unwrap();
            done('scaling.refusedToast', open.review);
          }}
        />
      )}
    </section>
  );
}
