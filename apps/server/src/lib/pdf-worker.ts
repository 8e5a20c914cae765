import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { DOCUMENT_FONTS } from './document-fonts.ts';

/**
 * pdf-lib does its work in JavaScript: decoding and re-compressing a certificate's PNG (~0.3 s of CPU for the
 * print-size sheet), laying out a contract's text in an embedded font (~0.4 s: the font engine shapes every word).
 * Done on the event loop it would stall every other request of this instance. It runs in a worker thread instead,
 * started on first use and unref'd (it never keeps the process alive). The worker's code is inline, and it loads
 * pdf-lib and its font engine from the paths resolved here, so it works the same from src/ and from the bundled
 * dist/main.js.
 */
const WORKER_SOURCE = `
const { readFileSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const { PDFDocument, rgb } = require(workerData.pdfLib);
const { Readable } = require('node:stream');
const upstream = require(workerData.fontkit);
let fontFiles;

// fontkit itself, not pdf-lib's old fork of it: the fork writes broken TrueType subsets (a short 'loca' table
// without even-length glyph records), so that most letters print blank while the text still extracts. pdf-lib
// asks a subset for encodeStream(), which fontkit 2 replaced with encode().
const fontkit = {
  create(bytes) {
    const font = upstream.create(Buffer.from(bytes));
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      subset.encodeStream = () => Readable.from([subset.encode()]);
      return subset;
    };
    return font;
  },
};

function describe(pdf, meta) {
  if (meta.title) pdf.setTitle(meta.title);
  if (meta.author) {
    pdf.setAuthor(meta.author);
    pdf.setCreator(meta.author);
    pdf.setProducer(meta.author);
  }
  if (meta.subject) pdf.setSubject(meta.subject);
  if (meta.createdAt) pdf.setCreationDate(new Date(meta.createdAt));
  if (meta.modifiedAt) pdf.setModificationDate(new Date(meta.modifiedAt));
}

async function imagePdf({ png, meta }) {
  const pdf = await PDFDocument.create();
  describe(pdf, meta);
  const image = await pdf.embedPng(png);
  const pw = 841.89, ph = 595.28; // A4 landscape, in points
  const page = pdf.addPage([pw, ph]);
  const fit = image.scaleToFit(pw, ph);
  page.drawImage(image, { x: (pw - fit.width) / 2, y: (ph - fit.height) / 2, width: fit.width, height: fit.height });
  return pdf.save();
}

// Paragraphs down A4 pages, a page added when one is full; lines break at plain spaces only (never inside
// "10.000 $"), each word measured once (the font engine's layout is the costly part).
async function textPdf({ base, blocks, meta }) {
  const pdf = base ? await PDFDocument.load(base) : await PDFDocument.create();
  describe(pdf, meta);
  pdf.registerFontkit(fontkit);
  fontFiles ??= { regular: readFileSync(workerData.fonts.regular), bold: readFileSync(workerData.fonts.bold) };
  const regular = await pdf.embedFont(fontFiles.regular, { subset: true });
  const bold = await pdf.embedFont(fontFiles.bold, { subset: true });
  const A4 = [595.28, 841.89], margin = 56, width = A4[0] - 2 * margin, color = rgb(0.11, 0.14, 0.2);
  let page = pdf.addPage(A4);
  let y = A4[1] - margin;
  const line = (text, size, font) => {
    if (y < margin + size) {
      page = pdf.addPage(A4);
      y = A4[1] - margin;
    }
    page.drawText(text, { x: margin, y, size, font, color });
    y -= size + 4;
  };
  for (const b of blocks) {
    if (b.space) { y -= b.space; continue; }
    const font = b.strong ? bold : regular;
    const space = font.widthOfTextAtSize(' ', b.size);
    let current = '', used = 0;
    for (const word of b.text.normalize('NFC').split(/[ \\t\\r\\n]+/)) {
      const wide = font.widthOfTextAtSize(word, b.size);
      if (!current) [current, used] = [word, wide];
      else if (used + space + wide > width) {
        line(current, b.size, font);
        [current, used] = [word, wide];
      } else [current, used] = [current + ' ' + word, used + space + wide];
    }
    if (current) line(current, b.size, font);
    y -= 6;
  }
  return pdf.save({ useObjectStreams: false });
}

parentPort.on('message', async ({ id, job }) => {
  try {
    const bytes = await (job.kind === 'image' ? imagePdf(job) : textPdf(job));
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
});
`;

export type PdfMeta = {
  author?: string;
  title?: string;
  subject?: string;
  /** ISO instants */
  createdAt?: string;
  modifiedAt?: string;
};
/** A paragraph of text (size in points, bold or not), or vertical space (points). */
export type PdfBlock = { text: string; size: number; strong?: boolean } | { space: number };
type Job =
  | { kind: 'image'; png: Buffer; meta: PdfMeta }
  | { kind: 'text'; base?: Uint8Array; blocks: PdfBlock[]; meta: PdfMeta };
type Reply = { id: number; bytes?: Uint8Array; error?: string };

export function createPdfWorker() {
  const resolve = createRequire(import.meta.url).resolve;
  const workerData = {
    pdfLib: resolve('pdf-lib'),
    fontkit: resolve('fontkit'),
    fonts: { regular: DOCUMENT_FONTS.regular, bold: DOCUMENT_FONTS.bold },
  };
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();

  function start(): Worker {
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData });
    w.unref();
    w.on('message', (m: Reply) => {
      const job = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.bytes) job?.resolve(Buffer.from(m.bytes));
      else job?.reject(new Error(m.error ?? 'pdf worker failed'));
    });
    // A crashed worker fails what it held; the next render starts a new one.
    const fail = (error: Error) => {
      if (worker === w) worker = undefined;
      for (const job of waiting.values()) job.reject(error);
      waiting.clear();
    };
    w.on('error', fail);
    w.on('exit', (code) => fail(new Error(`pdf worker exited with ${code}`)));
    return w;
  }

  function run(job: Job): Promise<Buffer> {
    worker ??= start();
    const id = ++next;
    return new Promise<Buffer>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker!.postMessage({ id, job });
    });
  }

  return {
    /** One A4 landscape page holding the PNG, with the document's title, author and subject. */
    render: (png: Buffer, meta: PdfMeta) => run({ kind: 'image', png, meta }),
    /**
     * Text in the documents' embedded fonts (lib/document-fonts.ts): every character prints and is extracted as
     * itself. With `base`, the pages are added after that PDF's.
     */
    text: (blocks: PdfBlock[], meta: PdfMeta, base?: Uint8Array) =>
      run({ kind: 'text', blocks, meta, ...(base ? { base } : {}) }),
    async close() {
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}
export type PdfWorker = ReturnType<typeof createPdfWorker>;
