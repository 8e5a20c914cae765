import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { z } from 'zod';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { isConsolePath } from './console-site.ts';
import {
  SITE_VERSION,
  faultEnvelope,
  forbiddenEnvelope,
  invalidRequestEnvelope,
  notFoundEnvelope,
  refusalEnvelope,
  tooManyRequestsEnvelope,
  unauthorizedEnvelope,
} from '@portal/contract';

type Transform = typeof jsonSchemaTransform;
type RouteDocument = Parameters<Transform>[0];
type RouteSchema = {
  response?: Record<string, unknown>;
  security?: Record<string, string[]>[];
  operationId?: string;
  produces?: readonly string[];
  hide?: boolean;
};

const json = (description: string, schema: z.ZodType) => ({ description, content: { 'application/json': { schema } } });

/** The schemes that only the back office's callers hold: a refusal of theirs may be a 403. */
const ADMIN_SCHEMES = ['operatorSession', 'apiKey'];

/**
 * `GET /api/Payouts/v1/:id` → `getPayoutsV1ById`: stable, unique (one route per method and path) and URL-safe.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'api')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/**
 * Every reply the route can send, as the server sends it (ARCHITECTURE "The wire contract"): 200 is the success or
 * a refusal (a result code other than 0, SPEC §8); 400 a request that is not valid; 401/403 for a caller without
 * the right credentials; 413/415 for a body too large or of another type; 429 when rate-limited; 500 and 503 for
 * faults. A route documents any other status it answers in its own `response` (e.g. 409); the operations outside
 * /api (health, readiness, metrics) answer what their own `response` says, or 400 for an address not valid.
 */
function documentedReplies(schema: RouteSchema, method: string, url: string): Record<string, unknown> {
  const own = schema.response ?? {};
  const api = url.startsWith('/api/');
  const schemes = (schema.security ?? []).flatMap((requirement) => Object.keys(requirement));
  const success = own['200'];
  const replies: Record<string, unknown> = {};
  // Any address may be refused before its route runs (a URL that does not decode, a control character).
  replies['400'] = json('The request is not valid (-200)', invalidRequestEnvelope);
  if (api) {
    if (schemes.length > 0) replies['401'] = json('No valid access token or session (-9, -17)', unauthorizedEnvelope);
    // An admin call is refused off the console's origin too, signed in or not.
    if (url.startsWith('/api/admin/') || schemes.some((s) => ADMIN_SCHEMES.includes(s)))
      replies['403'] = json('The caller may not make this call, or not from here (-50)', forbiddenEnvelope);
    if (method === 'POST') {
      replies['413'] = json('The body is larger than the server takes (-200)', invalidRequestEnvelope);
      replies['415'] = json('The body is of a type the call does not take (-200)', invalidRequestEnvelope);
    }
    replies['429'] = json('Too many calls (-10); Retry-After says when to try again', tooManyRequestsEnvelope);
    replies['500'] = json('A fault (-8), logged under data.requestId', faultEnvelope);
    replies['503'] = json('The database cannot be reached (-8); Retry-After says when to try again', faultEnvelope);
  }
  for (const [status, reply] of Object.entries(own))
    replies[status] = reply instanceof z.ZodType ? json(reply.description ?? 'The reply', reply) : reply;
  if (schema.produces?.length) {
    replies['200'] = fileReply(schema.produces, api);
    if (api) replies['404'] ??= json('No such file (-6)', notFoundEnvelope);
  } else if (success instanceof z.ZodType && api)
    replies['200'] = json(
      'The success (`result` 0) or a refusal (another result code)',
      z.union([success, refusalEnvelope]),
    );
  // The console's origin answers only the console's calls; asked there, any other is not found.
  if (!isConsolePath(url))
    replies['404'] ??= json(
      "Not served on this origin: the console's answers only its own calls (-200)",
      notFoundEnvelope,
    );
  return Object.fromEntries(Object.entries(replies).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * A route that answers with a file or text of its own (an image, a PDF, an event stream): its media types, and on
 * /api a refusal in the envelope (e.g. -6, no such file).
 */
function fileReply(produces: readonly string[], api: boolean) {
  const file = { schema: z.string().meta({ format: 'binary' }) };
  return {
    description: api ? 'The file, or a refusal in the envelope' : 'The reply',
    content: {
      ...Object.fromEntries(produces.map((type) => [type, file])),
      ...(api ? { 'application/json': { schema: refusalEnvelope } } : {}),
    },
  };
}

/** Each route's operation: its id, its security requirement (`[]` when public) and every reply it can send. */
const transform: Transform = (document: RouteDocument) => {
  const schema = document.schema as RouteSchema | undefined;
  if (!schema || schema.hide) return jsonSchemaTransform(document);
  const method = [document.route.method].flat()[0] ?? 'GET';
  return jsonSchemaTransform({
    ...document,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdOf(method, document.url),
      security: schema.security ?? [],
      response: documentedReplies(schema, method, document.url),
    } as RouteDocument['schema'],
  });
};

const COMPONENT = '#/components/schemas/';

/**
 * The named schemas as components (jsonSchemaTransformObject), keeping only those an operation refers to: the
 * zod registry also holds each schema's request-side variant (`…Input`), which no reply uses.
 */
const transformObject: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as ReturnType<typeof jsonSchemaTransformObject> & {
    components: { schemas: Record<string, unknown> };
  };
  const schemas = document.components.schemas;
  const used = new Set<string>();
  const visit = (value: unknown) =>
    JSON.stringify(value, (key, v: unknown) => {
      if (key === '$ref' && typeof v === 'string' && v.startsWith(COMPONENT) && !used.has(v.slice(COMPONENT.length))) {
        used.add(v.slice(COMPONENT.length));
        visit(schemas[v.slice(COMPONENT.length)]);
      }
      return v;
    });
  visit(document.paths);
  document.components.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return document;
};

/**
 * The OpenAPI document, generated from the contract's zod schemas (always: `app.swagger()` and
 * scripts/openapi.ts need it). It is served (UI at /api/docs, JSON at /api/docs/json) only when `serve` is set:
 * it documents the admin and bridge endpoints, so a production server keeps it to itself (config API_DOCS).
 */
export async function registerOpenApi(app: FastifyInstance, options: { serve: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Prop portal API',
        version: SITE_VERSION,
        description:
          'Every reply is `{ result, data }`; `result` is 0 for OK or a code of SPEC §8. HTTP 200 for every reply that carries a result code, 400/-200 for invalid requests, 401 for missing, expired (-9) or invalid (-17) tokens, 429 when rate-limited, 500/-8 for faults.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Each brand's host serves the same API: the server is whichever origin the document was read from.
      servers: [{ url: '/', description: "The portal's own origin (each brand's host)" }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The back office: on the console's own origin only; state-changing calls of a
          // session also carry in X-XSRF-TOKEN the token its sign-in and Me replies carry in that header.
          // `__Host-op_session` over https.
          operatorSession: { type: 'apiKey', in: 'cookie', name: 'op_session' },
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'The METRICS_TOKEN of the configuration' },
        },
      },
    },
    transform,
    // Schemas with an id (the recursive text catalogue, the refusals) become components, referenced by `$ref`.
    transformObject,
  });
  // The UI's package is imported only when it is served.
  if (options.serve)
    await app.register((await import('@fastify/swagger-ui')).default, { routePrefix: '/api/docs', staticCSP: true });
}
