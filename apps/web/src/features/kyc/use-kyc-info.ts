import { useEffect, useRef } from 'react';
import { KYC_POLL_INTERVAL_MS, NOTIFICATION_DURATION_MS } from '@portal/contract';
import { afterFirstPaint } from '../../shared/browser/first-paint.ts';
import { showNotification } from '../../shared/notification/notification-actions.ts';
import { useAppDispatch, useAppSelector } from '../../shared/store/store-hooks.ts';
import { loadKyc } from './kyc-slice.ts';

/**
 * Loads the KYC info when the brand has KYC on; SPEC §4: refetched every 10 s while it is not loaded after the
 * first attempt. `refreshWhile` keeps refetching at the same pace (a step or a contract under review).
 * A first failure shows the generic toast (SPEC §8).
 */
export function useKycInfo(options: { refreshWhile?: boolean } = {}) {
  const dispatch = useAppDispatch();
  const enabled = useAppSelector((s) => !!s.brandSettings.config?.isKycEnabled);
  const status = useAppSelector((s) => s.kyc.status);
  const notified = useRef(false);

  useEffect(() => {
    if (enabled && status === 'idle') return afterFirstPaint(() => void dispatch(loadKyc()));
  }, [enabled, status, dispatch]);

  useEffect(() => {
    if (status !== 'failed' || notified.current) return;
    notified.current = true;
    dispatch(
      showNotification({ message: 'errors.SomethingWentWrong', variant: 'negative', timer: NOTIFICATION_DURATION_MS }),
    );
  }, [status, dispatch]);

  const poll = enabled && (status === 'failed' || (status === 'ready' && !!options.refreshWhile));
  useEffect(() => {
    if (!poll) return;
    const timer = setInterval(() => void dispatch(loadKyc()), KYC_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [poll, dispatch]);
}
