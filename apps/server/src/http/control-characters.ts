import type { FastifyInstance } from 'fastify';
import {
  CONTROL_CHARACTER,
  CONTROL_CHARACTER_EXCEPT_LINES,
  CONTROL_CHARACTERS_MESSAGE,
  ResultCode,
} from '@portal/contract';
import { Refusal } from '../domain/result.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body fields (top-level names) that may hold tab and line breaks; every other control character is refused. */
    multilineFields?: readonly string[];
  }
}

/**
 * The dotted path (as validation issues name fields: `body.city`, `body.events.0.login`) of the first string or
 * object key under `value` that holds a control character, or null. Iterative, so a deeply nested body cannot
 * exhaust the stack. `multiline` names the paths allowed tab and line breaks.
 */
export function findControlCharacter(
  value: unknown,
  root: string,
  multiline: ReadonlySet<string> = new Set(),
): string | null {
  if (isCleanFlat(value)) return null;
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === 'string') {
      if ((multiline.has(path) ? CONTROL_CHARACTER_EXCEPT_LINES : CONTROL_CHARACTER).test(v)) return path;
    } else if (Array.isArray(v)) {
      // Pushed last-first, so the first offending value in document order is the one named.
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: `${path}.${i}` });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v).reverse()) {
        if (CONTROL_CHARACTER.test(key)) return `${path}.${key}`;
        stack.push({ value: item, path: `${path}.${key}` });
      }
    }
  }
  return null;
}

/**
 * Nothing to find, decided without building the walk: no value, or an object whose keys and values
 * are all strings free of any control character (a route's params and most query strings). Anything else, or any
 * finding, takes the walk above, which names the field.
 */
function isCleanFlat(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const item = (value as Record<string, unknown>)[key];
    if (typeof item !== 'string' || CONTROL_CHARACTER.test(key) || CONTROL_CHARACTER.test(item)) return false;
  }
  return true;
}

/** 400/-200 naming the field, as a schema's own refusal would. */
export const controlCharacterRefusal = (path: string) =>
  new Refusal(ResultCode.RequestIsNotValid, { issues: [{ path, message: CONTROL_CHARACTERS_MESSAGE }] }, 400);

/**
 * The server-wide guard behind the contract's `textSchema()`: no query, path or body value of any route (JSON or
 * form) may carry a control character, whatever its schema forgot, so none reaches the database (NUL answered
 * 500) or a mail. It runs before validation and before the route's own checks. A body kept as raw text (signed
 * webhooks and bridge pushes) is checked by its route once parsed (findControlCharacter).
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  // Synchronous (callback style): no promise per request; a body-less call with no params or query has nothing to check.
  app.addHook('preValidation', (request, _reply, done) => {
    const body = typeof request.body === 'string' || Buffer.isBuffer(request.body) ? undefined : request.body;
    const multiline =
      body === undefined || body === null
        ? undefined
        : new Set((request.routeOptions.config.multilineFields ?? []).map((f) => `body.${f}`));
    const at =
      findControlCharacter(request.params, 'params') ??
      findControlCharacter(request.query, 'querystring') ??
      (multiline ? findControlCharacter(body, 'body', multiline) : null);
    done(at ? controlCharacterRefusal(at) : undefined);
  });
}
