import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPackage } from '@portal/contract';
import { useToastAction } from '../../shared/toast/use-toast-action.ts';
import { useSetPackageVisibleMutation } from './api/catalogue-api.ts';

/** Showing a package in the shop or hiding it, told by a toast: `busy` while it runs, `settled` after either answer. */
export function usePackageVisibility(settled: () => void) {
  const { t, i18n } = useTranslation();
  const [setPackageVisible] = useSetPackageVisibleMutation();
  const toastAction = useToastAction();
  const [busy, setBusy] = useState(false);
  const setVisible = (pkg: AdminPackage, visible: boolean) => {
    setBusy(true);
    return toastAction(
      async () => {
        await setPackageVisible({ id: pkg.id, visible, lang: i18n.language }).unwrap();
        return t(visible ? 'catalogue.shown_toast' : 'catalogue.hidden_toast', { name: pkg.name });
      },
      () => {
        setBusy(false);
        settled();
      },
    );
  };
  return { busy, setVisible };
}
