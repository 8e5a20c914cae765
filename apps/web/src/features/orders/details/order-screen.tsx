import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { OrderDetails } from './order-details.tsx';
import { ResultCode } from '@portal/contract';
import { useGetOrderQuery } from '../api/orders-api.ts';
import { refusalOf } from '../use-checkout.ts';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';
import { EmptyStateLink } from '../../../shared/ui/empty-state-link.tsx';
import './order-details.css';

/** Order details: the order, its package snapshot, price and payment, and what can be done with it. */
export default function OrderScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { currentData: order, error, isError, refetch } = useGetOrderQuery(id);
  // -20 is "not found"; any other failure can be retried.
  const refusal = isError ? refusalOf(error) : null;
  const back = (
    <Link className="link order-details__back" to="/dashboard/orders">
      <span aria-hidden="true">‹ </span>
      {t('orders.backToList')}
    </Link>
  );

  if (refusal?.code === ResultCode.OrderNotFound) {
    return (
      <section className="page">
        {back}
        <h1 className="visually-hidden">{t('pageTitle.orderDetails')}</h1>
        <EmptyStateLink place="orderNotFound" />
      </section>
    );
  }
  return (
    <section className="page order-details">
      {back}
      {refusal && (
        <>
          <h1 className="page__title">{t('pageTitle.orderDetails')}</h1>
          <RetryBanner onRetry={() => void refetch()}>{t(refusal.key)}</RetryBanner>
        </>
      )}
      {!order && !refusal && (
        <BusyRegion className="order-details__grid">
          <Skeleton width="40%" height={32} />
          <Skeleton height={200} radius="var(--radius-lg)" />
          <Skeleton height={200} radius="var(--radius-lg)" />
        </BusyRegion>
      )}
      {order && !refusal && <OrderDetails order={order} />}
    </section>
  );
}
