import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import type { ColourVariant } from '@portal/contract';
import { ordersApi, type Order } from '../../shared/api/admin-api.ts';
import { useLoad } from '../../shared/api/use-load.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { useToast } from '../../shared/toast/toasts.tsx';
import { LoadFailed, LoadingRows, NotFound } from '../../shared/ui/list-states.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { orderStatusVariant } from './order-status.ts';

const paymentVariant = (status: Order['payments'][number]['status']): ColourVariant =>
  status === 'succeeded' ? 'positive' : status === 'failed' || status === 'error' ? 'negative' : 'neutral';

/** One order in full: what was bought and by whom, its code, its payments with the provider's events. */
export default function OrderScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const me = useOperator();
  const f = useFormat();
  const notify = useToast();
  const [cancelling, setCancelling] = useState(false);
  const { state, retry, set } = useLoad(id, () => ordersApi.get(id));

  if (state.status === 'loading') return <LoadingRows rows={10} />;
  if (state.status !== 'ready') {
    return (
      <section className="page">
        <h1 className="page__title">{t('orders.title')}</h1>
        {state.status === 'failed' ? (
          <LoadFailed error={state.error} onRetry={retry} />
        ) : (
          <NotFound title={t('orders.notFound')} back="/orders" backLabel={t('orders.back')} />
        )}
      </section>
    );
  }
  const order = state.data;
  const money = (n: number) => f.money(n, order.currency);
  const traderName = [order.trader.firstName, order.trader.lastName].filter(Boolean).join(' ');
  const facts: Array<[string, ReactNode]> = [
    [t('orders.brand'), `${order.brand.name} (${order.brand.code})`],
    [
      t('orders.trader'),
      me.actions.includes('traders.read') ? (
        <Link className="link" to={`/traders/${encodeURIComponent(order.trader.id)}`}>
          {traderName ? `${traderName} · ${order.trader.email}` : order.trader.email}
        </Link>
      ) : (
        order.trader.email
      ),
    ],
    [t('orders.package'), order.packageName],
    [t('orders.price'), money(order.price)],
    [t('orders.discount'), order.discount > 0 ? money(order.discount) : '—'],
    [t('orders.total'), money(order.total)],
    [t('orders.paymentMethod'), order.paymentMethod ?? '—'],
    [t('orders.created'), f.when(order.createdAt)],
    [t('orders.paid'), f.when(order.paidAt)],
    [
      t('orders.account'),
      order.traderAccountId ? (
        <Link className="link" to={`/accounts/${encodeURIComponent(order.traderAccountId)}`}>
          {t('orders.openAccount')}
        </Link>
      ) : (
        '—'
      ),
    ],
    [t('orders.orderId'), order.id],
  ];
  const code = order.discountCodeDetail;

  return (
    <section className="page">
      <p>
        <Link className="link" to="/orders">
          ← {t('orders.back')}
        </Link>
      </p>
      <div className="bo-page-head">
        <h1 className="page__title">{t('orders.orderTitle', { number: order.number })}</h1>
        {order.cancellable && me.actions.includes('orders.cancel') && (
          <button type="button" className="btn btn--secondary" onClick={() => setCancelling(true)}>
            {t('orders.cancel')}
          </button>
        )}
      </div>
      <article className="card stack" aria-labelledby="or-facts">
        <h2 id="or-facts" className="bo-card-title">
          {t('orders.details')}
        </h2>
        <dl className="bo-facts">
          <div>
            <dt>{t('orders.status')}</dt>
            <dd>
              <StatusBadge variant={orderStatusVariant(order.status)}>{t(`orderStatus.${order.status}`)}</StatusBadge>
            </dd>
          </div>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </article>

      <article className="card stack" aria-labelledby="or-code">
        <h2 id="or-code" className="bo-card-title">
          {t('orders.code')}
        </h2>
        {code ? (
          <dl className="bo-facts">
            <div>
              <dt>{t('orders.code')}</dt>
              <dd>
                <code>{code.code}</code>{' '}
                <StatusBadge variant={code.isActive ? 'positive' : 'muted'}>
                  {code.isActive ? t('orders.codeActive') : t('orders.codeInactive')}
                </StatusBadge>
              </dd>
            </div>
            <div>
              <dt>{t('orders.codeValue')}</dt>
              <dd>
                {code.kind === 'percent' ? `${code.value}%` : f.money(code.value, code.currency ?? order.currency)}
              </dd>
            </div>
            <div>
              <dt>{t('orders.codeUses')}</dt>
              <dd>
                {code.usageLimit === null
                  ? t('orders.usesUnlimited', { used: code.usedCount })
                  : t('orders.usesOf', { used: code.usedCount, limit: code.usageLimit })}
              </dd>
            </div>
            <div>
              <dt>{t('orders.codeExpires')}</dt>
              <dd>{f.when(code.expiresAt)}</dd>
            </div>
            <div>
              <dt>{t('orders.useHeld')}</dt>
              <dd>{order.discountUseHeld ? t('common.yes') : t('common.no')}</dd>
            </div>
          </dl>
        ) : (
          <p className="bo-muted">{t('orders.noCode')}</p>
        )}
      </article>

      <article className="card stack" aria-labelledby="or-payments">
        <h2 id="or-payments" className="bo-card-title">
          {t('orders.payments')}
        </h2>
        {order.payments.length === 0 ? (
          <p className="bo-muted">{t('orders.noPayments')}</p>
        ) : (
          order.payments.map((p) => (
            <section
              key={p.id}
              className="bo-payment stack"
              aria-label={t('orders.paymentOf', { provider: p.provider })}
            >
              <div className="bo-section-head">
                <h3 className="bo-card-title bo-card-title--small">
                  {p.provider} · {f.money(p.amount, p.currency)}
                  {p.isCurrent && <span className="bo-soon">{t('orders.current')}</span>}
                </h3>
                <StatusBadge variant={paymentVariant(p.status)}>{t(`paymentStatus.${p.status}`)}</StatusBadge>
              </div>
              <dl className="bo-facts">
                <div>
                  <dt>{t('orders.providerId')}</dt>
                  <dd>{p.providerPaymentId ?? '—'}</dd>
                </div>
                <div>
                  <dt>{t('orders.created')}</dt>
                  <dd>{f.when(p.createdAt)}</dd>
                </div>
                <div>
                  <dt>{t('orders.updated')}</dt>
                  <dd>{f.when(p.updatedAt)}</dd>
                </div>
                {p.expiredAt && (
                  <div>
                    <dt>{t('orders.expired')}</dt>
                    <dd>{f.when(p.expiredAt)}</dd>
                  </div>
                )}
              </dl>
              {p.refund && (
                <dl className="bo-facts bo-refund">
                  <div>
                    <dt>{t('orders.refundReason')}</dt>
                    <dd>{p.refund.reason ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>{t('orders.refundRequested')}</dt>
                    <dd>{f.when(p.refund.requestedAt)}</dd>
                  </div>
                  <div>
                    <dt>{t('orders.refunded')}</dt>
                    <dd>{f.when(p.refund.refundedAt)}</dd>
                  </div>
                  <div>
                    <dt>{t('orders.refundId')}</dt>
                    <dd>{p.refund.providerRefundId ?? '—'}</dd>
                  </div>
                </dl>
              )}
              {p.events.length > 0 && (
                <div className="bo-table-wrap">
                  <table className="bo-table bo-table--cards">
                    <caption className="bo-caption">{t('orders.events')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('orders.eventReceived')}</th>
                        <th scope="col">{t('orders.eventType')}</th>
                        <th scope="col">{t('orders.eventId')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {p.events.map((e) => (
                        <tr key={e.eventId}>
                          <td className="bo-nowrap" data-label={t('orders.eventReceived')}>
                            {f.when(e.receivedAt)}
                          </td>
                          <td data-label={t('orders.eventType')}>
                            <code>{e.type}</code>
                          </td>
                          <td data-label={t('orders.eventId')}>{e.eventId}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          ))
        )}
      </article>

      <article className="card stack" aria-labelledby="or-snapshot">
        <h2 id="or-snapshot" className="bo-card-title">
          {t('orders.snapshot')}
        </h2>
        <details className="bo-details">
          <summary>{t('orders.showSnapshot')}</summary>
          <pre className="bo-pre">{JSON.stringify(order.snapshot, null, 2)}</pre>
        </details>
      </article>

      {cancelling && (
        <CancelOrderDialog
          order={order}
          onClose={() => setCancelling(false)}
          onDone={(status) => {
            setCancelling(false);
            set({ ...order, status: status as Order['status'], cancellable: false });
            notify(t('orders.cancelled', { number: order.number }));
          }}
        />
      )}
    </section>
  );
}
