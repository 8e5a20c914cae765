import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CredentialsDialogProps } from '../../shared/composition/slots.ts';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { Dialog } from '@portal/ui/widgets/dialog.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { CredentialFields } from './credential-fields.tsx';
import { useGetLoginCredentialsQuery, useGetPlatformCredentialsQuery } from './api/credentials-api.ts';
import { PlatformLinks } from './platform-links.tsx';
import { useNotifyFailure } from './use-notify-failure.ts';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';
import { RetryBanner } from '../../shared/ui/retry-banner.tsx';
import './credentials.css';

/**
 * The trading-account credentials dialog (SPEC §2, §9): what the trader needs to sign in to the platform,
 * by platform type, with copy buttons, the platform's links and, for some platforms, the DEMO-mode note.
 */
export function CredentialsDialog({ traderAccountId, platform, subtitle, onClose }: CredentialsDialogProps) {
  const { t } = useTranslation();
  const notifyFailure = useNotifyFailure();
  // Read each time the dialog opens; the last ones read show meanwhile.
  const {
    data: credentials,
    isError: failed,
    refetch,
  } = useGetLoginCredentialsQuery(traderAccountId, { refetchOnMountOrArgChange: true });
  const links = useGetPlatformCredentialsQuery(undefined, { refetchOnFocus: false }).data?.find(
    (entry) => entry.platformId === platform.id,
  )?.links;

  useEffect(() => {
    if (failed) notifyFailure();
  }, [failed, notifyFailure]);

  return (
    <Dialog
      title={t('credentials.title')}
      subtitle={subtitle ?? platform.name}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      {platform.demoModeNote && (
        <Banner variant="warning">{t('notes.platformDemoMode', { platform: platform.name })}</Banner>
      )}
      {credentials ? (
        <CredentialFields traderAccountId={traderAccountId} platform={platform} credentials={credentials} />
      ) : failed ? (
        <RetryBanner onRetry={() => void refetch()}>{t('errors.SomethingWentWrong')}</RetryBanner>
      ) : (
        <BusyRegion className="credentials__fields">
          {[0, 1, 2].map((i) => (
            <div key={i} className="credentials__skeleton">
              <Skeleton width="30%" height={14} />
              <Skeleton height={44} radius="var(--radius-sm)" />
            </div>
          ))}
        </BusyRegion>
      )}
      <PlatformLinks links={links} />
    </Dialog>
  );
}
