import { useTranslation } from 'react-i18next';
import type { TraderAccount } from '@portal/contract';
import type { CredentialsDialogSlot } from '../../shared/composition/slots.ts';

type Props = { account: TraderAccount | null; Dialog: CredentialsDialogSlot; onClose: () => void };

/** The credentials dialog of the account asked for (none while `account` is null), titled with its package and login. */
export function AccountCredentials({ account, Dialog, onClose }: Props) {
  const { t } = useTranslation();
  if (!account) return null;
  const subtitle = `${account.packageName} · ${t('credentials.login')} ${account.login}`;
  return <Dialog traderAccountId={account.id} platform={account.platform} subtitle={subtitle} onClose={onClose} />;
}
