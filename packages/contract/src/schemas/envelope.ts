import { z } from 'zod';
import { ResultCode } from '../result-codes.ts';

/**
 * Every reply is `{ result, data }` (SPEC §3 "Response envelope"); result 0 means OK. This is a call's success;
 * its refusals (another result code) are described in refusals.ts.
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ result: z.literal(ResultCode.Ok), data: data.nullable() });
}

export const emptyEnvelope = envelope(z.null());

/** Every item of a short list at once: no paging. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** A page of `item` with the total number of rows the filters match. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), totalCount: z.number().int() });

/** One field of a request that failed validation (HTTP 400, result -200), and why. */
export const validationIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  /** what exactly was refused, where the message is a kind (e.g. the SVG element or attribute) */
  detail: z.string().optional(),
});
