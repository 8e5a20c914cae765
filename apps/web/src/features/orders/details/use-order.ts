import { useCallback, useEffect, useState } from 'react';
import { ResultCode, type Order } from '@portal/contract';
import { getOrder } from '../api/get-order.ts';
import { refusalOf } from '../use-checkout.ts';

export type OrderState =
  | { status: 'loading' }
  | { status: 'ready'; order: Order }
  | { status: 'notFound' }
  | { status: 'failed'; key: string };

/** One order for its details page; -20 is "not found", any other failure can be retried. */
export function useOrder(id: string) {
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    getOrder(id).then(
      (order) => !cancelled && setState({ status: 'ready', order }),
      (error: unknown) => {
        if (cancelled) return;
        const refusal = refusalOf(error);
        setState(
          refusal.code === ResultCode.OrderNotFound ? { status: 'notFound' } : { status: 'failed', key: refusal.key },
        );
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
