import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminPackage } from '@portal/contract';
import { useToastAction } from '../../shared/toast/use-toast-action.ts';
import { useConfirm } from '../../shared/ui/use-confirm.tsx';
import { useSetPackageVisibleMutation } from './api/catalogue-api.ts';

/**
 * Showing a package in the shop at once, or hiding it after a confirmation (render `dialog`), told by a toast;
 * `busy` while showing runs.
 */
export function usePackageVisibility() {
  const { t, i18n } = useTranslation();
  const [setPackageVisible] = useSetPackageVisibleMutation();
  const toastAction = useToastAction();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const setVisible = (pkg: AdminPackage, visible: boolean) => {
    setBusy(true);
    return toastAction(
      async () => {
        await setPackageVisible({ id: pkg.id, visible, lang: i18n.language }).unwrap();
        return t(visible ? 'catalogue.shown_toast' : 'catalogue.hidden_toast', { name: pkg.name });
      },
      () => setBusy(false),
    );
  };
  return {
    busy,
    show: (pkg: AdminPackage) => void setVisible(pkg, true),
    hide: (pkg: AdminPackage) =>
      confirm.ask({ texts: 'catalogue.hide', values: { name: pkg.name }, run: () => setVisible(pkg, false) }),
    dialog: confirm.dialog,
  };
}
