import { describe, expect, it } from 'vitest';
import { certificateSvg } from './certificate-document.ts';
import { sheetTexts } from './certificate-sheet.ts';
import type { CertificateRow } from './certificates.repository.ts';

/** A certificate as the repository reads it: the amount in minor units, as PostgreSQL's bigint arrives (text). */
const row = (amount: string, currency: string, kind: CertificateRow['kind'] = 'funded'): CertificateRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  short_id: '7KQ2M9XD4T',
  kind,
  phase: null,
  account_id: '00000000-0000-4000-8000-000000000002',
  account_login: '7000001',
  package_name: 'Two-Step Challenge 10K',
  amount,
  currency,
  issued_at: new Date('2026-11-22T10:00:00Z'),
  brand_id: '00000000-0000-4000-8000-000000000003',
  first_name: 'Élodie',
  last_name: 'Müller',
});

/** The texts the PNG (and the PDF, which embeds it) is drawn from, read back out of the SVG. */
const drawnTexts = (r: CertificateRow, lang: string) => {
  const look = { brandName: 'Northwind Funded', logo: null, color: '#1652f0' };
  const svg = certificateSvg(sheetTexts(r, lang, look, 'http://localhost/certificate/7KQ2M9XD4T', [[true]]), r.kind);
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/\s/g, ' '));
};

describe('the amount a certificate prints', () => {
  it.each([
    ['1000000', 'USD', 'en', '$10,000'],
    ['1000000', 'USD', 'de', '10.000 $'],
    ['1000000', 'USD', 'es', '10.000 US$'],
    ['600000', 'EUR', 'fr', '6 000 €'],
    ['600000', 'EUR', 'de', '6.000 €'],
    ['600000', 'EUR', 'en', '€6,000'],
    ['1500', 'JPY', 'en', '¥1,500'],
  ])('%s minor units of %s in %s read %s', (amount, currency, lang, printed) => {
    const texts = drawnTexts(row(amount, currency), lang);
    expect(texts).toContain(printed);
    expect(texts).toContain('Élodie Müller');
  });

  it('prints a payout with its cents', () => {
    expect(drawnTexts(row('80050', 'USD', 'payout'), 'de')).toContain('800,50 $');
  });
});
