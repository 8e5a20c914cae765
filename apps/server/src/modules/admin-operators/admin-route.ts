import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OperatorAction } from '@portal/contract';
import { sendCsv } from '../../http/csv-reply.ts';
import type { CsvFile } from '../../lib/csv.ts';
import type { AdminCaller } from './admin-caller.ts';
import { router, type Bind, type Security } from '../router.ts';
import { SESSION_OR_KEY, type GuardOptions } from './admin-guard.ts';

/** Where the console's routes are registered (app.ts), behind the operator guard of that prefix. */
export const ADMIN_PREFIX = '/api/admin/v1';

/**
 * A console route's URL within the admin prefix, for a route registered in a plugin under it; the contract's
 * paths are the full ones. A console route registered anywhere else (outside the operator guard) fails at start.
 */
export function underAdminPrefix(app: FastifyInstance, path: string): string {
  if (app.prefix !== ADMIN_PREFIX || !path.startsWith(`${ADMIN_PREFIX}/`))
    throw new Error(`console route ${path} registered outside ${ADMIN_PREFIX} (prefix "${app.prefix}")`);
  return path.slice(ADMIN_PREFIX.length);
}

type Access = OperatorAction | GuardOptions;

/**
 * The one shape of a back-office route (docs/decisions/013-operators-and-admin-api.md): who may call it in its
 * config, checked by the operator guard of the admin prefix (admin-guard.ts) on every call; tagged `admin`, an
 * operator's session or an API key unless said otherwise, one 200 envelope (router.ts).
 * `action`: who may call, the action checked against the role's or key's permissions, or the guard's own options;
 * given to the router, it is every route's that does not name its own; so is the router's `security`.
 */
export function adminRouter(app: FastifyInstance): Bind<{ action: Access }>;
export function adminRouter(app: FastifyInstance, action: Access, security?: Security): Bind<{ action?: Access }>;
export function adminRouter(
  app: FastifyInstance,
  groupAction?: Access,
  groupSecurity: Security = SESSION_OR_KEY,
): Bind<{ action?: Access }> {
  const bind = router(app, { tags: ['admin'] }, (endpoint) => underAdminPrefix(app, endpoint.path));
  return (endpoint, { action = groupAction, config, security = groupSecurity, ...binding }) => {
    if (action === undefined) throw new Error(`console route ${endpoint.path} names no action`);
    bind(endpoint, { ...binding, security, config: { ...config, operatorAccess: action } });
  };
}

/**
 * What a console call on one record answers (its endpoint has the record's id in its path): the service's step,
 * given the caller, the id and the request's body.
 */
export const onRecord =
  <Body, Data>(step: (caller: AdminCaller, id: string, body: Body) => Promise<Data>) =>
  (req: { admin: AdminCaller; params: { id: string }; body: Body }) =>
    step(req.admin, req.params.id, req.body);

/** What a console list answers: the service's step, given the caller and the request's query (its filters). */
export const onQuery =
  <Query, Data>(step: (caller: AdminCaller, query: Query) => Promise<Data>) =>
  (req: { admin: AdminCaller; query: Query }) =>
    step(req.admin, req.query);

/** A console list's CSV download: the service's export, given the caller and the list's filters. */
export const csvDownload =
  <Query>(step: (caller: AdminCaller, query: Query) => Promise<CsvFile>) =>
  async (req: { admin: AdminCaller; query: Query }, reply: FastifyReply) =>
    sendCsv(reply, await step(req.admin, req.query));
