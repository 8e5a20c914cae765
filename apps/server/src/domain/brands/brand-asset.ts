/**
 * What an uploaded logo or favicon is, judged from its bytes alone (a client's Content-Type or file name is not
 * trusted): PNG, ICO or SVG. An SVG is a document a browser runs, so one that could carry script is refused
 * rather than cleaned: scripts, event handlers, foreign objects, embedded documents, external references,
 * entity declarations. A logo has no need of any of them.
 */
export const BRAND_ASSET_MAX_BYTES = 256 * 1024;

export type AssetVerdict = { ok: true; contentType: string } | { ok: false; reason: string };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ICO = Buffer.from([0x00, 0x00, 0x01, 0x00]);

/** Patterns no logo needs and a browser would act on. */
const SVG_REFUSED: [RegExp, string][] = [
  [/<\s*script/i, 'script'],
  [/\son[a-z]+\s*=/i, 'event handler'],
  [/<\s*foreignObject/i, 'foreignObject'],
  [/<\s*(iframe|embed|object|audio|video|handler|listener)\b/i, 'embedded content'],
  [/<!\s*(DOCTYPE|ENTITY)/i, 'document type or entity'],
  [/javascript\s*:/i, 'javascript: link'],
  [/(?:xlink:)?href\s*=\s*["']\s*(?!#|data:image\/(?:png|jpeg|gif|webp);)/i, 'external reference'],
  [/url\s*\(\s*["']?\s*(?!#)/i, 'external url()'],
  [/@import/i, '@import'],
  [/<\s*set\b|<\s*animate\b[^>]*attributeName\s*=\s*["']?(?:href|xlink:href)/i, 'animated link'],
];

export function judgeBrandAsset(bytes: Buffer): AssetVerdict {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > BRAND_ASSET_MAX_BYTES) return { ok: false, reason: `larger than ${BRAND_ASSET_MAX_BYTES} bytes` };
  if (bytes.subarray(0, 8).equals(PNG)) return { ok: true, contentType: 'image/png' };
  if (bytes.subarray(0, 4).equals(ICO)) return { ok: true, contentType: 'image/x-icon' };
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  // An SVG file: optional XML declaration and comments, then the svg element.
  if (!/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text))
    return { ok: false, reason: 'not a PNG, ICO or SVG image' };
  if (text.includes('\uFFFD')) return { ok: false, reason: 'SVG is not UTF-8 text' };
  for (const [pattern, what] of SVG_REFUSED)
    if (pattern.test(text)) return { ok: false, reason: `SVG carries ${what}` };
  return { ok: true, contentType: 'image/svg+xml' };
}
