import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyContextConfig,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OperatorAction } from '@portal/contract';
import type { z } from 'zod';
import { SESSION_OR_KEY, type GuardOptions } from './admin-guard.ts';

/** Where the console's routes are registered (app.ts), behind the operator guard of that prefix. */
export const ADMIN_PREFIX = '/api/admin/v1';

type Zod = z.ZodType | undefined;
/** The schema an admin route is registered with: what fastify-type-provider-zod types `req` and the reply from. */
type AdminSchema<P extends Zod, Q extends Zod, B extends Zod, R extends z.ZodType> = {
  tags: string[];
  security: typeof SESSION_OR_KEY;
  summary: string;
  params: P;
  querystring: Q;
  body: B;
  consumes?: string[];
  produces?: readonly string[];
  response: { 200: R };
};

export type AdminRouteSpec<P extends Zod, Q extends Zod, B extends Zod, R extends z.ZodType> = {
  method: 'GET' | 'POST';
  url: string;
  /** who may call: the action checked against the role's or key's permissions, or the guard's own options */
  action: OperatorAction | GuardOptions;
  summary: string;
  /** default: an operator's session or an API key */
  security?: typeof SESSION_OR_KEY;
  params?: P;
  querystring?: Q;
  body?: B;
  consumes?: string[];
  /** the media types of a reply that is a file (the OpenAPI document's; errors carry the envelope) */
  produces?: readonly string[];
  /** the envelope of the 200 reply */
  response: R;
  bodyLimit?: number;
  config?: FastifyContextConfig;
};

type AdminHandler<P extends Zod, Q extends Zod, B extends Zod, R extends z.ZodType> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  AdminSchema<P, Q, B, R>,
  ZodTypeProvider
>;

/** Drops the keys left undefined, so the route is registered with exactly the options given. */
const defined = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

/**
 * A console route's URL within the admin prefix, for a route registered in a plugin under it; the contract's
 * paths are the full ones. A console route registered anywhere else (outside the operator guard) fails at start.
 */
export function underAdminPrefix(app: FastifyInstance, path: string): string {
  if (app.prefix !== ADMIN_PREFIX || !path.startsWith(`${ADMIN_PREFIX}/`))
    throw new Error(`console route ${path} registered outside ${ADMIN_PREFIX} (prefix "${app.prefix}")`);
  return path.slice(ADMIN_PREFIX.length);
}

/**
 * The one shape of a back-office route (docs/decisions/013-operators-and-admin-api.md): who may call it in its
 * config, checked by the operator guard of the admin prefix (admin-guard.ts) on every call; tagged `admin`, an
 * operator's session or an API key unless said otherwise, one 200 envelope. `req.params`, `req.query` and
 * `req.body` are typed from the zod schemas given, as with `r.get`/`r.post`.
 */
export function adminRouter(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  return function route<
    R extends z.ZodType,
    P extends Zod = undefined,
    Q extends Zod = undefined,
    B extends Zod = undefined,
  >(spec: AdminRouteSpec<P, Q, B, R>, handler: AdminHandler<P, Q, B, R>) {
    const { method, url, action, bodyLimit, config, security = SESSION_OR_KEY, response, ...schema } = spec;
    // an absent params/querystring/body is the `undefined` its type parameter defaults to
    const routeSchema = defined({ tags: ['admin'], security, ...schema, response: { 200: response } });
    r.route<RouteGenericInterface, ContextConfigDefault, AdminSchema<P, Q, B, R>>(
      defined({
        method,
        url: underAdminPrefix(app, url),
        bodyLimit,
        config: { ...config, operatorAccess: action },
        schema: routeSchema as AdminSchema<P, Q, B, R>,
        handler,
      }),
    );
  };
}
