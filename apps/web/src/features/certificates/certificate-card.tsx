import { useTranslation } from 'react-i18next';
import type { Certificate } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../shared/ui/money.tsx';
import { Fact } from '../../shared/ui/fact.tsx';

/** The short id as printed on the sheet: GZK7-1RB4-X2. */
export const groupedShortId = (id: string) => `${id.slice(0, 4)}-${id.slice(4, 8)}-${id.slice(8)}`;

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** One certificate: its image (opens the full view), what it attests, and its downloads. */
export function CertificateCard({ certificate: c }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const milestone = t(`certificates.kind.${c.kind}`, { phase: c.phase ?? 1 });
  return (
    <li className="card certificate-card" data-testid="certificate-card" data-short-id={c.shortId}>
      <a className="certificate-card__preview" href={c.imageUrl} target="_blank" rel="noopener">
        <img
          src={c.imageUrl}
          alt={t('certificates.imageAlt', { id: c.shortId, milestone })}
          width={1600}
          height={1130}
          loading="lazy"
        />
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </a>
      <div className="certificate-card__body flow flow--2">
        <h2 className="certificate-card__title">{milestone}</h2>
        <p className="certificate-card__package">
          {c.packageName} · #{c.accountLogin}
        </p>
        <dl className="certificate-card__facts">
          <Fact label={t(`certificates.amount.${c.kind}`)}>
            <Money minor={c.amount} currency={c.currency} />
          </Fact>
          <Fact label={t('certificates.verify.date')}>{f.date(c.issuedAt)}</Fact>
        </dl>
        <p className="certificate-card__id">{t('certificates.certificateId', { id: groupedShortId(c.shortId) })}</p>
        <div className="certificate-card__actions">
          <a className="btn btn--primary" href={c.contentUrl} target="_blank" rel="noopener">
            {t('certificates.view')}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
          <a className="btn btn--secondary" href={c.pngUrl} download aria-label={`${t('certificates.download')} PNG`}>
            <DownloadIcon />
            {t('certificates.downloadPng')}
          </a>
          <a className="btn btn--secondary" href={c.pdfUrl} download aria-label={`${t('certificates.download')} PDF`}>
            <DownloadIcon />
            {t('certificates.downloadPdf')}
          </a>
        </div>
      </div>
    </li>
  );
}
