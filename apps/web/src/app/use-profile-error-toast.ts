import { useEffect } from 'react';
import { ResultCode, resultCodeName } from '@portal/contract';
import { showNotification } from '../features/notification/notification-slice.ts';
import { useAppDispatch, useAppSelector } from '../shared/store/store-hooks.ts';

/**
 * SPEC §8: the profile state's error code is shown as an error toast, unless it is empty or
 * 'request is not valid'; the message comes from the code's name, else 'something went wrong'.
 */
export function useProfileErrorToast() {
  const dispatch = useAppDispatch();
  const errorCode = useAppSelector((s) => s.profile.errorCode);
  useEffect(() => {
    if (errorCode === null || errorCode === ResultCode.RequestIsNotValid) return;
    const message = `errors.${resultCodeName(errorCode) ?? 'SomethingWentWrong'}`;
    dispatch(showNotification({ message, variant: 'negative' }));
  }, [dispatch, errorCode]);
}
