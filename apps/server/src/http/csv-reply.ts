import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { CsvFile } from '../lib/csv.ts';

/** A file name safe in a header's quoted string: letters, digits, dot, dash and underscore only. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * A CSV download, written as its chunks come (UTF-8 without a byte-order mark): the reply pulls the next chunk only
 * when the previous one has gone out, so a slow reader slows the reads instead of filling memory. `Readable.from`
 * holds one chunk (its high-water mark is 1) and Fastify pipes it into the response, which waits for 'drain': a
 * reader that stops reading leaves the export a few MB ahead of it (the sockets' buffers), never the file.
 */
export const sendCsv = (reply: FastifyReply, { fileName, chunks }: CsvFile) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${safeName(fileName)}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks) as never);
