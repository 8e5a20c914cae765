import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The reply carries a credential its schema does not show by name (a signed sign-in address, the
     * credentials dialog's data): never stored by a browser or a proxy.
     */
    noStore?: boolean;
  }
}

/** Reply fields whose string values are credentials (token, refreshToken, password, secret, apiKey…). */
const CREDENTIAL_FIELD = /token|password|secret|credential|api[-_]?key/i;

type JsonSchema = { [key: string]: unknown };
const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null;

function allowsString(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  const type = schema.type;
  if (type === 'string' || (Array.isArray(type) && type.includes('string'))) return true;
  return ['anyOf', 'oneOf', 'allOf'].some((k) => Array.isArray(schema[k]) && schema[k].some(allowsString));
}

function hasCredentialField(schema: unknown, seen = new Set<unknown>()): boolean {
  if (!isObject(schema) || seen.has(schema)) return false;
  seen.add(schema);
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [name, value] of Object.entries(properties)) {
    if (CREDENTIAL_FIELD.test(name) && allowsString(value)) return true;
  }
  const children = [
    ...Object.values(properties),
    schema.items,
    schema.additionalProperties,
    ...(Array.isArray(schema.prefixItems) ? schema.prefixItems : []),
    ...['anyOf', 'oneOf', 'allOf'].flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as unknown[]) : [])),
    ...Object.values(isObject(schema.$defs) ? schema.$defs : {}),
  ];
  return children.some((child) => hasCredentialField(child, seen));
}

/** Whether a reply schema (zod or JSON Schema) has a string field named like a credential, at any depth. */
export function replyCarriesCredentials(schema: unknown): boolean {
  if (schema instanceof z.ZodType) {
    return hasCredentialField(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'output' }));
  }
  return hasCredentialField(schema);
}

/**
 * Cache-Control for replies that carry credentials (docs/decisions/004-auth-tokens.md): a token, password or
 * secret must never sit in a browser's or a proxy's cache. Keyed on the route's reply schema, so a new route
 * returning a token is covered without anyone remembering to; `config.noStore` marks what a schema cannot
 * show. Such replies, and any reply setting a cookie, are forced to `no-store` whatever the handler set;
 * every other /api reply is `no-store` unless its route chose a cache policy (e.g. the public brand).
 * Register before the routes: onRoute sees only routes added after it. `onSend: false` leaves the per-reply half
 * to the caller (the app's one onSend hook, pipeline/api-hooks.ts).
 */
export function registerNoStore(app: FastifyInstance, { onSend = true }: { onSend?: boolean } = {}): void {
  app.addHook('onRoute', (route) => {
    const replies = isObject(route.schema?.response) ? Object.values(route.schema.response) : [];
    if (route.config?.noStore || replies.some(replyCarriesCredentials)) {
      route.config = { ...route.config, noStore: true };
    }
  });
  if (!onSend) return;
  app.addHook('onSend', (request, reply, _payload, done) => {
    applyNoStore(request, reply);
    done();
  });
}

/** The onSend half of registerNoStore, run from the app's one onSend hook (pipeline/api-hooks.ts). */
export function applyNoStore(request: FastifyRequest, reply: FastifyReply): void {
  if (request.routeOptions.config?.noStore || reply.hasHeader('set-cookie')) {
    void reply.header('cache-control', 'no-store');
  } else if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
    void reply.header('cache-control', 'no-store');
  }
}
