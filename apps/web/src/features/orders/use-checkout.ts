import { useCallback, useState } from 'react';
import { apiFailure, failureOf } from '../../shared/api/base-query.ts';
import { setUserFromCheckout } from '../../shared/auth/auth-actions.ts';
import { externalNavigation } from '../../shared/browser/external-navigation.ts';
import { usePayOrderMutation } from './api/orders-api.ts';
import { useAppDispatch } from '../../shared/store/store-hooks.ts';

/** A refused call as the screens keep it: the result code and the translation key of its message. */
export type Refusal = { code: number; key: string };
export function refusalOf(error: unknown): Refusal {
  const { result, key } = apiFailure(error) ?? failureOf(error);
  return { code: result, key };
}

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
  const [payOrder] = usePayOrderMutation();
  const [paying, setPaying] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const pay = useCallback(
    async (orderId: string) => {
      setPaying(true);
      setRefusal(null);
      try {
        const { checkoutUrl } = await payOrder(orderId).unwrap();
        leave(checkoutUrl); // the page unloads; the button keeps its spinner until then
      } catch (error) {
        setRefusal(refusalOf(error));
        setPaying(false);
      }
    },
    [leave, payOrder],
  );
  return { pay, paying, refusal };
}
