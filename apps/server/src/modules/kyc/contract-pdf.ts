import { createHash } from 'node:crypto';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { translate } from '../../i18n/catalogues.ts';
import { loadOnce } from '../../lib/load-once.ts';

/** pdf-lib is loaded when the first contract is rendered, not at start (decision 034). */
const pdfLib = loadOnce(() => import('pdf-lib'));

export type ContractFacts = {
  contractId: string;
  lang: string;
  brandName: string;
  legalName: string;
  email: string;
  address: string;
  dateOfBirth: string | null;
  country: string | null;
  accountLogin: string;
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

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** The standard fonts cover WinAnsi only: other characters become '?' rather than failing the document. */
const printable = (s: string) =>
  s.normalize('NFC').replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2019\u201c\u201d\u20ac]/g, '?');

/** Writes wrapped paragraphs down the pages, adding a page when one is full. */
async function writer(doc: PDFDocument) {
  const { StandardFonts, rgb } = await pdfLib();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const color = rgb(0.11, 0.14, 0.2);
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;
  const line = (text: string, size: number, f: PDFFont, gap: number) => {
    if (y < MARGIN + size) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
    page.drawText(text, { x: MARGIN, y, size, font: f, color });
    y -= size + gap;
  };
  return {
    paragraph(text: string, size = 10.5, strong = false) {
      const f = strong ? bold : font;
      let current = '';
      for (const word of printable(text).split(/\s+/)) {
        const next = current ? `${current} ${word}` : word;
        if (f.widthOfTextAtSize(next, size) > width && current) {
          line(current, size, f, 4);
          current = word;
        } else current = next;
      }
      if (current) line(current, size, f, 4);
      y -= 6;
    },
    space(h: number) {
      y -= h;
    },
  };
}

/**
 * The funded-trader contract as a PDF (pdf-lib): the brand, the trader's legal name and address, the account,
 * the profit split and the firm's terms, in the trader's language where the catalogue translates it.
 */
export async function renderContract(f: ContractFacts): Promise<Uint8Array> {
  const { PDFDocument } = await pdfLib();
  const doc = await PDFDocument.create();
  const t = (key: string, p: Record<string, string | number> = {}) =>
    translate(f.lang, `contract.${key}`, { brand: f.brandName, ...p });
  doc.setTitle(t('title'));
  doc.setAuthor(f.brandName);
  doc.setSubject(`${t('title')} ${f.accountLogin}`);
  doc.setCreationDate(f.issuedAt);
  doc.setModificationDate(f.issuedAt);
  const w = await writer(doc);
  w.paragraph(f.brandName, 18, true);
  w.paragraph(t('title'), 15, true);
  w.paragraph(t('reference', { id: f.contractId, date: f.issuedAt.toISOString().slice(0, 10) }), 9);
  w.space(8);
  w.paragraph(t('parties'), 12, true);
  w.paragraph(t('firm', { brand: f.brandName }));
  w.paragraph(
    t('trader', {
      name: f.legalName,
      address: f.address,
      country: f.country ?? '-',
      dateOfBirth: f.dateOfBirth ?? '-',
      email: f.email,
    }),
  );
  w.paragraph(t('account'), 12, true);
  w.paragraph(
    t('accountText', {
      login: f.accountLogin,
      size: f.accountSize.toLocaleString('en-US'),
      currency: f.currency,
      package: f.packageName,
    }),
  );
  w.paragraph(t('profitSplit', { percent: f.profitSplitPercent }), 10.5, true);
  w.paragraph(t('terms'), 12, true);
  for (const n of [1, 2, 3, 4, 5, 6]) w.paragraph(`${n}. ${t(`term${n}`)}`);
  w.space(8);
  w.paragraph(t('signatureNote'), 9);
  return doc.save({ useObjectStreams: false });
}

/** The signed contract: the exact PDF shown to the trader, plus a signature page recording who, when and what. */
export async function addSignaturePage(pdf: Uint8Array, lang: string, s: SignatureFacts): Promise<Uint8Array> {
  const { PDFDocument } = await pdfLib();
  const doc = await PDFDocument.load(pdf);
  const t = (key: string) => translate(lang, `contract.${key}`);
  const w = await writer(doc);
  w.paragraph(t('signatureTitle'), 15, true);
  w.paragraph(`${t('signedBy')}: ${s.signedName}`, 12, true);
  w.paragraph(`${t('signedAt')}: ${s.signedAt.toISOString()}`);
  w.paragraph(`${t('signedFrom')}: ${s.ip}`);
  w.paragraph(`${t('signedWith')}: ${s.userAgent.slice(0, 300)}`, 9);
  w.paragraph(`${t('documentHash')}: ${s.pdfSha256}`, 9);
  w.paragraph(t('signatureConsent'), 9);
  doc.setModificationDate(s.signedAt);
  return doc.save({ useObjectStreams: false });
}
