import { describe, expect, it, vi } from 'vitest';
import { defaultRiskParameters } from '../../domain/risk/parameters.ts';
import { parametersFrom } from './risk-settings.repository.ts';

describe('a brand’s saved risk parameters, as every reader takes them', () => {
  it('reads none as the defaults, and overrides on the defaults', () => {
    expect(parametersFrom(null)).toBe(defaultRiskParameters);
    expect(parametersFrom(undefined)).toBe(defaultRiskParameters);
    const saved = parametersFrom({ copy: { windowMs: 30_000 }, identity: { ipMaxTraders: 4 } });
    expect(saved.copy).toEqual({ ...defaultRiskParameters.copy, windowMs: 30_000 });
    expect(saved.identity.ipMaxTraders).toBe(4);
    expect(saved.hedge).toEqual(defaultRiskParameters.hedge);
  });

  it('reads a value out of its range as the defaults, and tells the caller why', () => {
    const refused = vi.fn();
    expect(parametersFrom({ copy: { windowMs: 0 } }, refused)).toBe(defaultRiskParameters);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(String(refused.mock.calls[0]![0])).toMatch(/copy\.windowMs/);
  });
});
