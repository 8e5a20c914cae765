import { DOCUMENT_FONTS } from '../../lib/document-fonts.ts';
import { loadOnce } from '../../domain/load-once.ts';
import { SHEET } from './certificate-document.ts';

/** resvg (a native library) and qrcode are loaded when the first sheet is drawn, not at start. */
const resvg = loadOnce(() => import('@resvg/resvg-js'));
const qrcode = loadOnce(() => import('qrcode'));

/**
 * SVG → PNG with resvg (the PDF: lib/pdf-worker.ts) (docs/decisions/019-certificates.md), in the documents' own fonts
 * (lib/document-fonts.ts): never the system's, so every machine renders the same sheet.
 */
const FONT_FILES = [DOCUMENT_FONTS.regular, DOCUMENT_FONTS.medium, DOCUMENT_FONTS.bold];

/** The sheet as PNG, off the event loop (resvg's thread pool); `scale` 1 the preview, 1.5 what the PDF embeds. */
export async function renderPng(svg: string, scale = 1): Promise<Buffer> {
  const { renderAsync } = await resvg();
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: SHEET.width * scale },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Inter' },
    background: '#ffffff',
  });
  return image.asPng();
}

/** The QR code's modules for a text (error correction M: a crease or a stain still scans). */
export async function qrModules(text: string): Promise<boolean[][]> {
  const QRCode = (await qrcode()).default;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.modules.get(r, c) === 1));
}
