import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyThemeChoice, useStoredThemeChoice } from '@portal/ui/theme/theme-choice.ts';
import { ThemeSelect } from '@portal/ui/widgets/theme-select.tsx';
import { useGetThemeQuery, useSaveThemeMutation } from './theme-api.ts';

/** The header's switch and the account's theme share one save: the reader sees whether the trader chose. */
const THEME_SAVE = 'theme';

/**
 * The signed-in trader's theme: the one saved on their profile applies once read (another device's choice, or
 * this one's after a sign-in), and is mirrored on the device for the next page's first paint. A choice made on
 * this page wins over a read that answers after it (a slow network): the trader's last word stays.
 */
export function useAccountTheme() {
  const { data } = useGetThemeQuery();
  const [, { isUninitialized: unchosen }] = useSaveThemeMutation({ fixedCacheKey: THEME_SAVE });
  useEffect(() => {
    if (data && unchosen) applyThemeChoice(data.theme);
  }, [data, unchosen]);
}

/** The header's theme switch: applies at once, then saves to the profile (a failed save is told, not undone). */
export function ThemeSwitch({ className, hideLabel }: { className?: string; hideLabel?: boolean }) {
  const { t } = useTranslation();
  const choice = useStoredThemeChoice();
  const [save] = useSaveThemeMutation({ fixedCacheKey: THEME_SAVE });
  const [failed, setFailed] = useState(false);
  return (
    <ThemeSelect
      className={className}
      hideLabel={hideLabel}
      value={choice}
      note={failed ? t('theme.notSaved') : null}
      onChange={(next) => {
        applyThemeChoice(next);
        setFailed(false);
        save(next)
          .unwrap()
          .catch(() => setFailed(true));
      }}
    />
  );
}
