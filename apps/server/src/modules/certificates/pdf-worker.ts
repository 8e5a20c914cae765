import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * pdf-lib decodes and re-compresses the embedded PNG in JavaScript (~0.3 s of CPU for the print-size sheet): done
 * on the event loop it would stall every other request of this instance. It runs in one worker thread instead,
 * started on first use and unref'd (it never keeps the process alive). The worker's code is inline, and it loads
 * pdf-lib from the path resolved here, so it works the same from src/ and from the bundled dist/main.js.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFDocument } = require(workerData.pdfLib);
parentPort.on('message', async ({ id, png, meta }) => {
  try {
    const pdf = await PDFDocument.create();
    pdf.setTitle(meta.title);
    pdf.setAuthor(meta.author);
    pdf.setSubject(meta.subject);
    pdf.setCreator(meta.author);
    pdf.setProducer(meta.author);
    const image = await pdf.embedPng(png);
    const pw = 841.89, ph = 595.28; // A4 landscape, in points
    const page = pdf.addPage([pw, ph]);
    const fit = image.scaleToFit(pw, ph);
    page.drawImage(image, { x: (pw - fit.width) / 2, y: (ph - fit.height) / 2, width: fit.width, height: fit.height });
    const bytes = await pdf.save();
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
});
`;

export type PdfMeta = { title: string; author: string; subject: string };
type Reply = { id: number; bytes?: Uint8Array; error?: string };

export function createPdfWorker() {
  const pdfLib = createRequire(import.meta.url).resolve('pdf-lib');
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();

  function start(): Worker {
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { pdfLib } });
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

  return {
    /** One A4 landscape page holding the PNG, with the document's title, author and subject. */
    render(png: Buffer, meta: PdfMeta): Promise<Buffer> {
      worker ??= start();
      const id = ++next;
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker!.postMessage({ id, png, meta });
      });
    },
    async close() {
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}
export type PdfWorker = ReturnType<typeof createPdfWorker>;
