import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { ExternalLinkIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { useGetPlatformRedirectUrlMutation } from './api/credentials-api.ts';
import { useNotifyFailure } from './use-notify-failure.ts';

/**
 * Platform type 1 (SPEC §9): signs the trader in to the platform in a new tab. The tab is opened at the click
 * (browsers block windows opened later, after a request) and pointed at the one-time address once it arrives.
 */
export function StartTradingButton({ traderAccountId }: { traderAccountId: string }) {
  const { t } = useTranslation();
  const notifyFailure = useNotifyFailure();
  const [getPlatformRedirectUrl] = useGetPlatformRedirectUrlMutation();
  const [loading, setLoading] = useState(false);

  const start = async () => {
    setLoading(true);
    const tab = window.open('', '_blank');
    const result = await getPlatformRedirectUrl(traderAccountId);
    setLoading(false);
    if (result.data) {
      const url = result.data.platform_redirect_url;
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener,noreferrer');
      }
      return;
    }
    tab?.close();
    notifyFailure();
  };

  return (
    <LoadingButton type="button" variant="primary" block loading={loading} onClick={() => void start()}>
      {t('credentials.startTrading')} <ExternalLinkIcon />
      <span className="visually-hidden">{t('common.opensInNewTab')}</span>
    </LoadingButton>
  );
}
