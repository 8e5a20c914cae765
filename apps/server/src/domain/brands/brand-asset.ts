import { BRAND_ASSET_MAX_BYTES } from '@portal/contract';
import { svgLogoProblem } from './svg-logo.ts';

/**
 * What an uploaded logo or favicon is, judged from its bytes alone (a client's Content-Type or file name is not
 * trusted): PNG, ICO or SVG. An SVG is a document a browser runs and a file resvg draws on certificates, so one
 * that is more than a plain drawing is refused rather than cleaned (svg-logo.ts): a logo needs nothing else.
 */
export { BRAND_ASSET_MAX_BYTES };

/** Why an SVG was refused, as the console translates it (the detail goes along for the person who reads logs). */
export const SVG_REFUSED = 'validation.svgUnsafe';

export type AssetVerdict = { ok: true; contentType: string } | { ok: false; reason: string; detail?: string };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ICO = Buffer.from([0x00, 0x00, 0x01, 0x00]);

export async function judgeBrandAsset(bytes: Buffer): Promise<AssetVerdict> {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > BRAND_ASSET_MAX_BYTES) return { ok: false, reason: `larger than ${BRAND_ASSET_MAX_BYTES} bytes` };
  if (bytes.subarray(0, 8).equals(PNG)) return { ok: true, contentType: 'image/png' };
  if (bytes.subarray(0, 4).equals(ICO)) return { ok: true, contentType: 'image/x-icon' };
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // An SVG file: optional XML declaration, document type and comments, then the svg element.
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s/>]/i.test(text))
    return { ok: false, reason: 'not a PNG, ICO or SVG image' };
  if (text.includes('\uFFFD')) return { ok: false, reason: 'SVG is not UTF-8 text' };
  const problem = await svgLogoProblem(text);
  if (problem) return { ok: false, reason: SVG_REFUSED, detail: `SVG carries ${problem}` };
  return { ok: true, contentType: 'image/svg+xml' };
}
