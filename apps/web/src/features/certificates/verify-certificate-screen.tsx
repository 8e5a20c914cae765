import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ResultCode, type CertificateVerification } from '@portal/contract';
import { ApiError } from '@portal/ui/api/api-error.ts';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { CheckCircleIcon, ErrorIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../shared/ui/money.tsx';
import { verifyCertificate } from './api/verify-certificate.ts';
import { groupedShortId } from './certificate-card.tsx';
import './certificates.css';

type CheckState =
  | { status: 'loading' }
  | { status: 'valid'; certificate: CertificateVerification }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * The public authenticity page a certificate's QR code opens (no session): the holder's first name and initial,
 * the milestone, the amount and the date, and nothing else; an id that names no certificate says so plainly.
 */
export default function VerifyCertificateScreen() {
  const { t } = useTranslation();
  const f = useFormatters();
  const { shortId = '' } = useParams();
  const [state, setState] = useState<CheckState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    verifyCertificate(shortId).then(
      (certificate) => !cancelled && setState({ status: 'valid', certificate }),
      (error: unknown) =>
        !cancelled &&
        setState({
          status: error instanceof ApiError && error.result === ResultCode.FileNotFound ? 'missing' : 'failed',
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [shortId, attempt]);

  return (
    <section className="certificate-check card stack" aria-labelledby="certificate-check-title">
      <h1 id="certificate-check-title" className="page__title">
        {t('certificates.verify.title')}
      </h1>
      {state.status === 'loading' && (
        <div aria-busy="true" className="stack">
          <span className="visually-hidden" role="status">
            {t('common.loading')}
          </span>
          <Skeleton width="70%" height={24} />
          <Skeleton width="100%" height={120} />
        </div>
      )}
      {state.status === 'failed' && (
        <Banner
          variant="negative"
          action={{
            label: t('common.retry'),
            onClick: () => {
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            },
          }}
        >
          {t('certificates.verify.failed')}
        </Banner>
      )}
      {state.status === 'missing' && (
        <>
          <p className="certificate-check__status certificate-check__status--missing" role="alert">
            <ErrorIcon />
            {t('certificates.verify.notFound')}
          </p>
          <p>{t('certificates.verify.notFoundText')}</p>
        </>
      )}
      {state.status === 'valid' && (
        <>
          <p className="certificate-check__status" role="status">
            <CheckCircleIcon />
            {t('certificates.verify.valid')}
          </p>
          <p>{t('certificates.verify.issuedBy', { brand: state.certificate.brandName })}</p>
          <dl className="certificate-check__facts">
            <div>
              <dt>{t('certificates.verify.holder')}</dt>
              <dd data-testid="certificate-holder">{state.certificate.displayName}</dd>
            </div>
            <div>
              <dt>{t('certificates.verify.milestone')}</dt>
              <dd>{t(`certificates.kind.${state.certificate.kind}`, { phase: state.certificate.phase ?? 1 })}</dd>
            </div>
            <div>
              <dt>{t(`certificates.amount.${state.certificate.kind}`)}</dt>
              <dd>
                <Money minor={state.certificate.amount} currency={state.certificate.currency} />
              </dd>
            </div>
            <div>
              <dt>{t('certificates.verify.date')}</dt>
              <dd>{f.date(state.certificate.issuedAt)}</dd>
            </div>
            <div>
              <dt>{t('certificates.verify.id')}</dt>
              <dd>{groupedShortId(state.certificate.shortId)}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
