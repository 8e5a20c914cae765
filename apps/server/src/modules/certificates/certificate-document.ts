import type { CertificateKind } from '@portal/contract';
import { escapeHtml as escape } from '../../lib/escape-html.ts';

/**
 * The certificate's SVG (docs/decisions/019-certificates.md): a landscape sheet in the brand's look (its name,
 * logo and colour), the holder's name, the milestone, the amount and date, the short id and a QR code that opens
 * the public authenticity page. Pure: every text arrives translated and formatted; rendering is elsewhere.
 */
export const SHEET = { width: 1600, height: 1130 } as const;

export type CertificateSheet = {
  brandName: string;
  /** the brand's logo: SVG markup (drawn inline, with the sheet's fonts) or a data: URI of a PNG/JPEG; null prints the name */
  logo: { svg: string } | { dataUri: string } | null;
  /** #rrggbb */
  color: string;
  heading: string;
  presentedTo: string;
  holderName: string;
  milestone: string;
  amountLabel: string;
  amount: string;
  dateLabel: string;
  date: string;
  idLabel: string;
  shortId: string;
  verifyHint: string;
  verifyUrl: string;
  /** the payout's currency symbol, drawn in the badge of a payout certificate */
  currencySymbol: string;
  /** the QR code's modules, row by row (true = dark) */
  qr: boolean[][];
};

/** The QR code as one path of unit squares, scaled to `size` px at (x, y). */
function qrPath(qr: boolean[][], x: number, y: number, size: number): string {
  const n = qr.length;
  const quiet = 2;
  const unit = size / (n + quiet * 2);
  const d = qr.flatMap((row, r) => row.map((dark, c) => (dark ? `M${c + quiet} ${r + quiet}h1v1h-1z` : ''))).join('');
  return (
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="12" fill="#ffffff"/>` +
    `<path transform="translate(${x} ${y}) scale(${unit})" d="${d}" fill="#0f1a33" shape-rendering="crispEdges"/>`
  );
}

/**
 * An SVG logo drawn as a nested <svg> in a box (an <image> of an SVG would render its texts without fonts).
 * Undefined when the markup has no root element to take.
 */
function inlineSvg(markup: string, box: { x: number; y: number; width: number; height: number }): string | null {
  const open = /<svg\b([^>]*)>/i.exec(markup);
  const end = markup.lastIndexOf('</svg>');
  if (!open || end < open.index) return null;
  const attrs = open[1] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attrs)?.[1];
  const viewBox = attr('viewBox') ?? `0 0 ${parseFloat(attr('width') ?? '200')} ${parseFloat(attr('height') ?? '40')}`;
  const inner = markup.slice(open.index + open[0].length, end).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  return `<svg xmlns:xlink="http://www.w3.org/1999/xlink" x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="${escape(viewBox)}" preserveAspectRatio="xMidYMid meet">${inner}</svg>`;
}

/** A name too long for one line is drawn smaller rather than cut. */
const nameSize = (name: string) => (name.length > 28 ? Math.max(44, Math.round(78 * (28 / name.length))) : 78);

export function certificateSvg(s: CertificateSheet, kind: CertificateKind): string {
  const { width: w, height: h } = SHEET;
  const c = escape(s.color);
  const box = { x: w / 2 - 200, y: 92, width: 400, height: 80 };
  const inline = s.logo && 'svg' in s.logo ? inlineSvg(s.logo.svg, box) : null;
  const brand =
    inline ??
    (s.logo && 'dataUri' in s.logo
      ? `<image href="${escape(s.logo.dataUri)}" x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" preserveAspectRatio="xMidYMid meet"/>`
      : `<text x="${w / 2}" y="146" text-anchor="middle" font-size="44" font-weight="700" fill="${c}">${escape(s.brandName)}</text>`);
  const badge = kind === 'payout' ? escape(s.currencySymbol) : kind === 'funded' ? '★' : '✓';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="Inter">
<rect width="${w}" height="${h}" fill="#ffffff"/>
<rect x="24" y="24" width="${w - 48}" height="${h - 48}" rx="28" fill="#fbfcfe" stroke="${c}" stroke-width="6"/>
<rect x="48" y="48" width="${w - 96}" height="${h - 96}" rx="18" fill="none" stroke="${c}" stroke-opacity="0.25" stroke-width="2"/>
<path d="M24 260 L24 52 Q24 24 52 24 L260 24 Z" fill="${c}" fill-opacity="0.12"/>
<path d="M${w - 24} ${h - 260} L${w - 24} ${h - 52} Q${w - 24} ${h - 24} ${w - 52} ${h - 24} L${w - 260} ${h - 24} Z" fill="${c}" fill-opacity="0.12"/>
${brand}
<text x="${w / 2}" y="268" text-anchor="middle" font-size="64" font-weight="700" fill="#0f1a33" letter-spacing="2">${escape(s.heading)}</text>
<rect x="${w / 2 - 60}" y="300" width="120" height="6" rx="3" fill="${c}"/>
<text x="${w / 2}" y="380" text-anchor="middle" font-size="30" fill="#4a5672">${escape(s.presentedTo)}</text>
<text x="${w / 2}" y="478" text-anchor="middle" font-size="${nameSize(s.holderName)}" font-weight="700" fill="${c}">${escape(s.holderName)}</text>
<text x="${w / 2}" y="560" text-anchor="middle" font-size="34" fill="#0f1a33">${escape(s.milestone)}</text>
<circle cx="${w / 2}" cy="660" r="46" fill="${c}"/>
<text x="${w / 2}" y="678" text-anchor="middle" font-size="50" font-weight="700" fill="#ffffff">${badge}</text>
<text x="200" y="800" font-size="24" fill="#6b7791">${escape(s.amountLabel)}</text>
<text x="200" y="850" font-size="44" font-weight="700" fill="#0f1a33">${escape(s.amount)}</text>
<text x="200" y="920" font-size="24" fill="#6b7791">${escape(s.dateLabel)}</text>
<text x="200" y="964" font-size="34" font-weight="500" fill="#0f1a33">${escape(s.date)}</text>
<text x="640" y="800" font-size="24" fill="#6b7791">${escape(s.idLabel)}</text>
<text x="640" y="850" font-size="40" font-weight="700" fill="#0f1a33" letter-spacing="3">${escape(s.shortId)}</text>
<text x="640" y="920" font-size="22" fill="#6b7791">${escape(s.verifyHint)}</text>
<text x="640" y="958" font-size="22" fill="${c}">${escape(s.verifyUrl)}</text>
${qrPath(s.qr, w - 400, 720, 250)}
</svg>`;
}
