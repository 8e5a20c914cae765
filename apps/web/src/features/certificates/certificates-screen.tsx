import { useTranslation } from 'react-i18next';
import type { Certificates } from '@portal/contract';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { CertificateCard } from './certificate-card.tsx';
import { useAppSelector } from '../../shared/store/store-hooks.ts';
import { certificatesApi, useGetCertificatesQuery } from './api/certificates-api.ts';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';
import { RetryBanner } from '../../shared/ui/retry-banner.tsx';
import { EmptyStateLink } from '../../shared/ui/empty-state-link.tsx';
import { Page } from '../../shared/ui/page.tsx';
import './certificates.css';

/** The longest the list waits before it is read again (a delay beyond setTimeout's 32-bit range would fire at once). */
const MAX_WAIT_MS = 2 * 3_600_000;

/** How long until the list's signed asset URLs (about an hour) are a minute from expiring; 0: no need to read again. */
function untilExpiry(items: Certificates['items'] | undefined, now = Date.now()): number {
  const expiry = items?.[0] ? Date.parse(items[0].urlsExpireAt) - now - 60_000 : 0;
  return expiry > 0 ? Math.min(expiry, MAX_WAIT_MS) : 0;
}

/**
 * SPEC §2 Certificates: one for each passed phase, funded account and paid payout, with view and downloads. The
 * list is read again before its asset URLs expire, so a screen left open keeps working images and downloads.
 */
export default function CertificatesScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const cached = useAppSelector((s) => certificatesApi.endpoints.getCertificates.select(lang)(s).data);
  const { currentData, isError, refetch } = useGetCertificatesQuery(lang, {
    pollingInterval: untilExpiry(cached?.items),
  });
  const items = currentData?.items;
  return (
    <Page className="certificates" titleId="certificates-title" title={t('certificates.title')}>
      {isError && <RetryBanner onRetry={() => void refetch()}>{t('certificates.loadFailed')}</RetryBanner>}
      {!items && !isError && (
        <BusyRegion className="card-grid certificates__grid">
          {[0, 1].map((i) => (
            <div key={i} className="card certificate-card">
              <Skeleton width="100%" height={180} />
              <div className="certificate-card__body flow flow--2">
                <Skeleton width="60%" height={20} />
                <Skeleton width="40%" height={14} />
                <Skeleton width="80%" height={32} />
              </div>
            </div>
          ))}
        </BusyRegion>
      )}
      {items && items.length === 0 && <EmptyStateLink place="noCertificates" />}
      {items && items.length > 0 && (
        <ul className="card-grid bare-list certificates__grid" aria-label={t('certificates.title')}>
          {items.map((c) => (
            <CertificateCard key={c.id} certificate={c} />
          ))}
        </ul>
      )}
    </Page>
  );
}
