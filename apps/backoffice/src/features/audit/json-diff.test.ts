import { describe, expect, it } from 'vitest';
import { diffJson, showValue } from './json-diff.ts';

describe('diffJson', () => {
  it('marks changed, added, removed and unchanged leaves by their dotted path', () => {
    const rows = diffJson(
      { status: 0, reason: null, limits: { daily: 5, total: 10 }, gone: 'x' },
      { status: 15, reason: 'fraud', limits: { daily: 5, total: 12 }, added: [1, 2] },
    );
    expect(rows).toEqual([
      { path: 'status', before: 0, after: 15, kind: 'changed' },
      { path: 'reason', before: null, after: 'fraud', kind: 'changed' },
      { path: 'limits.daily', before: 5, after: 5, kind: 'same' },
      { path: 'limits.total', before: 10, after: 12, kind: 'changed' },
      { path: 'gone', before: 'x', after: undefined, kind: 'removed' },
      { path: 'added.[0]', before: undefined, after: 1, kind: 'added' },
      { path: 'added.[1]', before: undefined, after: 2, kind: 'added' },
    ]);
  });

  it('reads a missing side (a creation, a sign-in) as all added', () => {
    expect(diffJson(null, { email: 'a@b.c' })).toEqual([
      { path: 'email', before: undefined, after: 'a@b.c', kind: 'added' },
    ]);
    expect(diffJson(null, null)).toEqual([]);
  });

  it('shows strings plainly and other values as JSON', () => {
    expect(showValue('a')).toBe('a');
    expect(showValue({ a: 1 })).toBe('{"a":1}');
    expect(showValue(undefined)).toBe('');
  });
});
