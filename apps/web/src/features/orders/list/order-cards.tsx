import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { orderStatusView } from '../order-status.ts';
import { orderPackageLabel } from './order-package-label.ts';
import '../../../shared/ui/muted-text.css';

/** Orders on a phone: one card each, the whole card a link to the details. */
export function OrderCards({ items }: { items: Order[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ul className="order-cards flow flow--3">
      {items.map((order) => {
        const status = orderStatusView(order.status);
        return (
          <li key={order.id} className="card order-card">
            <div className="order-card__top">
              <Link
                className="order-card__number"
                to={`/dashboard/order/${encodeURIComponent(order.id)}`}
                aria-label={`${t('orders.id')} ${order.number}`}
              >
                {order.number}
              </Link>
              <StatusBadge variant={status.variant}>{t(status.labelKey)}</StatusBadge>
            </div>
            <p className="order-card__package">{orderPackageLabel(t, format, order)}</p>
            <div className="order-card__bottom">
              <span className="muted-text">{format.date(order.createdAt)}</span>
              <Money className="order-card__total" minor={order.total} currency={order.currency} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
