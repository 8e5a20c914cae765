import { describe, expect, it } from 'vitest';
import { traderAccount } from '../../test/buying-fixtures.ts';
import { groupAccounts, packageTypesOf } from './group-accounts.ts';

const a = traderAccount({ id: 'a', group: 'Classic', createdAt: '2026-01-01T00:00:00Z' });
const b = traderAccount({ id: 'b', group: 'Swing', traderPackageType: 'oneStep', createdAt: '2026-02-01T00:00:00Z' });
const c = traderAccount({ id: 'c', group: 'Classic', createdAt: '2026-03-01T00:00:00Z' });
const shape = (groups: ReturnType<typeof groupAccounts>) => groups.map((g) => [g.group, g.items.map((i) => i.id)]);

describe('home sections', () => {
  it('shows every account newest first in one section without groups', () => {
    expect(shape(groupAccounts([a, b, c], { useGroups: false, type: null }))).toEqual([[null, ['c', 'b', 'a']]]);
  });

  it('puts the accounts still trading before the finished ones', () => {
    const passed = traderAccount({ id: 'passed', status: 4, createdAt: '2026-04-01T00:00:00Z' });
    const failed = traderAccount({ id: 'failed', status: 14, createdAt: '2026-05-01T00:00:00Z' });
    const kyc = traderAccount({ id: 'kyc', status: 7, createdAt: '2025-12-01T00:00:00Z' });
    expect(shape(groupAccounts([a, passed, failed, c, kyc], { useGroups: false, type: null }))).toEqual([
      [null, ['c', 'a', 'kyc', 'failed', 'passed']],
    ]);
  });

  it('makes one section per group when the brand groups them', () => {
    expect(shape(groupAccounts([a, b, c], { useGroups: true, type: null }))).toEqual([
      ['Classic', ['c', 'a']],
      ['Swing', ['b']],
    ]);
  });

  it('keeps only the chosen programme type, and lists the types present', () => {
    expect(shape(groupAccounts([a, b, c], { useGroups: true, type: 'oneStep' }))).toEqual([['Swing', ['b']]]);
    expect(packageTypesOf([a, b, c])).toEqual(['oneStep', 'twoStep']);
    expect(groupAccounts([], { useGroups: false, type: null })).toEqual([]);
  });
});
