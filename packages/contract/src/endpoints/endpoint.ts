import type { z } from 'zod';

type Zod = z.ZodType | undefined;
export type HttpMethod = 'GET' | 'POST';

/**
 * One JSON endpoint as both sides see it: its method and path, what the OpenAPI document says of it, and the zod
 * schemas of its input and replies. The server binds a handler to it (apps/server/src/modules/router.ts); the
 * handler's `req.params`, `req.query` and `req.body` are typed from these schemas.
 */
export type Endpoint<P extends Zod = Zod, Q extends Zod = Zod, B extends Zod = Zod, R extends z.ZodType = z.ZodType> = {
  method: HttpMethod;
  path: string;
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** the media types of a body that is not JSON */
  consumes?: readonly string[];
  /** the media types of a reply that is a file (the OpenAPI document's; errors carry the envelope) */
  produces?: readonly string[];
  /** the envelope of the 200 reply; none for a reply that is a file */
  response?: R;
  /** the replies other than the 200 envelope the OpenAPI document lists (the error envelopes of its refusals) */
  otherReplies?: Record<number, z.ZodType>;
};

type Schemas<P extends Zod, Q extends Zod, B extends Zod, R extends z.ZodType> = Omit<
  Endpoint<P, Q, B, R>,
  'method' | 'path' | 'summary'
>;

/** Declares an endpoint: `endpoint('GET', ApiPath.x, 'What it answers', { querystring, response })`. */
export const endpoint = <
  R extends z.ZodType = z.ZodAny,
  P extends Zod = undefined,
  Q extends Zod = undefined,
  B extends Zod = undefined,
>(
  method: HttpMethod,
  path: string,
  summary: string,
  schemas: Schemas<P, Q, B, R> = {},
): Endpoint<P, Q, B, R> => ({ method, path, summary, ...schemas });
