import { useTranslation } from 'react-i18next';
import { PlatformType, type LoginCredentials, type TradingPlatform } from '@portal/contract';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { InfoIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { StartTradingButton } from './start-trading-button.tsx';
import '../../shared/ui/muted-text.css';

type Props = { traderAccountId: string; platform: TradingPlatform; credentials: LoginCredentials };

function Field({ label, value, secret = false }: { label: string; value: string; secret?: boolean }) {
  return <TextInput label={label} value={value} type={secret ? 'password' : 'text'} readOnly copyable />;
}

function Note({ children }: { children: string }) {
  return (
    <p className="credentials__note">
      <InfoIcon />
      <span>{children}</span>
    </p>
  );
}

/** What the dialog shows per platform type (SPEC §9); every value can be copied. */
export function CredentialFields({ traderAccountId, platform, credentials }: Props) {
  const { t } = useTranslation();
  const accountId = credentials.platformAccountId ?? credentials.login;
  switch (platform.type) {
    case PlatformType.LoginAndPassword:
      return (
        <div className="credentials__fields">
          <Field label={t('credentials.login')} value={credentials.login} />
          {credentials.password !== null && (
            <Field label={t('credentials.password')} value={credentials.password} secret />
          )}
          {credentials.server !== null && <Field label={t('credentials.server')} value={credentials.server} />}
        </div>
      );
    case PlatformType.StartTradingButton:
      return (
        <div className="credentials__fields">
          <p className="muted-text">{t('credentials.startTradingText', { platform: platform.name })}</p>
          <StartTradingButton traderAccountId={traderAccountId} />
          <Field label={t('credentials.login')} value={credentials.login} />
        </div>
      );
    case PlatformType.AccountIdWithPlatformEmail:
      return (
        <div className="credentials__fields">
          <Field label={t('credentials.platformAccountId')} value={accountId} />
          <Note>{t('credentials.platformEmailNote', { platform: platform.name })}</Note>
        </div>
      );
    case PlatformType.AccountIdWithPortalPassword:
      return (
        <div className="credentials__fields">
          <Field label={t('credentials.platformAccountId')} value={accountId} />
          <Note>{t('credentials.samePasswordNote')}</Note>
        </div>
      );
  }
}
