import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SCHEMAS = join(import.meta.dirname, '../../../../packages/contract/src/schemas');

/**
 * The message keys (`validation.*`) the contract's schemas fail with, each with the schema files that use it (the
 * console may show any of them: its own `admin-*` schemas' and the shared ones its records are made of).
 */
export function schemaMessageKeys(): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const file of readdirSync(SCHEMAS)) {
    if (!file.endsWith('.ts') || file.includes('.test.')) continue;
    for (const [, key] of readFileSync(join(SCHEMAS, file), 'utf8').matchAll(/['"`](validation\.\w+)['"`]/g)) {
      keys.set(key!, [...(keys.get(key!) ?? []), file]);
    }
  }
  return keys;
}
