import { describe, expect, it } from 'vitest';
import { packageList } from '../../../test/buying-fixtures.ts';
import { applyFilters, filterOptions, readFilters } from './package-filters.ts';

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const none = { size: null, type: null, platform: null, group: null };

describe('package filters', () => {
  it('offers each value once, sizes from small to large, programmes in step order', () => {
    const options = filterOptions(packageList);
    expect(options.size.map((o) => o.value)).toEqual(['1000000', '10000000']);
    expect(options.type.map((o) => o.value)).toEqual(['oneStep', 'twoStep']);
    expect(options.platform.map((o) => o.value)).toEqual(['mt5', 'ctrader']);
    expect(options.group.map((o) => o.value)).toEqual(['Classic', 'Swing']);
  });

  it('keeps the packages that match every filter, smallest size first', () => {
    expect(ids(applyFilters(packageList, none))).toEqual([
      'swing-10k-1',
      'classic-10k',
      'swing-100k-1',
      'classic-100k',
    ]);
    expect(ids(applyFilters(packageList, { ...none, size: '10000000' }))).toEqual(['swing-100k-1', 'classic-100k']);
    expect(ids(applyFilters(packageList, { ...none, size: '1000000', group: 'Classic' }))).toEqual(['classic-10k']);
    expect(ids(applyFilters(packageList, { ...none, type: 'oneStep', platform: 'mt5' }))).toEqual([]);
  });

  it('ignores a value no package has (an old link)', () => {
    expect(applyFilters(packageList, { ...none, group: 'Gone' })).toHaveLength(4);
  });

  it('reads the filters from the address', () => {
    expect(readFilters(new URLSearchParams('size=1000000&type=twoStep&step=1'))).toEqual({
      size: '1000000',
      type: 'twoStep',
      platform: null,
      group: null,
    });
  });
});
