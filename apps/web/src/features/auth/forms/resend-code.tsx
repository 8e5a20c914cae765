import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@portal/ui/api/api-error.ts';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { asApiError, retryAfterSeconds } from '../api-failure.ts';
import '../../../shared/ui/muted-text.css';

/** The server sends at most one code a minute (docs/decisions/004-auth-tokens.md). */
export const RESEND_INTERVAL_SECONDS = 60;

type Props = {
  /** Asks the server for a new code: false when nothing was sent (the form shows why); throws when refused. */
  onResend: () => Promise<boolean>;
  /** A refusal other than a wait (the screen shows it, e.g. with a sign-in link). */
  onFailure: (error: ApiError) => void;
  /** A code was just sent: the countdown starts right away. */
  justSent?: boolean;
};

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** 'Resend code' with a countdown; a refusal with a wait (HTTP 429) restarts it with the server's wait. */
export function ResendCode({ onResend, onFailure, justSent = false }: Props) {
  const { t } = useTranslation();
  // A deadline, not a tick count: timers of background tabs are slowed down.
  const [deadline, setDeadline] = useState(() => (justSent ? Date.now() + RESEND_INTERVAL_SECONDS * 1000 : 0));
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; kind: 'sent' | 'wait' } | null>(null);

  useEffect(() => {
    setSeconds(secondsUntil(deadline));
    const timer = setInterval(() => {
      const left = secondsUntil(deadline);
      setSeconds(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const resend = async () => {
    if (busy || seconds > 0) return;
    setBusy(true);
    setStatus(null);
    try {
      if (!(await onResend())) return;
      setDeadline(Date.now() + RESEND_INTERVAL_SECONDS * 1000);
      setStatus({ kind: 'sent', text: t('auth.verifyEmail.resent') });
    } catch (caught) {
      const error = asApiError(caught);
      const wait = retryAfterSeconds(error);
      if (wait) {
        setDeadline(Date.now() + wait * 1000);
        setStatus({ kind: 'wait', text: t('auth.verifyEmail.waitSeconds', { count: wait }) });
      } else {
        onFailure(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="resend-code flow flow--2 ruled">
      <p className="muted-text">{t('auth.verifyEmail.noCode')}</p>
      <div className="resend-code__row">
        <LoadingButton type="button" variant="secondary" loading={busy} disabled={busy || seconds > 0} onClick={resend}>
          {t('auth.verifyEmail.resend')}
        </LoadingButton>
        {seconds > 0 && (
          <span className="resend-code__countdown muted-text">
            {t('auth.verifyEmail.resendIn', { count: seconds })}
          </span>
        )}
      </div>
      <p className={`resend-code__status resend-code__status--${status?.kind ?? 'none'}`} role="status">
        {status?.text}
      </p>
    </div>
  );
}
