import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { StarIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { CertificateCard } from './certificate-card.tsx';
import { useCertificates } from './use-certificates.ts';
import './certificates.css';

/** SPEC §2 Certificates: one for each passed phase, funded account and paid payout, with view and downloads. */
export default function CertificatesScreen() {
  const { t, i18n } = useTranslation();
  const { state, retry } = useCertificates(i18n.resolvedLanguage ?? i18n.language ?? 'en');
  return (
    <section className="page certificates" aria-labelledby="certificates-title">
      <h1 id="certificates-title" className="page__title">
        {t('certificates.title')}
      </h1>
      {state.status === 'failed' && (
        <Banner variant="negative" action={{ label: t('common.retry'), onClick: retry }}>
          {t('certificates.loadFailed')}
        </Banner>
      )}
      {state.status === 'loading' && (
        <div className="certificates__grid" aria-busy="true">
          <span className="visually-hidden" role="status">
            {t('common.loading')}
          </span>
          {[0, 1].map((i) => (
            <div key={i} className="card certificate-card">
              <Skeleton width="100%" height={180} />
              <div className="certificate-card__body">
                <Skeleton width="60%" height={20} />
                <Skeleton width="40%" height={14} />
                <Skeleton width="80%" height={32} />
              </div>
            </div>
          ))}
        </div>
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <EmptyState
          icon={<StarIcon />}
          title={t('certificates.emptyTitle')}
          text={t('certificates.emptyText')}
          action={
            <Link className="btn btn--primary" to="/dashboard/new-challenge">
              {t('orders.buyChallenge')}
            </Link>
          }
        />
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <ul className="certificates__grid" aria-label={t('certificates.title')}>
          {state.items.map((c) => (
            <CertificateCard key={c.id} certificate={c} />
          ))}
        </ul>
      )}
    </section>
  );
}
