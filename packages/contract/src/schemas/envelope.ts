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

/** One field of a request that failed validation (HTTP 400, result -200), and why. */
export const validationIssueSchema = z.object({ path: z.string(), message: z.string() });
