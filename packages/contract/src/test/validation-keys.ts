import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SCHEMAS = join(import.meta.dirname, '../schemas');

/**
 * The message keys (`validation.*`) the contract's schemas fail with, each with the schema files that use it. The
 * console's schemas are the `admin-*` files; every other file's messages may reach the trader app.
 */
export function schemaMessageKeys(which: 'all' | 'trader' = 'all'): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const file of readdirSync(SCHEMAS)) {
    if (!file.endsWith('.ts') || file.includes('.test.')) continue;
    if (which === 'trader' && file.startsWith('admin-')) continue;
    for (const [, key] of readFileSync(join(SCHEMAS, file), 'utf8').matchAll(/['"`](validation\.\w+)['"`]/g)) {
      keys.set(key!, [...(keys.get(key!) ?? []), file]);
    }
  }
  return keys;
}
