import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { orderStatusView } from '../order-status.ts';
import { orderPackageLabel } from './order-package-label.ts';
import type { SortChoice } from './orders-query.ts';
import '../../../shared/ui/list-table.css';

type Props = { items: Order[]; sort: SortChoice };

const ariaSort = (sort: SortChoice, column: 'createdAt' | 'total') =>
  sort.startsWith(column) ? (sort.endsWith('asc') ? 'ascending' : 'descending') : undefined;

/** Orders on a desktop: one row each; the number links to the details. */
export function OrdersTable({ items, sort }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className="card orders-table__wrap">
      <table className="list-table list-table--rows orders-table">
        <caption className="visually-hidden">{t('orders.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.id')}</th>
            <th scope="col" aria-sort={ariaSort(sort, 'createdAt')}>
              {t('orders.date')}
            </th>
            <th scope="col">{t('orders.product')}</th>
            <th scope="col" className="orders-table__amount" aria-sort={ariaSort(sort, 'total')}>
              {t('orders.total')}
            </th>
            <th scope="col">{t('orders.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('common.details')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((order) => {
            const status = orderStatusView(order.status);
            const to = `/dashboard/order/${encodeURIComponent(order.id)}`;
            return (
              <tr key={order.id}>
                <th scope="row">
                  <Link className="orders-table__number" to={to}>
                    {order.number}
                  </Link>
                </th>
                <td>{format.date(order.createdAt)}</td>
                <td>{orderPackageLabel(t, format, order)}</td>
                <td className="orders-table__amount">
                  <Money minor={order.total} currency={order.currency} />
                </td>
                <td>
                  <StatusBadge variant={status.variant}>{t(status.labelKey)}</StatusBadge>
                </td>
                <td className="orders-table__action">
                  <Link className="link" to={to} aria-label={`${t('orders.viewDetails')} ${order.number}`}>
                    {t('orders.viewDetails')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
