import { useEffect, useRef, useState } from 'react';
import { KYC_POLL_INTERVAL_MS, NOTIFICATION_DURATION_MS } from '@portal/contract';
import { commonApi } from '../../shared/api/common-api.ts';
import { afterFirstPaint } from '../../shared/browser/first-paint.ts';
import { showNotification } from '../../shared/notification/notification-actions.ts';
import { useAppDispatch, useAppSelector } from '../../shared/store/store-hooks.ts';

/**
 * The KYC info when the brand has KYC on, read once the first paint is done; SPEC §4: read again every 10 s while it
 * could not be read. `refreshWhile` keeps reading it at the same pace (a step or a contract under review). A first
 * failure shows the generic toast (SPEC §8); a failed refresh keeps what was shown.
 */
export function useKycInfo(options: { refreshWhile?: boolean } = {}) {
  const dispatch = useAppDispatch();
  const enabled = useAppSelector((s) => !!s.brandSettings.config?.isKycEnabled);
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  const cached = useAppSelector((s) => {
    const { data, isError } = commonApi.endpoints.getKycInfo.select()(s);
    return data ? 'ready' : isError ? 'failed' : 'none';
  });
  const poll = enabled && (cached === 'failed' || (cached === 'ready' && !!options.refreshWhile));
  const query = commonApi.useGetKycInfoQuery(undefined, {
    skip: !enabled || (!painted && cached === 'none'),
    pollingInterval: poll ? KYC_POLL_INTERVAL_MS : 0,
  });

  const notified = useRef(false);
  const failed = query.isError && !query.data;
  useEffect(() => {
    if (!failed || notified.current) return;
    notified.current = true;
    dispatch(
      showNotification({ message: 'errors.SomethingWentWrong', variant: 'negative', timer: NOTIFICATION_DURATION_MS }),
    );
  }, [failed, dispatch]);
  return query;
}
