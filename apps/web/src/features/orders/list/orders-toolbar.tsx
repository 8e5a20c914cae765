import { useTranslation } from 'react-i18next';
import { orderPaymentStatusView, type Order } from '@portal/contract';
import { SORTS, type ListQuery, type SortChoice } from './orders-query.ts';
import { LabelledSelect } from '../../../shared/ui/labelled-select.tsx';

type Props = {
  query: ListQuery;
  onStatus: (status: Order['status'] | null) => void;
  onSort: (sort: SortChoice) => void;
};

const STATUSES = [0, 1, 4, 3, 2] as const satisfies ReadonlyArray<Order['status']>;

/** The list's status filter and sort order. */
export function OrdersToolbar({ query, onStatus, onSort }: Props) {
  const { t } = useTranslation();
  return (
    <div className="orders-toolbar">
      <LabelledSelect
        block="orders-toolbar"
        label={t('orders.status')}
        value={query.status ?? ''}
        onChange={(value) => onStatus(value === '' ? null : (Number(value) as Order['status']))}
      >
        <option value="">{t('orders.allStatuses')}</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`orderStatus.${orderPaymentStatusView[status].label}`)}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        block="orders-toolbar"
        label={t('orders.sortBy')}
        value={query.sort}
        onChange={(value) => onSort(value as SortChoice)}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`orders.sort.${sort}`)}
          </option>
        ))}
      </LabelledSelect>
    </div>
  );
}
