import { describe, expect, it } from 'vitest';
import { certificateSvg, type CertificateSheet } from './certificate-document.ts';

const sheet = (over: Partial<CertificateSheet> = {}): CertificateSheet => ({
  brandName: 'Northwind Funded',
  logo: null,
  color: '#1652f0',
  heading: 'CERTIFICATE OF ACHIEVEMENT',
  presentedTo: 'This certificate is proudly presented to',
  holderName: 'Erin Walsh',
  milestone: 'for passing Phase 1 of the Two-Step Challenge 10K',
  amountLabel: 'Account size',
  amount: '$10,000.00',
  dateLabel: 'Date',
  date: 'November 22, 2026',
  idLabel: 'Certificate ID',
  shortId: '7KQ2-M9XD-4T',
  verifyHint: 'Verify this certificate at',
  verifyUrl: 'http://localhost:3000/certificate/7KQ2M9XD4T',
  currencySymbol: '€',
  qr: [
    [true, false],
    [false, true],
  ],
  ...over,
});

describe('the certificate sheet', () => {
  it('prints a name a trader typed as text, never as markup', () => {
    const svg = certificateSvg(sheet({ holderName: 'Erin <tspan>&amp; "Co"' }), 'phasePassed');
    expect(svg).toContain('Erin &lt;tspan&gt;&amp;amp; &quot;Co&quot;');
    expect(svg).not.toContain('<tspan>');
  });

  it('draws an SVG logo inline in its box, without its scripts; no logo prints the brand name', () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    const svg = certificateSvg(sheet({ logo: { svg: logo } }), 'funded');
    expect(svg).toContain(
      'viewBox="0 0 200 40" preserveAspectRatio="xMidYMid meet"><rect width="10" height="10"/></svg>',
    );
    expect(svg).not.toContain('<script');
    expect(certificateSvg(sheet(), 'funded')).toContain('>Northwind Funded</text>');
  });

  it('draws each dark module of the QR code', () => {
    const svg = certificateSvg(sheet(), 'payout');
    expect(svg).toContain('d="M2 2h1v1h-1zM3 3h1v1h-1z"');
    expect(svg).toContain('fill="#ffffff">€</text>');
  });
});
