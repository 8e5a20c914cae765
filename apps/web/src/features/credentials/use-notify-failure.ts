import { useCallback } from 'react';
import { NOTIFICATION_DURATION_MS } from '@portal/contract';
import { showNotification } from '../../shared/notification/notification-actions.ts';
import { useAppDispatch } from '../../shared/store/store-hooks.ts';

/** SPEC §8: credentials and platform-redirect failures show 'Something went wrong' as a negative toast for 5 s. */
export function useNotifyFailure() {
  const dispatch = useAppDispatch();
  return useCallback(
    () =>
      dispatch(
        showNotification({
          message: 'errors.SomethingWentWrong',
          variant: 'negative',
          timer: NOTIFICATION_DURATION_MS,
        }),
      ),
    [dispatch],
  );
}
