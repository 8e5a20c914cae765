import { useBotCheckStep as useFormBotCheckStep } from '@portal/ui/widgets/use-bot-check-step.ts';
import { useAppSelector } from '../store/store-hooks.ts';

/**
 * The bot-check of a form the server may guard with -800, with the brand's site key: it wins over the one the
 * refusal names. Any other failure hides the check again.
 */
export function useBotCheckStep() {
  const brandSiteKey = useAppSelector((s) => s.brandSettings.config?.recaptchaSiteKey ?? null);
  const { step, afterFailure, hide } = useFormBotCheckStep(brandSiteKey);
  return { botCheck: step, afterFailure, hide };
}
