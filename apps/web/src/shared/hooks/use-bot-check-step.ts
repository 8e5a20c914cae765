import { useState } from 'react';
import { ResultCode } from '@portal/contract';
import type { ApiError } from '@portal/ui/api/api-error.ts';
import { useAppSelector } from '../store/store-hooks.ts';

/** The bot-check step shown after -800; `attempt` remounts it for a fresh check after a refused token. */
export type BotCheckStep = { siteKey: string | null; attempt: number };

/**
 * The bot-check of a form the server may guard with -800: the brand's site key wins over the one the
 * refusal names. Any other failure hides the check again.
 */
export function useBotCheckStep() {
  const brandSiteKey = useAppSelector((s) => s.brandSettings.config?.recaptchaSiteKey ?? null);
  const [step, setStep] = useState<BotCheckStep | null>(null);

  const afterFailure = (error: ApiError) => {
    if (error.result === ResultCode.BotCheckRequired) {
      const siteKey = brandSiteKey ?? (error.data as { siteKey?: string | null } | null)?.siteKey ?? null;
      setStep((current) => ({ siteKey, attempt: (current?.attempt ?? 0) + 1 }));
    } else {
      setStep(null);
    }
  };

  return { botCheck: step, afterFailure, hide: () => setStep(null) };
}
