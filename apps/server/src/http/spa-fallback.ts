import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@portal/contract';

/** Where the firm's console lives (apps/backoffice, Vite base /backoffice/). */
export const BACKOFFICE_PREFIX = '/backoffice';

/**
 * The server's own path prefixes: the API, the operations endpoints and the sandbox providers' pages. Nothing
 * under them is a page of either app, so an unknown path there is a 404 of the server, never an app's index.html.
 */
export const SERVER_PREFIXES = [
  '/api',
  '/health',
  '/ready',
  '/metrics',
  '/platform',
  '/kyc',
  '/payments',
  '/brand-assets',
] as const;

/** Whether a path is the server's own (one of SERVER_PREFIXES, alone or followed by / ? or #). */
export const isServerPath = (url: string): boolean =>
  SERVER_PREFIXES.some((p) => url.startsWith(p) && /^(?:[/?#]|$)/.test(url.slice(p.length)));

/** Whether a page path belongs to the console: /backoffice, /backoffice/…, /backoffice?… */
export const isBackofficePath = (url: string): boolean => /^\/backoffice(?:[/?#]|$)/.test(url);

/**
 * The index.html answer for a page path of a single-page app (production only): the console's for its paths,
 * the trader app's for every other, so the trader app never swallows /backoffice/* (its router would show
 * "not found"); a path whose app is not built is a 404 envelope, as any unknown path.
 */
export function spaFallback(
  dirs: { web: string | null; backoffice: string | null },
  /** The trader app's page rendered per host with its start-up data (web-index.ts). */
  webPage?: (request: FastifyRequest, reply: FastifyReply) => unknown,
) {
  if (!dirs.web && !dirs.backoffice) return undefined;
  return (request: FastifyRequest, reply: FastifyReply) => {
    const backoffice = isBackofficePath(request.url);
    if (!backoffice && dirs.web && webPage) return webPage(request, reply);
    const root = backoffice ? dirs.backoffice : dirs.web;
    if (root) return reply.type('text/html').sendFile('index.html', root);
    return reply.status(404).send({
      result: ResultCode.RequestIsNotValid,
      data: { issues: [{ path: request.url.split('?')[0] ?? '', message: 'not found' }] },
    });
  };
}
