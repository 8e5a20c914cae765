import { useCallback, useState } from 'react';
import { ResultCode } from '@portal/contract';
import { ApiError } from '../api/api-error.ts';

/** The bot-check step shown after -800; `attempt` remounts it for a fresh check after a refused token. */
export type BotCheckStep = { siteKey: string | null; attempt: number };

/**
 * The bot-check of a form the server may guard with -800: each -800 shows a fresh one (`BotCheckWhenAsked`), whose
 * token goes with the same request again. A site key the app knows (the brand's) wins over the one the refusal names.
 */
export function useBotCheckStep(knownSiteKey: string | null = null) {
  const [step, setStep] = useState<BotCheckStep | null>(null);
  /** Notes a refused call; whether it was the bot-check's -800 (anything else leaves the step as it is). */
  const refusedWith = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.result !== ResultCode.BotCheckRequired) return false;
      const siteKey = knownSiteKey ?? (error.data as { siteKey?: string | null } | null)?.siteKey ?? null;
      setStep((current) => ({ siteKey, attempt: (current?.attempt ?? 0) + 1 }));
      return true;
    },
    [knownSiteKey],
  );
  const hide = useCallback(() => setStep(null), []);
  /** A failed call: the -800 shows a fresh check, any other failure hides it again. */
  const afterFailure = (error: unknown) => {
    if (!refusedWith(error)) hide();
  };
  return { step, refusedWith, afterFailure, hide };
}
