import {
  ApiPath,
  ResultCode,
  type Certificate,
  type CertificateKind,
  type CertificateVerification,
  type Certificates,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/client.ts';
import { Refusal, refuse } from '../../domain/result.ts';
import { catalogues } from '../../i18n/catalogues.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import { createPdfWorker } from '../../lib/pdf-worker.ts';
import type { BrandRow } from '../brands/brand.ts';
import { certificateSvg, type CertificateSheet } from './certificate-document.ts';
import { assetToken, checkAssetToken, newShortId, normalizeShortId } from './certificate-ids.ts';
import { qrModules, renderPng } from './certificate-render.ts';
import { displayName, sheetTexts } from './certificate-sheet.ts';
import type { CertificateRow, CertificatesRepository, NewCertificate } from './certificates.repository.ts';
import type { PaidPayout } from '../payouts/paid-payout.ts';

/** The brand's look on a certificate: its name, logo and colour (brand-look.ts). */
export type BrandLook = { brandName: string; logo: CertificateSheet['logo']; color: string; version: string };

/** The path of the trader app's public authenticity page (apps/web routes). */
export const VERIFY_PAGE = '/certificate/';

const RENDER_CACHE = 32;

/**
 * Certificates (docs/decisions/019-certificates.md): issued idempotently per milestone in the transaction that
 * reaches it (a cheap insert; nothing is rendered there), listed to their owner with signed asset URLs, rendered
 * on demand in the brand's look (PNG, PDF) and checked by anyone through the short id.
 */
export function createCertificatesService(deps: {
  db: Db;
  certificatesRepository: CertificatesRepository;
  clock: Clock;
  /** signs the asset URLs */
  secret: string;
  lookOf: (brand: BrandRow) => Promise<BrandLook>;
  originOf: (brand: BrandRow) => string;
  log: FastifyBaseLogger;
}) {
  const { db, certificatesRepository: repo } = deps;
  const rendered = new Map<string, Buffer>();
  const pdfWorker = createPdfWorker();

  /** Inserts a milestone's certificate in the caller's transaction; a taken short id is drawn again. */
  async function issue(q: Queryable, c: Omit<NewCertificate, 'shortId'>): Promise<boolean> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const outcome = await repo.insert(q, { ...c, shortId: newShortId() });
      if (outcome === 'inserted') deps.log.info({ accountId: c.accountId, kind: c.kind }, 'certificate issued');
      if (outcome !== 'collision') return outcome === 'inserted';
    }
    throw new Error('no free certificate short id after 5 draws');
  }

  const verifyUrl = (brand: BrandRow, shortId: string) => `${deps.originOf(brand)}${VERIFY_PAGE}${shortId}`;

  function toCertificate(brand: BrandRow, r: CertificateRow, lang: string): Certificate {
    const { token, expiresAt } = assetToken(deps.secret, r.id, deps.clock.now().getTime());
    const q = (format: 'png' | 'pdf') => `?token=${encodeURIComponent(token)}&format=${format}&lang=${lang}`;
    const at = (path: string) => path.replace(':id', r.id);
    return {
      id: r.id,
      shortId: r.short_id,
      kind: r.kind,
      phase: r.phase,
      accountId: r.account_id,
      accountLogin: r.account_login,
      packageName: r.package_name,
      amount: Number(r.amount),
      currency: r.currency,
      issuedAt: r.issued_at.toISOString(),
      imageUrl: at(ApiPath.certificateImage) + q('png'),
      contentUrl: at(ApiPath.certificateContent) + q('pdf'),
      pngUrl: at(ApiPath.certificateDownload) + q('png'),
      pdfUrl: at(ApiPath.certificateDownload) + q('pdf'),
      urlsExpireAt: expiresAt.toISOString(),
      verifyUrl: verifyUrl(brand, r.short_id),
    };
  }

  function remember(key: string, bytes: Buffer) {
    rendered.set(key, bytes);
    if (rendered.size > RENDER_CACHE) rendered.delete(rendered.keys().next().value!);
  }

  return {
    /** Ends the PDF worker (the app's onClose). */
    close: () => pdfWorker.close(),

    /** A passed evaluation phase (in the evaluation's transaction): one certificate per passed account. */
    phasePassed: (tx: Queryable, account: { id: string; stage: number }, passedAt: Date) =>
      issue(tx, {
        milestoneKey: `phase:${account.id}`,
        accountId: account.id,
        kind: 'phasePassed',
        phase: account.stage,
        issuedAt: passedAt,
      }),

    /** A funded account opened (in the transaction that opens it): one certificate per funded account. */
    fundedOpened: (tx: Queryable, account: { id: string; createdAt: Date }) =>
      issue(tx, {
        milestoneKey: `funded:${account.id}`,
        accountId: account.id,
        kind: 'funded' satisfies CertificateKind,
        phase: null,
        issuedAt: account.createdAt,
      }),

    /**
     * A paid payout (called by the payouts service after it is marked paid): one certificate per payout, with
     * the amount paid. Idempotent; returns its short id, or null when the account is not the payout's trader's.
     */
    async issueForPaidPayout(payout: PaidPayout): Promise<{ shortId: string } | null> {
      if (!isUuid(payout.accountId) || !isUuid(payout.traderId) || !isUuid(payout.brandId)) return null;
      const key = `payout:${payout.id}`;
      return db.transaction(async (tx) => {
        await issue(tx, {
          milestoneKey: key,
          accountId: payout.accountId,
          kind: 'payout',
          phase: null,
          issuedAt: payout.paidAt,
          payout: {
            id: payout.id,
            amount: payout.amount,
            currency: payout.currency,
            userId: payout.traderId,
            brandId: payout.brandId,
          },
        });
        const row = await repo.byMilestone(tx, key);
        if (!row) deps.log.error({ payoutId: payout.id }, 'payout certificate not issued: account not the trader’s');
        return row ? { shortId: row.short_id } : null;
      });
    },

    async list(brand: BrandRow, userId: string, lang: string): Promise<Certificates> {
      const rows = await repo.list(db, brand.id, userId);
      return { items: rows.map((r) => toCertificate(brand, r, lang)) };
    },

    /** The public check: -6 for an id that names no certificate of this brand. */
    async verify(brand: BrandRow, typed: string): Promise<CertificateVerification> {
      const shortId = normalizeShortId(typed);
      const r = shortId ? await repo.byShortId(db, brand.id, shortId) : undefined;
      if (!r) return refuse(ResultCode.FileNotFound);
      return {
        shortId: r.short_id,
        brandName: brand.name,
        displayName: displayName(r),
        kind: r.kind,
        phase: r.phase,
        amount: Number(r.amount),
        currency: r.currency,
        issuedAt: r.issued_at.toISOString(),
      };
    },

    /** The rendered certificate for a signed asset URL; 404 (-6) for a wrong or expired signature. */
    async asset(brand: BrandRow, id: string, token: string, format: 'png' | 'pdf', langAsked: string | undefined) {
      const notFound = () => {
        throw new Refusal(ResultCode.FileNotFound, null, 404);
      };
      if (!isUuid(id) || !checkAssetToken(deps.secret, id, token, deps.clock.now().getTime())) return notFound();
      const r = await repo.byId(db, brand.id, id);
      if (!r) return notFound();
      const lang = langAsked && langAsked in catalogues ? langAsked : brand.default_language;
      const look = await deps.lookOf(brand);
      const key = `${id}:${lang}:${format}:${look.version}:${r.first_name}:${r.last_name}`;
      let bytes = rendered.get(key);
      if (!bytes) {
        const url = verifyUrl(brand, r.short_id);
        const qr = await qrModules(url);
        const draw = async (logo: BrandLook['logo']) => {
          const svg = certificateSvg(sheetTexts(r, lang, { ...look, logo }, url, qr), r.kind);
          return format === 'png'
            ? renderPng(svg)
            : pdfWorker.render(await renderPng(svg, 1.5), {
                title: `${look.brandName} ${r.short_id}`,
                author: look.brandName,
                subject: url,
              });
        };
        try {
          bytes = await draw(look.logo);
        } catch (err) {
          // A logo the renderer cannot draw never costs the trader the certificate: the brand's name instead.
          if (!look.logo) throw err;
          deps.log.warn({ err, brandId: brand.id }, 'certificate: the brand logo could not be drawn, its name is');
          bytes = await draw(null);
        }
        remember(key, bytes);
      }
      return { bytes, row: r, lang };
    },
  };
}
export type CertificatesService = ReturnType<typeof createCertificatesService>;
