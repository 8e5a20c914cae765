import { z } from 'zod';

/** Every reply is `{ result, data }` (SPEC §3 "Response envelope"); result 0 means OK. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ result: z.number().int(), data: data.nullable() });
}

export const emptyEnvelope = envelope(z.null());

/** The reply of a request that failed validation (HTTP 400, result -200). */
export const validationIssueSchema = z.object({ path: z.string(), message: z.string() });
export const validationErrorEnvelope = envelope(z.object({ issues: z.array(validationIssueSchema) }));

/** The reply of a refused or failed call that carries no data. */
export const errorEnvelope = envelope(z.unknown());
