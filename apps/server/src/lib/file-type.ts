import type { DOCUMENT_TYPES } from '@portal/contract';

/**
 * The type of an uploaded file from its first bytes (never from its name or the browser's word): the three kinds
 * identity documents come in. Anything else is undefined.
 */
export type DocumentMime = (typeof DOCUMENT_TYPES)[number];

const starts = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export function sniffDocumentType(bytes: Uint8Array): DocumentMime | undefined {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return undefined;
}
