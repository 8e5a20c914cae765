import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { i18n } from '../i18n/i18n.ts';
import { formErrors } from './form-issues.ts';

const SRC = join(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });

/** Each `zodResolver(…)` call's arguments, read to its closing parenthesis. */
function resolverCalls(text: string): string[] {
  return [...text.matchAll(/\bzodResolver\(/g)].map((m) => {
    let depth = 1;
    let end = m.index + m[0].length;
    for (; end < text.length && depth > 0; end++) depth += text[end] === '(' ? 1 : text[end] === ')' ? -1 : 0;
    return text.slice(m.index + m[0].length, end - 1).replace(/\s+/g, ' ');
  });
}

describe("the console's form resolvers", () => {
  it("give every zodResolver the console's words for zod's own checks", () => {
    const calls = sources(SRC).flatMap((file) =>
      resolverCalls(readFileSync(file, 'utf8')).map((args) => `${relative(SRC, file)}: ${args}`),
    );
    expect(calls.length).toBeGreaterThan(5);
    expect(calls.filter((call) => !/,\s*formErrors\(/.test(call))).toEqual([]);
  });

  it("show a bare check's failure as a translated text, never zod's English", async () => {
    const t = i18n.getFixedT('en');
    const resolver = zodResolver(z.object({ reason: z.string().min(1), name: z.string().max(3) }), formErrors(t));
    const result = await resolver({ reason: '', name: 'abcd' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors.reason?.message).toBe('Mandatory field');
    expect(result.errors.name?.message).toBe('Maximum 3 symbols');
  });
});
