import { useCallback, useEffect, useState } from 'react';
import { OrderPaymentStatus, ResultCode, type Order } from '@portal/contract';
import { getOrder } from '../api/get-order.ts';
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
 * Cancelled) on its own time, so the order is asked for every ~2 s until it settles.
 */
export function useOrderPolling(orderId: string): OrderPollingState {
  const [order, setOrder] = useState<Order | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const [failure, setFailure] = useState<Refusal | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    setTimedOut(false);
    const tick = async () => {
      try {
        const next = await getOrder(orderId);
        if (cancelled) return;
        setOrder(next);
        setFailure(null);
        if (isSettled(next)) return;
      } catch (error) {
        if (cancelled) return;
        const refusal = refusalOf(error);
        if (refusal.code === ResultCode.OrderNotFound) {
          setNotFound(true);
          return;
        }
        setFailure(refusal); // a passing failure (network): keep asking
      }
      if (Date.now() - started >= orderPolling.maxWaitMs) {
        setTimedOut(true);
        return;
      }
      timer = setTimeout(() => void tick(), orderPolling.intervalMs);
    };
    void tick();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [orderId, round]);

  const checkAgain = useCallback(() => setRound((n) => n + 1), []);
  return { order, notFound, timedOut, failure, checkAgain };
}
