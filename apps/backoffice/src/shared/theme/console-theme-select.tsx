import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyThemeChoice, useStoredThemeChoice } from '@portal/ui/theme/theme-choice.ts';
import { ThemeSelect } from '@portal/ui/widgets/theme-select.tsx';
import { authApi } from '../api/session-api.ts';

/**
 * The operator's theme in the console's header: applies at once and is saved on their account (Me brings it back
 * on their next sign-in, on any device); a failed save is told, the choice stays for this device.
 */
export function ConsoleThemeSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const choice = useStoredThemeChoice();
  const [failed, setFailed] = useState(false);
  return (
    <ThemeSelect
      className={className}
      hideLabel
      value={choice}
      note={failed ? t('theme.notSaved') : null}
      onChange={(next) => {
        applyThemeChoice(next);
        setFailed(false);
        authApi.saveTheme(next).catch(() => setFailed(true));
      }}
    />
  );
}
