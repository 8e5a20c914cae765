import { useCallback, useState } from 'react';
import { ResultCode } from '@portal/contract';
import type { ApiError } from '@portal/ui/api/api-error.ts';

export type BotCheckStep = { siteKey: string | null; attempt: number };

/**
 * The login guard's bot-check on a sign-in screen: a -800 shows it (with the brand's site key), and each further
 * -800 offers a fresh one (render `BotCheck` with `key={step.attempt}`); its token goes with the same request again.
 */
export function useBotCheckStep() {
  const [step, setStep] = useState<BotCheckStep | null>(null);
  /** Notes a refused call; whether it was the bot-check's -800. */
  const refusedWith = useCallback((error: ApiError) => {
    if (error.result !== ResultCode.BotCheckRequired) return false;
    const siteKey = (error.data as { siteKey?: string | null } | null)?.siteKey ?? null;
    setStep((s) => ({ siteKey, attempt: (s?.attempt ?? 0) + 1 }));
    return true;
  }, []);
  return { step, refusedWith };
}
