/** The content type of every JSON reply written as text. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** A reply's JSON text and that text's length in bytes as content-length writes it. */
export type ReplyText = { readonly text: string; readonly length: string };
