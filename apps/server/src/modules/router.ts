import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@portal/contract';
import { ok, okEmpty } from '../domain/result.ts';

type Zod = z.ZodType | undefined;
/** An OpenAPI security requirement: the schemes any one of which lets a call through. */
export type Security = Record<string, string[]>[];

/** The schema a route is registered with: what fastify-type-provider-zod types `req` and the reply from. */
export type RouteSchema<P extends Zod, Q extends Zod, B extends Zod, R extends z.ZodType> = {
  tags: string[];
  security?: Security;
  summary: string;
  params: P;
  querystring: Q;
  body: B;
  consumes?: readonly string[];
  produces?: readonly string[];
  response: { 200: R };
};

export type RouteHandler<P extends Zod, Q extends Zod, B extends Zod, R extends z.ZodType> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<P, Q, B, R>,
  ZodTypeProvider
>;

/** The request a handler gets, typed from the route's schemas. */
export type RouteRequest<P extends Zod, Q extends Zod, B extends Zod, R extends z.ZodType> = Parameters<
  RouteHandler<P, Q, B, R>
>[0];

/**
 * What a route answers with: its own `handler`; or the `data` of the 200 envelope, which the router wraps in it;
 * or, for a step that answers nothing, `done`, after which the router answers the empty envelope.
 */
type Answer<P extends Zod, Q extends Zod, B extends Zod, R extends z.ZodType> =
  | { handler: RouteHandler<P, Q, B, R>; data?: never; done?: never }
  | {
      data: (req: RouteRequest<P, Q, B, R>) => Promise<EnvelopeData<R>> | EnvelopeData<R>;
      handler?: never;
      done?: never;
    }
  | { done: (req: RouteRequest<P, Q, B, R>) => Promise<unknown>; handler?: never; data?: never };
type EnvelopeData<R extends z.ZodType> = z.output<R> extends { data: infer D } ? D : never;

/** What the server adds to an endpoint of the contract: its answer, and the options of its registration. */
export type Binding<P extends Zod, Q extends Zod, B extends Zod, R extends z.ZodType> = Answer<P, Q, B, R> & {
  bodyLimit?: number;
  config?: FastifyContextConfig;
  compress?: RouteShorthandOptions['compress'];
  /** who may call, when not the router's callers (e.g. a call that a refresh token alone may make) */
  security?: Security;
};

/** Who may call a router's routes unless a route says otherwise: the preHandler that checks it, and its scheme. */
export type RouteAccess = { preHandler: preHandlerAsyncHookHandler; security: Security };

/** What a router adds to each of its routes: its OpenAPI tags, and its access check (none: the routes are for guests). */
export type RouterDefaults = { tags: string[]; access?: RouteAccess };

/** Drops the keys left undefined, so the route is registered with exactly the options given. */
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/** A handler answering `{ result: Ok, data }` with what `data` answers. */
const inEnvelope =
  <Req, D>(data: (req: Req) => Promise<D> | D) =>
  async (req: Req) =>
    ok(await data(req));
/** A handler answering the empty envelope once `done` is. */
const emptyOnceDone =
  <Req>(done: (req: Req) => Promise<unknown>) =>
  async (req: Req) => {
    await done(req);
    return okEmpty();
  };

/** Binds a handler to an endpoint of the contract: `route(ordersEndpoints.orders, { data: (req) => ... })`. */
export type Bind<Extra = object> = <
  R extends z.ZodType = z.ZodAny,
  P extends Zod = undefined,
  Q extends Zod = undefined,
  B extends Zod = undefined,
>(
  endpoint: Endpoint<P, Q, B, R>,
  binding: Binding<P, Q, B, R> & Extra,
) => void;

/**
 * The one shape of a JSON route: the endpoint the contract declares (method, path, summary, schemas), tags and
 * access from the router, one 200 envelope, and the handler the route binds. `req.params`, `req.query` and
 * `req.body` are typed from the endpoint's zod schemas, as with `r.get`/`r.post`.
 * `url`: where the route is registered, when not at the endpoint's path (a plugin under a prefix).
 */
export function router(
  app: FastifyInstance,
  defaults: RouterDefaults,
  url = (endpoint: Endpoint) => endpoint.path,
): Bind {
  const r = app.withTypeProvider<ZodTypeProvider>();
  return (endpoint, binding) => {
    const { handler, data, done, bodyLimit, config, compress, security } = binding;
    const { method, path: _path, response, otherReplies, ...schema } = endpoint;
    const { tags, access } = defaults;
    const routeSchema = defined({
      tags,
      security: security ?? access?.security,
      ...schema,
      response: response && { 200: response, ...otherReplies },
    });
    r.route(
      defined({
        method,
        url: url(endpoint as Endpoint),
        preHandler: access?.preHandler,
        bodyLimit,
        config,
        compress,
        // an absent params/querystring/body is the `undefined` its type parameter defaults to
        schema: routeSchema as RouteSchema<z.ZodType, z.ZodType, z.ZodType, z.ZodType>,
        // a binding has one of `handler`, `data` and `done` (Answer)
        handler: (handler ?? (data ? inEnvelope(data) : done && emptyOnceDone(done))) as RouteHandler<
          z.ZodType,
          z.ZodType,
          z.ZodType,
          z.ZodType
        >,
      }),
    );
  };
}
