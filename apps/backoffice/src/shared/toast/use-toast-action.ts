import { useTranslation } from 'react-i18next';
import { refusalText } from '../forms/form-issues.ts';
import { useToast } from './toasts.tsx';

/**
 * An action a toast reports: the action answers its success text, a refusal shows as a negative toast; `settled`
 * runs after either (closing the dialog that asked, ending a busy state).
 */
export function useToastAction() {
  const { t } = useTranslation();
  const notify = useToast();
  return async (action: () => Promise<string>, settled?: () => void) => {
    try {
      notify(await action());
    } catch (caught) {
      notify(refusalText(t, caught), 'negative');
    } finally {
      settled?.();
    }
  };
}
