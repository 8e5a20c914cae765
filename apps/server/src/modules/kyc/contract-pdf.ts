import { createHash } from 'node:crypto';
import { formatMoney } from '@portal/contract';
import { translate } from '../../i18n/catalogues.ts';
import type { PdfBlock, PdfWorker } from '../../lib/pdf-worker.ts';

/** What a contract states: every fact present (the kyc service generates none while one is missing). */
export type ContractFacts = {
  contractId: string;
  lang: string;
  brandName: string;
  legalName: string;
  email: string;
  /** street, postal code and city */
  address: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  /** ISO 3166 alpha-2 */
  country: string;
  accountLogin: string;
  /** minor units of `currency` */
  accountSize: number;
  currency: string;
  packageName: string;
  profitSplitPercent: number;
  issuedAt: Date;
};

export type SignatureFacts = {
  signedName: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  pdfSha256: string;
};

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A calendar date (YYYY-MM-DD, or an instant's UTC day) as the document's language writes it: "12. April 1990". */
const longDate = (lang: string, date: string | Date) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date,
  );
/** 80 → "80%" (en), "80 %" (de, fr, es): the language's own percent sign and spacing. */
const percent = (lang: string, value: number) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
const countryName = (lang: string, code: string) => new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;

const text = (t: string, size = 10.5, strong = false): PdfBlock => ({ text: t, size, strong });

/**
 * The funded-trader contract's text: the brand, the trader's legal name, date of birth, address and country, the
 * account and its balance, the profit split and the firm's terms, in the trader's language (catalogue `contract.*`),
 * dates, country and money written as that language writes them.
 */
export function contractBlocks(f: ContractFacts): PdfBlock[] {
  const t = (key: string, p: Record<string, string | number> = {}) =>
    translate(f.lang, `contract.${key}`, { brand: f.brandName, ...p });
  return [
    text(f.brandName, 18, true),
    text(t('title'), 15, true),
    text(t('reference', { id: f.contractId, date: longDate(f.lang, f.issuedAt) }), 9),
    { space: 8 },
    text(t('parties'), 12, true),
    text(t('firm', { brand: f.brandName })),
    text(
      t('trader', {
        name: f.legalName,
        address: f.address,
        country: countryName(f.lang, f.country),
        dateOfBirth: longDate(f.lang, f.dateOfBirth),
        email: f.email,
      }),
    ),
    text(t('account'), 12, true),
    text(
      t('accountText', {
        login: f.accountLogin,
        size: formatMoney(f.accountSize, f.currency, f.lang),
        package: f.packageName,
      }),
    ),
    text(t('profitSplit', { percent: percent(f.lang, f.profitSplitPercent) }), 10.5, true),
    text(t('terms'), 12, true),
    ...[1, 2, 3, 4, 5, 6].map((n) => text(`${n}. ${t(`term${n}`)}`)),
    { space: 8 },
    text(t('signatureNote'), 9),
  ];
}

/** The contract as a PDF, laid out off the event loop (lib/pdf-worker.ts) in the documents' embedded fonts. */
export function renderContract(worker: PdfWorker, f: ContractFacts): Promise<Buffer> {
  const title = translate(f.lang, 'contract.title');
  const at = f.issuedAt.toISOString();
  return worker.text(contractBlocks(f), {
    title,
    author: f.brandName,
    subject: `${title} ${f.accountLogin}`,
    createdAt: at,
    modifiedAt: at,
  });
}

/** The signed contract: the exact PDF shown to the trader, plus a signature page recording who, when and what. */
export function addSignaturePage(worker: PdfWorker, pdf: Uint8Array, lang: string, s: SignatureFacts) {
  const t = (key: string) => translate(lang, `contract.${key}`);
  const blocks = [
    text(t('signatureTitle'), 15, true),
    text(`${t('signedBy')}: ${s.signedName}`, 12, true),
    text(`${t('signedAt')}: ${s.signedAt.toISOString()}`),
    text(`${t('signedFrom')}: ${s.ip}`),
    text(`${t('signedWith')}: ${s.userAgent.slice(0, 300)}`, 9),
    text(`${t('documentHash')}: ${s.pdfSha256}`, 9),
    text(t('signatureConsent'), 9),
  ];
  return worker.text(blocks, { modifiedAt: s.signedAt.toISOString() }, pdf);
}
