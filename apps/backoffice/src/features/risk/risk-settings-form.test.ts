import { describe, expect, it } from 'vitest';
import { RISK_PARAMETER_UNITS, type AdminRiskSettings, type RiskSignal } from '@portal/contract';
import { changesOf, formOf, requestOf } from './risk-settings-form.ts';

const section = (signal: RiskSignal) =>
  Object.fromEntries(Object.keys(RISK_PARAMETER_UNITS[signal]).map((n) => [n, { value: 3, default: 3 }]));
const SETTINGS = {
  brandId: 'b1',
  custom: true,
  threshold: { value: 0.7, default: 0.6 },
  parameters: {
    copy: { ...section('copy'), minMatches: { value: 12, default: 10 } },
    hedge: section('hedge'),
    strategy: section('strategy'),
    identity: section('identity'),
  },
  updatedAt: null,
} as AdminRiskSettings;

describe('the risk settings form', () => {
  it('starts from the saved values, nested by signal as react-hook-form names them', () => {
    const v = formOf(SETTINGS);
    expect(v.threshold).toBe('0.7');
    expect(v.copy.minMatches).toBe('12');
    expect(v.hedge.minOverlaps).toBe('3');
  });

  it('sends only the overrides; an empty field is its default; a word is NaN for the schema to name', () => {
    const v = formOf(SETTINGS);
    expect(requestOf(SETTINGS, v)).toEqual({ threshold: 0.7, parameters: { copy: { minMatches: 12 } } });
    v.copy.minMatches = '';
    v.hedge.minOverlaps = '4,5';
    expect(requestOf(SETTINGS, v)).toEqual({ threshold: 0.7, parameters: { hedge: { minOverlaps: 4.5 } } });
    v.threshold = 'high';
    expect(requestOf(SETTINGS, v).threshold).toBeNaN();
  });

  it('lists what saving changes against the saved values, in the form’s order', () => {
    const v = formOf(SETTINGS);
    expect(changesOf(SETTINGS, v)).toEqual([]);
    v.threshold = '0.6';
    v.copy.minMatches = ''; // back to its default, 10
    expect(changesOf(SETTINGS, v)).toEqual([
      { field: 'threshold', from: 0.7, to: 0.6 },
      { field: 'copy.minMatches', from: 12, to: 10 },
    ]);
  });
});
