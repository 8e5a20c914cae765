import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { passwordSchema } from '@portal/contract';

/**
 * A client that validates a new password against the committed OpenAPI document accepts what the server accepts
 * and refuses what it refuses, whether it searches with the document's `pattern` (JSON Schema's reading) or
 * matches the whole value with it (as many generated clients do).
 */
type Schema = { pattern?: string; [key: string]: unknown };
const doc = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: Schema }> } }>>;
};
const passwordOf = (path: string) =>
  (doc.paths[path]!.post!.requestBody.content['application/json']!.schema.properties as Record<string, Schema>)[
    path.endsWith('ChangePassword') ? 'newPassword' : 'password'
  ]!;
const patternsIn = (schema: unknown): string[] =>
  schema && typeof schema === 'object'
    ? Object.entries(schema).flatMap(([key, value]) =>
        key === 'pattern' && typeof value === 'string' ? [value] : patternsIn(value),
      )
    : [];

const GOOD = ['Str0ng#Pass', 'aB3$aB3$', 'Пароль9!xY', 'zzzzzzZ9 '];
const BAD = ['short1!A', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSymbol99', 'Aa1!'].filter(
  (p) => !passwordSchema.safeParse(p).success,
);

describe('the documented password', () => {
  for (const path of ['/api/auth/v1/Register', '/api/auth/v2/Register', '/api/auth/v1/ChangePassword']) {
    const schema = passwordOf(path);
    const validate = new Ajv2020({ strict: false }).compile(schema);

    it(`${path}: the document accepts every password the server accepts`, () => {
      for (const password of GOOD) {
        expect(passwordSchema.safeParse(password).success, password).toBe(true);
        expect(validate(password), `${password}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
    });

    it(`${path}: the document refuses the passwords the server refuses`, () => {
      expect(BAD.length).toBeGreaterThan(4);
      for (const password of BAD) expect(validate(password), password).toBe(false);
    });

    it(`${path}: each pattern matches a good password whole, so a client that anchors it agrees`, () => {
      const patterns = patternsIn(schema);
      expect(patterns.length).toBeGreaterThan(0);
      for (const pattern of patterns)
        for (const password of GOOD) expect(new RegExp(`^(?:${pattern})$`, 'u').test(password), pattern).toBe(true);
    });
  }
});
