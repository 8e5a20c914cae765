import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResultCode } from '@portal/contract';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { CheckCircleIcon, ErrorIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../shared/ui/money.tsx';
import { apiFailure } from '../../shared/api/base-query.ts';
import { useVerifyCertificateQuery } from './api/certificates-api.ts';
import { groupedShortId } from './certificate-card.tsx';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';
import { RetryBanner } from '../../shared/ui/retry-banner.tsx';
import { Fact } from '../../shared/ui/fact.tsx';
import './certificates.css';

/**
 * The public authenticity page a certificate's QR code opens (no session): the holder's first name and initial,
 * the milestone, the amount and the date, and nothing else; an id that names no certificate says so plainly.
 */
export default function VerifyCertificateScreen() {
  const { t } = useTranslation();
  const f = useFormatters();
  const { shortId = '' } = useParams();
  const { currentData: certificate, error, isError, refetch } = useVerifyCertificateQuery(shortId);
  // An id that names no certificate is a plain answer, not a failure to retry.
  const missing = isError && apiFailure(error)?.result === ResultCode.FileNotFound;
  return (
    <section className="certificate-check card stack" aria-labelledby="certificate-check-title">
      <h1 id="certificate-check-title" className="page__title">
        {t('certificates.verify.title')}
      </h1>
      {!certificate && !isError && (
        <BusyRegion className="stack">
          <Skeleton width="70%" height={24} />
          <Skeleton width="100%" height={120} />
        </BusyRegion>
      )}
      {isError && !missing && (
        <RetryBanner onRetry={() => void refetch()}>{t('certificates.verify.failed')}</RetryBanner>
      )}
      {missing && (
        <>
          <p className="certificate-check__status certificate-check__status--missing" role="alert">
            <ErrorIcon />
            {t('certificates.verify.notFound')}
          </p>
          <p>{t('certificates.verify.notFoundText')}</p>
        </>
      )}
      {certificate && (
        <>
          <p className="certificate-check__status" role="status">
            <CheckCircleIcon />
            {t('certificates.verify.valid')}
          </p>
          <p>{t('certificates.verify.issuedBy', { brand: certificate.brandName })}</p>
          <dl className="certificate-check__facts">
            <div>
              <dt>{t('certificates.verify.holder')}</dt>
              <dd data-testid="certificate-holder">{certificate.displayName}</dd>
            </div>
            <Fact label={t('certificates.verify.milestone')}>
              {t(`certificates.kind.${certificate.kind}`, { phase: certificate.phase ?? 1 })}
            </Fact>
            <Fact label={t(`certificates.amount.${certificate.kind}`)}>
              <Money minor={certificate.amount} currency={certificate.currency} />
            </Fact>
            <Fact label={t('certificates.verify.date')}>{f.date(certificate.issuedAt)}</Fact>
            <Fact label={t('certificates.verify.id')}>{groupedShortId(certificate.shortId)}</Fact>
          </dl>
        </>
      )}
    </section>
  );
}
