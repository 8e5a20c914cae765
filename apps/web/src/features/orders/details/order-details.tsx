import type { ReactNode } from 'react';
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
import { Fact } from '../../../shared/ui/fact.tsx';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import '../../../shared/ui/fact-rows.css';

type OrderCardProps = { id: string; title: string; className?: string; children: ReactNode };

/** One card of the order's grid, named by its heading. */
function OrderCard({ id, title, className, children }: OrderCardProps) {
  return (
    <TitledSection
      className={className ? `card order-details__card flow ${className}` : 'card order-details__card flow'}
      titleId={id}
      title={title}
      titleClassName="order-details__title"
    >
      {children}
    </TitledSection>
  );
}

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
        <OrderCard id="order-info" title={t('orders.information')}>
          <dl className="order-details__list fact-rows">
            <Fact label={t('orders.id')} valueClassName="order-details__mono">
              {order.number}
            </Fact>
            <Fact label={t('orders.createdAt')}>{format.dateTime(order.createdAt)}</Fact>
            <Fact label={t('orders.paidAt')}>{order.paidAt ? format.dateTime(order.paidAt) : none}</Fact>
            <Fact label={t('orders.paymentMethod')}>
              {order.paymentMethod ? t(`paymentMethod.${order.paymentMethod}`) : none}
            </Fact>
          </dl>
        </OrderCard>
        <OrderCard id="order-package" title={t('orders.product')}>
          <dl className="order-details__list fact-rows">
            <Fact label={t('orders.packageName')}>{order.package.name}</Fact>
            <Fact label={t('orders.kindLabel')}>{t(`orders.kind.${order.kind}`)}</Fact>
            <Fact label={t('newChallenge.accountSize')}>
              <Money minor={order.package.accountSize} currency={order.package.currency} />
            </Fact>
            <Fact label={t('newChallenge.filters.type')}>{t(`packageType.${order.package.traderPackageType}`)}</Fact>
            <Fact label={t('newChallenge.platform')}>{order.package.platformName}</Fact>
          </dl>
        </OrderCard>
        <OrderCard id="order-payment" className="order-details__payment" title={t('orders.payment')}>
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
        </OrderCard>
      </div>
    </>
  );
}
