import { describe, expect, it } from 'vitest';
import { dateOfBirthAgeProblem } from './personal-data.ts';

describe('dateOfBirthAgeProblem', () => {
  const now = new Date('2026-11-30T10:00:00Z');

  it('tells a date in the future, an age under 18 and one over 120 apart', () => {
    expect(dateOfBirthAgeProblem('2035-06-01', now)).toBe('validation.dateOfBirthFuture');
    expect(dateOfBirthAgeProblem('2026-12-01', now)).toBe('validation.dateOfBirthFuture');
    expect(dateOfBirthAgeProblem('2026-11-30', now)).toBe('validation.dateOfBirthTooYoung');
    expect(dateOfBirthAgeProblem('2020-01-01', now)).toBe('validation.dateOfBirthTooYoung');
    expect(dateOfBirthAgeProblem('2008-12-01', now)).toBe('validation.dateOfBirthTooYoung');
    expect(dateOfBirthAgeProblem('1900-01-01', now)).toBe('validation.dateOfBirthTooOld');
  });

  it('takes an adult’s date, the 18th birthday included, and leaves a malformed one to the schema', () => {
    expect(dateOfBirthAgeProblem('2008-11-30', now)).toBeUndefined();
    expect(dateOfBirthAgeProblem('1990-04-12', now)).toBeUndefined();
    expect(dateOfBirthAgeProblem('01/01/2020', now)).toBeUndefined();
    expect(dateOfBirthAgeProblem('1990-02-30', now)).toBeUndefined();
  });
});
