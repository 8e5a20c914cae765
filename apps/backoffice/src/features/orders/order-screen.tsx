import { useState } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import type { ColourVariant } from '@portal/contract';
import { readState } from '../../shared/api/read-state.ts';
import { recordPlace, useRecordScreen } from '../../shared/ui/use-record-screen.ts';
import { Facts, readRecord, RecordHead, SectionCard, type Fact } from '../../shared/ui/record-page.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { orderStatusVariant } from '../../shared/format/order-status.ts';
import { useOrderQuery, type Order } from './api/orders-api.ts';

const paymentVariant = (status: Order['payments'][number]['status']): ColourVariant =>
  status === 'succeeded' ? 'positive' : status === 'failed' || status === 'error' ? 'negative' : 'neutral';

/** One order in full: what was bought and by whom, its code, its payments with the provider's events. */
export default function OrderScreen() {
  const { t, id, me, f, notify } = useRecordScreen();
  const [cancelling, setCancelling] = useState(false);

  const [order, page] = readRecord(readState(useOrderQuery(id)), recordPlace(t, 'orders', 'orders.title', 10));
  if (!order) return page;
  const money = (n: number) => f.money(n, order.currency);
  const traderName = [order.trader.firstName, order.trader.lastName].filter(Boolean).join(' ');
  const eventColumns: Array<DataColumn<Order['payments'][number]['events'][number]>> = [
    { label: t('orders.eventReceived'), nowrap: true, cell: (e) => f.when(e.receivedAt) },
    { label: t('orders.eventType'), cell: (e) => <code>{e.type}</code> },
    { label: t('orders.eventId'), breakAnywhere: true, cell: (e) => e.eventId },
  ];
  const facts: Fact[] = [
    {
      label: t('orders.status'),
      value: <StatusBadge variant={orderStatusVariant(order.status)}>{t(`orderStatus.${order.status}`)}</StatusBadge>,
    },
    { label: t('orders.brand'), value: `${order.brand.name} (${order.brand.code})` },
    {
      label: t('orders.trader'),
      value: me.actions.includes('traders.read') ? (
        <Link className="link" to={`/traders/${encodeURIComponent(order.trader.id)}`}>
          {traderName ? `${traderName} · ${order.trader.email}` : order.trader.email}
        </Link>
      ) : (
        order.trader.email
      ),
    },
    { label: t('orders.package'), value: order.packageName },
    { label: t('orders.kindLabel'), value: t(`orders.kind.${order.kind}`) },
    ...(order.resetAccountId
      ? [
          {
            label: t('orders.resetAccount'),
            value: (
              <Link className="link" to={`/accounts/${encodeURIComponent(order.resetAccountId)}`}>
                {t('orders.openAccount')}
              </Link>
            ),
          },
        ]
      : []),
    { label: t('orders.price'), value: money(order.price) },
    { label: t('orders.discount'), value: order.discount > 0 ? money(order.discount) : '—' },
    { label: t('orders.total'), value: money(order.total) },
    {
      label: t('orders.paymentMethod'),
      value: order.paymentMethod ? t(`paymentMethod.${order.paymentMethod}`) : '—',
    },
    { label: t('orders.created'), value: f.when(order.createdAt) },
    { label: t('orders.paid'), value: f.when(order.paidAt) },
    {
      label: t('orders.account'),
      value: order.traderAccountId ? (
        <Link className="link" to={`/accounts/${encodeURIComponent(order.traderAccountId)}`}>
          {t('orders.openAccount')}
        </Link>
      ) : (
        '—'
      ),
    },
    { label: t('orders.orderId'), value: order.id },
  ];
  const code = order.discountCodeDetail;

  return (
    <section className="page">
      <RecordHead back="/orders" backLabel={t('orders.back')} title={t('orders.orderTitle', { number: order.number })}>
        {order.cancellable && me.actions.includes('orders.cancel') && (
          <button type="button" className="btn btn--secondary" onClick={() => setCancelling(true)}>
            {t('orders.cancel')}
          </button>
        )}
      </RecordHead>
      <SectionCard title={t('orders.details')}>
        <Facts facts={facts} />
      </SectionCard>

      <SectionCard title={t('orders.code')}>
        {code ? (
          <Facts
            facts={[
              {
                label: t('orders.code'),
                value: (
                  <>
                    <code>{code.code}</code>{' '}
                    <StatusBadge variant={code.isActive ? 'positive' : 'muted'}>
                      {code.isActive ? t('orders.codeActive') : t('orders.codeInactive')}
                    </StatusBadge>
                  </>
                ),
              },
              {
                label: t('orders.codeValue'),
                value:
                  code.kind === 'percent'
                    ? f.percentValue(code.value)
                    : f.money(code.value, code.currency ?? order.currency),
              },
              {
                label: t('orders.codeUses'),
                value:
                  code.usageLimit === null
                    ? t('orders.usesUnlimited', { used: code.usedCount })
                    : t('orders.usesOf', { used: code.usedCount, limit: code.usageLimit }),
              },
              { label: t('orders.codeExpires'), value: f.when(code.expiresAt) },
              { label: t('orders.useHeld'), value: order.discountUseHeld ? t('common.yes') : t('common.no') },
            ]}
          />
        ) : (
          <p className="bo-muted">{t('orders.noCode')}</p>
        )}
      </SectionCard>

      <SectionCard title={t('orders.payments')}>
        {order.payments.length === 0 ? (
          <p className="bo-muted">{t('orders.noPayments')}</p>
        ) : (
          order.payments.map((p) => (
            <section
              key={p.id}
              className="bo-payment stack"
              aria-label={t('orders.paymentOf', { provider: t(`orders.provider.${p.provider}`, p.provider) })}
            >
              <div className="bo-section-head">
                <h3 className="bo-card-title bo-card-title--small">
                  {t(`orders.provider.${p.provider}`, p.provider)} · {f.money(p.amount, p.currency)}
                  {p.isCurrent && <span className="bo-soon">{t('orders.current')}</span>}
                </h3>
                <StatusBadge variant={paymentVariant(p.status)}>{t(`paymentStatus.${p.status}`)}</StatusBadge>
              </div>
              <Facts
                facts={[
                  { label: t('orders.providerId'), value: p.providerPaymentId ?? '—' },
                  { label: t('orders.created'), value: f.when(p.createdAt) },
                  { label: t('orders.updated'), value: f.when(p.updatedAt) },
                  !!p.expiredAt && { label: t('orders.expired'), value: f.when(p.expiredAt) },
                ]}
              />
              {p.refund && (
                <Facts
                  className="bo-refund"
                  facts={[
                    { label: t('orders.refundReason'), value: p.refund.reason ?? '—' },
                    { label: t('orders.refundRequested'), value: f.when(p.refund.requestedAt) },
                    { label: t('orders.refunded'), value: f.when(p.refund.refundedAt) },
                    { label: t('orders.refundId'), value: p.refund.providerRefundId ?? '—' },
                  ]}
                />
              )}
              <DataTable
                bare
                caption={t('orders.events')}
                columns={eventColumns}
                rows={p.events}
                rowKey={(e) => e.eventId}
              />
            </section>
          ))
        )}
      </SectionCard>

      <SectionCard title={t('orders.snapshot')}>
        <details className="bo-details">
          <summary>{t('orders.showSnapshot')}</summary>
          <pre className="bo-pre">{JSON.stringify(order.snapshot, null, 2)}</pre>
        </details>
      </SectionCard>

      {cancelling && (
        <CancelOrderDialog
          order={order}
          onClose={() => setCancelling(false)}
          onDone={() => {
            setCancelling(false);
            notify(t('orders.cancelled', { number: order.number }));
          }}
        />
      )}
    </section>
  );
}
