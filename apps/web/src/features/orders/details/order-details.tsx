import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderPaymentStatus, type Order } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { isPayable, orderStatusView } from '../order-status.ts';
import { PriceRows } from '../packages/price-rows.tsx';
import { usePayOrder } from '../use-checkout.ts';

/** The loaded order: header with status, its dates and payment, the package bought, the price, the actions. */
export function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { pay, paying, refusal } = usePayOrder();
  const status = orderStatusView(order.status);
  const none = t('orders.none');
  const accountId = order.status === OrderPaymentStatus.Paid ? order.traderAccountId : null;
  return (
    <>
      <header className="order-details__header">
        <h1 className="page__title">{t('orders.number', { number: order.number })}</h1>
        <StatusBadge variant={status.variant}>{t(status.labelKey)}</StatusBadge>
      </header>
      {order.status === OrderPaymentStatus.Pending && (
        <Banner variant="muted">{t('newChallenge.paymentPending')}</Banner>
      )}
      {refusal && <Banner variant="negative">{t(refusal.key)}</Banner>}
      <div className="order-details__grid">
        <section className="card order-details__card" aria-labelledby="order-info">
          <h2 id="order-info" className="order-details__title">
            {t('orders.information')}
          </h2>
          <dl className="order-details__list">
            <div>
              <dt>{t('orders.id')}</dt>
              <dd className="order-details__mono">{order.number}</dd>
            </div>
            <div>
              <dt>{t('orders.createdAt')}</dt>
              <dd>{format.dateTime(order.createdAt)}</dd>
            </div>
            <div>
              <dt>{t('orders.paidAt')}</dt>
              <dd>{order.paidAt ? format.dateTime(order.paidAt) : none}</dd>
            </div>
            <div>
              <dt>{t('orders.paymentMethod')}</dt>
              <dd>{order.paymentMethod ? t(`paymentMethod.${order.paymentMethod}`) : none}</dd>
            </div>
          </dl>
        </section>
        <section className="card order-details__card" aria-labelledby="order-package">
          <h2 id="order-package" className="order-details__title">
            {t('orders.product')}
          </h2>
          <dl className="order-details__list">
            <div>
              <dt>{t('orders.packageName')}</dt>
              <dd>{order.package.name}</dd>
            </div>
            <div>
              <dt>{t('newChallenge.accountSize')}</dt>
              <dd>
                <Money minor={order.package.accountSize} currency={order.package.currency} />
              </dd>
            </div>
            <div>
              <dt>{t('newChallenge.filters.type')}</dt>
              <dd>{t(`packageType.${order.package.traderPackageType}`)}</dd>
            </div>
            <div>
              <dt>{t('newChallenge.platform')}</dt>
              <dd>{order.package.platformName}</dd>
            </div>
          </dl>
        </section>
        <section className="card order-details__card order-details__payment" aria-labelledby="order-payment">
          <h2 id="order-payment" className="order-details__title">
            {t('orders.payment')}
          </h2>
          <PriceRows
            price={order.price}
            discount={order.discount}
            total={order.total}
            currency={order.currency}
            code={order.discountCode}
          />
          {(isPayable(order.status) || accountId) && (
            <div className="order-details__actions">
              {isPayable(order.status) && (
                <LoadingButton
                  type="button"
                  variant="primary"
                  block
                  loading={paying}
                  onClick={() => void pay(order.id)}
                >
                  {t('orders.pay')}
                </LoadingButton>
              )}
              {accountId && (
                <Link
                  className="btn btn--primary btn--block"
                  to={`/dashboard/challenge/${encodeURIComponent(accountId)}`}
                >
                  {t('orders.viewAccount')}
                </Link>
              )}
            </div>
          )}
        </section>
      </div>
    </>
  );
}
