import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isOlder } from './site-version.ts';

describe('isOlder', () => {
  it('compares each part as a number, not as text', () => {
    expect(isOlder('1.1.9', '1.1.232')).toBe(true);
    expect(isOlder('1.1.231', '1.1.232')).toBe(true);
    expect(isOlder('1.0.999', '1.1.0')).toBe(true);
    expect(isOlder('0.9.9', '1.0.0')).toBe(true);
    expect(isOlder('1.1.232', '1.1.9')).toBe(false);
    expect(isOlder('1.2.0', '1.1.232')).toBe(false);
    expect(isOlder('10.0.0', '9.9.9')).toBe(false);
  });

  it('is false for the same version, and missing parts count as 0', () => {
    expect(isOlder('1.1.232', '1.1.232')).toBe(false);
    expect(isOlder('1.1', '1.1.0')).toBe(false);
    expect(isOlder('1.1', '1.1.1')).toBe(true);
    expect(isOlder('1.1.0.1', '1.1.0')).toBe(false);
  });

  it('is a strict order: never both ways, never for equal versions (property)', () => {
    const version = fc.tuple(fc.nat(300), fc.nat(300), fc.nat(300)).map((p) => p.join('.'));
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(isOlder(a, a)).toBe(false);
        if (a !== b) expect(isOlder(a, b)).toBe(!isOlder(b, a));
      }),
    );
  });
});
