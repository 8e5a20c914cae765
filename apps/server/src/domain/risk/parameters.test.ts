import { describe, expect, it } from 'vitest';
import { defaultRiskParameters, riskParameters } from './parameters.ts';

describe('risk parameters', () => {
  it('are the defaults with a brand’s overrides', () => {
    expect(riskParameters({})).toEqual(defaultRiskParameters);
    const p = riskParameters({ copy: { minMatches: 20 }, strategy: { bigWinShare: 0.7 } });
    expect(p.copy).toEqual({ ...defaultRiskParameters.copy, minMatches: 20 });
    expect(p.strategy.bigWinShare).toBe(0.7);
    expect(riskParameters({ identity: { ipMaxTraders: 3 } }).identity).toEqual({
      ...defaultRiskParameters.identity,
      ipMaxTraders: 3,
    });
  });

  it.each([
    [{ copy: { windowMs: 0 } }, /copy\.windowMs is 0/],
    [{ copy: { sizeTolerance: -0.1 } }, /copy\.sizeTolerance/],
    [{ copy: { minMatches: 2.5 } }, /copy\.minMatches is 2\.5: expected a whole number/],
    [{ hedge: { minScore: 1.5 } }, /hedge\.minScore/],
    [{ strategy: { bigWinShare: 0 } }, /strategy\.bigWinShare/],
    [{ strategy: { martingaleFactor: 1 } }, /strategy\.martingaleFactor/],
    [{ strategy: { weekendCloseMs: 7 * 86_400_000 } }, /strategy\.weekendCloseMs/],
    [{ strategy: { scalpMs: Number.NaN } }, /strategy\.scalpMs is NaN/],
    [{ identity: { ipScore: 1.2 } }, /identity\.ipScore/],
    [{ identity: { ipMaxTraders: 1 } }, /identity\.ipMaxTraders/],
    [{ identity: { ipRecurrenceMs: 1.5 } }, /identity\.ipRecurrenceMs is 1\.5: expected a whole number/],
  ])('refuse a value out of its range, naming it: %j', (overrides, message) => {
    expect(() => riskParameters(overrides)).toThrow(RangeError);
    expect(() => riskParameters(overrides)).toThrow(message);
  });
});
