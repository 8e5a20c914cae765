import type { FastifyReply } from 'fastify';

/** A document answered for the browser to show, not save (a file name when it is saved after all). */
export const sendInline = (reply: FastifyReply, mime: string, bytes: Buffer, fileName?: string) =>
  reply
    .type(mime)
    .header('content-disposition', fileName ? `inline; filename="${fileName}"` : 'inline')
    .send(bytes);
