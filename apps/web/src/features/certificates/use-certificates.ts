import { useCallback, useEffect, useState } from 'react';
import type { Certificate } from '@portal/contract';
import { getCertificates } from './api/get-certificates.ts';

export type CertificatesState =
  { status: 'loading' } | { status: 'ready'; items: Certificate[] } | { status: 'failed' };

const MAX_WAIT_MS = 2 * 3_600_000;

/**
 * The trader's certificates in `lang`. The asset URLs are signed for about an hour: the list is read again
 * before they expire, so a screen left open keeps working images and downloads.
 */
export function useCertificates(lang: string) {
  const [state, setState] = useState<CertificatesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    getCertificates(lang).then(
      (page) => {
        if (cancelled) return;
        setState({ status: 'ready', items: page.items });
        const expiry = page.items[0] ? Date.parse(page.items[0].urlsExpireAt) - Date.now() - 60_000 : 0;
        // (capped: a delay beyond setTimeout's 32-bit range would fire at once)
        if (expiry > 0) timer = setTimeout(() => setAttempt((n) => n + 1), Math.min(expiry, MAX_WAIT_MS));
      },
      () => !cancelled && setState({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [lang, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
