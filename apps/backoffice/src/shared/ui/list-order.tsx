import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListOrder } from '@portal/contract';
import { SelectField } from './select-field.tsx';

/** What a list is ordered by, as its order's two ways are named: a time, a queue's wait, the risk desk's score. */
export type OrderedBy = 'time' | 'waiting' | 'score';

const NAMES: Record<OrderedBy, Record<ListOrder, string>> = {
  time: { desc: 'listOrder.newestFirst', asc: 'listOrder.oldestFirst' },
  waiting: { asc: 'listOrder.longestWaitingFirst', desc: 'listOrder.newestFirst' },
  score: { desc: 'listOrder.highestScoreFirst', asc: 'listOrder.lowestScoreFirst' },
};

/**
 * A list's order from its applied filters: `order` for its query (undefined: the list's own, `own`), the aria-sort of
 * the column it is ordered by, and the value its heading's click applies.
 */
export function listOrder(applied: string, own: ListOrder) {
  const order: ListOrder | undefined = applied === 'asc' || applied === 'desc' ? applied : undefined;
  const ownWay = (order ?? own) === own;
  return {
    order,
    sorted: (order ?? own) === 'asc' ? ('ascending' as const) : ('descending' as const),
    /** the filter's value that reads the list the other way round ('' for its own order) */
    other: ownWay ? (own === 'asc' ? 'desc' : 'asc') : '',
  };
}

/** A list read through `useListQuery` with an `order` filter. */
type OrderedList = { applied: { order: string }; applyOne(name: 'order', value: string): void };

/**
 * `listOrder` for a `useListQuery` list: its query's `order`, and `column`, the part of the column it is ordered by
 * (its aria-sort, and its heading's click turning the order).
 */
export function orderOf(list: OrderedList, own: ListOrder) {
  const sort = listOrder(list.applied.order, own);
  return { order: sort.order, column: { sorted: sort.sorted, onSort: () => list.applyOne('order', sort.other) } };
}

/** The list's own order and what it is by; the rest is the select's (a filter's `field`, or a form's `register`). */
type Props = Omit<ComponentProps<typeof SelectField>, 'label' | 'any' | 'options'> & { own: ListOrder; by: OrderedBy };

/** The order among a list's filters: the list's own first (the empty value), then the other way round. */
export function OrderField({ own, by, ...select }: Props) {
  const { t } = useTranslation();
  const other: ListOrder = own === 'asc' ? 'desc' : 'asc';
  return (
    <SelectField
      {...select}
      label={t('listOrder.label')}
      any={t(NAMES[by][own])}
      options={[[other, t(NAMES[by][other])]]}
    />
  );
}
