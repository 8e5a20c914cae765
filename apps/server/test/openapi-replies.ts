import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Every reply an API test receives is checked against the committed OpenAPI document (apps/server/openapi.json):
 * its status must be documented for the operation, and a JSON body must match that status's schema. A mismatch
 * fails the test that made the call (call() throws), or the file when its app closes (a direct inject).
 */
type Operation = { responses?: Record<string, { content?: Record<string, unknown> }> };
type Document = { paths: Record<string, Record<string, Operation>> };

const documentFile = new URL('../openapi.json', import.meta.url);
let compiled: { doc: Document; ajv: Ajv2020; validators: Map<string, ValidateFunction> } | undefined;

/** The document and its validator, read and compiled once per process; each reply schema compiled on first use. */
function documentValidator() {
  if (compiled) return compiled;
  const doc = JSON.parse(readFileSync(documentFile, 'utf8')) as Document;
  // OpenAPI 3.1 schemas are JSON Schema 2020-12; the document's own keywords (paths, info…) are not schemas.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema(doc, 'openapi');
  compiled = { doc, ajv, validators: new Map() };
  return compiled;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Fastify's `/api/Payouts/v1/:id` as the document names it: `/api/Payouts/v1/{id}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Why a reply does not match the document, or null when it does. */
export function replyMismatch(
  method: string,
  routeUrl: string,
  status: number,
  contentType: string,
  body: string,
): string | null {
  const { doc, ajv, validators } = documentValidator();
  const path = documentPath(routeUrl);
  // Fastify answers HEAD for every GET route: the GET's operation, without a body.
  const m = method === 'HEAD' ? 'get' : method.toLowerCase();
  const operation = doc.paths[path]?.[m];
  const where = `${method} ${path} → ${status}`;
  if (!operation) return `${where}: the operation is not in the document`;
  const statusKey = String(status) in (operation.responses ?? {}) ? String(status) : `${String(status)[0]}XX`;
  const response = operation.responses?.[statusKey];
  if (!response) return `${where}: the status is not documented`;
  if (method === 'HEAD' || !/^application\/json/.test(contentType)) return null;
  if (!response.content?.['application/json']) return `${where}: a JSON reply is not documented for this status`;
  const ref = `openapi#/${pointer('paths', path, m, 'responses', statusKey, 'content', 'application/json', 'schema')}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.getSchema(ref);
    if (!validate) return `${where}: no schema at ${ref}`;
    validators.set(ref, validate);
  }
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return `${where}: the reply is not JSON`;
  }
  if (validate(value)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 8)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('; ');
  return `${where}: the reply does not match the document: ${errors}\nreply: ${body.slice(0, 600)}`;
}

/**
 * Installs the check on a test app (before it is ready): mismatches are kept by request id, for call() to
 * report with the call that got them, and the rest when the app closes.
 */
export function checkRepliesAgainstDocument(app: FastifyInstance) {
  const mismatches = new Map<string, string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions;
    if (!route.url || (route.schema as { hide?: boolean } | undefined)?.hide) return payload;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    const contentType = String(reply.getHeader('content-type') ?? '');
    const mismatch = replyMismatch(request.method, route.url, reply.statusCode, contentType, body);
    if (mismatch) mismatches.set(request.id, mismatch);
    return payload;
  });
  return {
    /** The mismatch of the reply with this request id, taken off the list. */
    take(requestId: unknown): string | undefined {
      const found = mismatches.get(String(requestId));
      mismatches.delete(String(requestId));
      return found;
    },
    /** Throws when any reply did not match and no call() reported it. */
    assertNoneLeft() {
      if (mismatches.size > 0) throw new Error([...mismatches.values()].join('\n'));
    },
  };
}
