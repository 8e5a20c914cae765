import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { orderPaymentStatusView, type Order } from '@portal/contract';
import { SORTS, type ListQuery, type SortChoice } from './orders-query.ts';

type Props = {
  query: ListQuery;
  onStatus: (status: Order['status'] | null) => void;
  onSort: (sort: SortChoice) => void;
};

const STATUSES = [0, 1, 4, 3, 2] as const satisfies ReadonlyArray<Order['status']>;

/** The list's status filter and sort order. */
export function OrdersToolbar({ query, onStatus, onSort }: Props) {
  const { t } = useTranslation();
  const statusId = useId();
  const sortId = useId();
  return (
    <div className="orders-toolbar">
      <div className="orders-toolbar__field">
        <label className="orders-toolbar__label" htmlFor={statusId}>
          {t('orders.status')}
        </label>
        <select
          id={statusId}
          value={query.status ?? ''}
          onChange={(event) =>
            onStatus(event.target.value === '' ? null : (Number(event.target.value) as Order['status']))
          }
        >
          <option value="">{t('orders.allStatuses')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`orderStatus.${orderPaymentStatusView[status].label}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="orders-toolbar__field">
        <label className="orders-toolbar__label" htmlFor={sortId}>
          {t('orders.sortBy')}
        </label>
        <select id={sortId} value={query.sort} onChange={(event) => onSort(event.target.value as SortChoice)}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`orders.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
