import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index.ts';
import { CONTROL_CHARACTERS_MESSAGE, multilineTextSchema, textSchema } from './fields.ts';

/**
 * Every string a request may carry refuses control characters (the attack run's NUL answered 500). This walks
 * every exported request schema down to its string leaves and proves each refuses them, so a field added later
 * without `textSchema()` fails here. Reply schemas are not requests and are left out.
 */
const REQUEST_SCHEMA = /(Request|Query|Params|Body|Shape|Update)Schema$/;
/** Fields that may span lines (tab and line breaks allowed, every other control character refused). */
const MULTILINE = new Set([
  'clientLogRequestSchema.message',
  'clientLogRequestSchema.stack',
  'journalNoteRequestSchema.note',
]);

type Leaf = { path: string; schema: z.ZodType };

function leaves(schema: z.ZodType, path: string, out: Leaf[], seen = new Set<z.ZodType>()): Leaf[] {
  if (seen.has(schema)) return out;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const walk = (s: unknown, p: string) => leaves(s as z.ZodType, p, out, seen);
  switch (def.type) {
    case 'string':
      out.push({ path, schema });
      break;
    case 'object':
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) walk(v, `${path}.${k}`);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      walk(def.innerType, path);
      break;
    case 'pipe':
      walk(def.in, path); // what the request carries is the pipe's input
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    case 'union':
      (def.options as unknown[]).forEach((o, i) => walk(o, `${path}|${i}`));
      break;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      break;
    case 'lazy':
      walk((def.getter as () => unknown)(), path);
      break;
    case 'number':
    case 'boolean':
    case 'literal':
    case 'enum':
    case 'null':
    case 'transform':
      break;
    default:
      throw new Error(`${path}: schema type ${def.type} is not walked; teach this test about it`);
  }
  return out;
}

/** Values that pass at least one of the contract's string fields as they are. */
const SAMPLES = [
  'abc',
  'Abc',
  'ABC',
  'en',
  'DE',
  'lang',
  'pkg-50k',
  '123456',
  'jane@example.com',
  'Str0ng#Pass',
  '+4915112345678',
  '2000-01-31',
  '2026-01-01T00:00:00Z',
  'low',
  'USD',
  'SAVE10',
  'low,high',
  '3f2b8c4e-1d2a-4b5c-9e8f-0a1b2c3d4e5f',
  '17:00',
  'https://example.com',
  '/logo.svg',
  'https://0123abcd@o1.ingest.sentry.io/42',
  '#1652f0',
  'last',
  'pk_test_abc',
  'sk_test_abc',
  'whsec_abc',
];

const requestSchemas = (Object.entries(contract) as [string, unknown][]).filter(
  (e): e is [string, z.ZodType] => REQUEST_SCHEMA.test(e[0]) && e[1] instanceof z.ZodType,
);
const allLeaves = requestSchemas.flatMap(([name, schema]) => leaves(schema, name, []));

describe('request strings refuse control characters', () => {
  it('finds the request schemas and their strings', () => {
    expect(requestSchemas.length).toBeGreaterThan(20);
    expect(allLeaves.map((l) => l.path)).toEqual(
      expect.arrayContaining([
        'personalDataUpdateShapeSchema.city',
        'personalDataUpdateSchema.address',
        'registerV2RequestSchema.clickId',
        'registerV2RequestSchema.cnvId',
        'subscribeRequestSchema.packageId',
        'bridgeEventsRequestSchema.platformId',
        'bridgeEventsRequestSchema.login',
        'clientLogRequestSchema.context{key}',
      ]),
    );
  });

  it.each(allLeaves.map((l) => [l.path, l] as const))('%s', (path, { schema }) => {
    const sample = SAMPLES.find((s) => schema.safeParse(s).success);
    if (sample === undefined) throw new Error(`no sample passes ${path}: add one to SAMPLES`);
    const controls = MULTILINE.has(path)
      ? ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085']
      : ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085'];
    for (const c of controls) {
      // Same length as the sample, so a length limit cannot be what refuses it.
      for (const v of [c + sample.slice(1), sample.slice(0, -1) + c, sample[0] + c + sample.slice(2)]) {
        expect(schema.safeParse(v).success, `${path} took ${JSON.stringify(v)}`).toBe(false);
      }
    }
  });
});

describe('textSchema and multilineTextSchema', () => {
  it('refuse control characters with the translated message, before any trim', () => {
    const issues = textSchema().trim().safeParse('Berlin\n').error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(textSchema().parse('Straße 1, Zürich – 東京 😀')).toBe('Straße 1, Zürich – 東京 😀');
    expect(multilineTextSchema().parse('Error: x\n\tat f (a.js:1:2)\r\n')).toContain('\tat');
    expect(multilineTextSchema().safeParse('Error\u0000').success).toBe(false);
  });
});
