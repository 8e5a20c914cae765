import { useCallback, useEffect, useMemo, useState } from 'react';
import { OrderPaymentStatus, ResultCode, type Order } from '@portal/contract';
import { useAppSelector } from '../../../shared/store/store-hooks.ts';
import { ordersApi, useGetOrderQuery } from '../api/orders-api.ts';
import { isFinalStatus } from '../order-status.ts';
import { refusalOf, type Refusal } from '../use-checkout.ts';

/** How often step 3 asks for the order, and for how long before it says the payment takes longer. */
export const orderPolling = { intervalMs: 2000, maxWaitMs: 90_000 };

/** Done when the status is final and, for a paid order, its trading account exists. */
const isSettled = (order: Order) =>
  isFinalStatus(order.status) && !(order.status === OrderPaymentStatus.Paid && order.traderAccountId === null);

export type OrderPollingState = {
  order: Order | null;
  notFound: boolean;
  /** Still not settled after maxWaitMs: the screen says so and offers to check again. */
  timedOut: boolean;
  failure: Refusal | null;
  checkAgain: () => void;
};

/**
 * Step 3 after the payment page: the webhook moves the order Unpaid → Pending → Paid (or Declined,
 * Cancelled) on its own time, so the order is polled every ~2 s until it settles; a passing failure (network)
 * keeps the polling going, an order that does not exist (-20) stops it.
 */
export function useOrderPolling(orderId: string): OrderPollingState {
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  // Whether the cached answer ends the polling: the order settled, or it does not exist.
  const selectOrder = useMemo(() => ordersApi.endpoints.getOrder.select(orderId), [orderId]);
  const done = useAppSelector((s) => {
    const { data, error, isError } = selectOrder(s);
    return isError ? refusalOf(error).code === ResultCode.OrderNotFound : !!data && isSettled(data);
  });
  const { data, error, isError, refetch } = useGetOrderQuery(orderId, {
    pollingInterval: done || timedOut ? 0 : orderPolling.intervalMs,
    refetchOnMountOrArgChange: true,
  });
  const failure = error ? refusalOf(error) : null;
  const notFound = isError && failure?.code === ResultCode.OrderNotFound;
  const settled = !!data && !isError && isSettled(data);

  useEffect(() => {
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), orderPolling.maxWaitMs);
    return () => clearTimeout(timer);
  }, [orderId, round]);

  const checkAgain = useCallback(() => {
    setRound((n) => n + 1);
    void refetch();
  }, [refetch]);
  return { order: data ?? null, notFound, timedOut: timedOut && !settled, failure, checkAgain };
}
