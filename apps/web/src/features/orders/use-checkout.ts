import { useCallback, useState } from 'react';
import { ApiError } from '@portal/ui/api/api-error.ts';
import { setUserFromCheckout } from '../../shared/auth/auth-actions.ts';
import { externalNavigation } from '../../shared/browser/external-navigation.ts';
import { payOrder } from './api/pay-order.ts';
import { useAppDispatch } from './store-hooks.ts';

/** A refused call as the screens keep it: the result code and the translation key of its message. */
export type Refusal = { code: number; key: string };
export const refusalOf = (error: unknown): Refusal =>
  error instanceof ApiError
    ? { code: error.result, key: error.messageKey }
    : { code: -99999, key: 'errors.SomethingWentWrong' };

/**
 * Leaves for the payment page. The pending-purchase flag is set first (SPEC §3): the provider sends the
 * trader back to step 3, which clears it once the outcome is known.
 */
export function useLeaveForCheckout() {
  const dispatch = useAppDispatch();
  return useCallback(
    (checkoutUrl: string) => {
      dispatch(setUserFromCheckout(true));
      externalNavigation.assign(checkoutUrl);
    },
    [dispatch],
  );
}

/** Pay now / Try again: a new checkout for an Unpaid, Declined or Cancelled order. */
export function usePayOrder() {
  const leave = useLeaveForCheckout();
  const [paying, setPaying] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const pay = useCallback(
    async (orderId: string) => {
      setPaying(true);
      setRefusal(null);
      try {
        const { checkoutUrl } = await payOrder(orderId);
        leave(checkoutUrl); // the page unloads; the button keeps its spinner until then
      } catch (error) {
        setRefusal(refusalOf(error));
        setPaying(false);
      }
    },
    [leave],
  );
  return { pay, paying, refusal };
}
