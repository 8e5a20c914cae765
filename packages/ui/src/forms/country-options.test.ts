import { describe, expect, it } from 'vitest';
import { countryCodes } from '@portal/contract';
import { countryOptions } from './country-options.ts';

describe('countryOptions', () => {
  it('names every contract country in the active language, sorted by that name', () => {
    const german = countryOptions('de', []);
    expect(german).toHaveLength(countryCodes.size);
    expect(german.find((o) => o.code === 'DE')?.name).toBe('Deutschland');
    const names = german.map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
  });

  it("leaves out the brand's disabled countries, except a trader's saved one", () => {
    const codes = (options: { code: string }[]) => options.map((o) => o.code);
    expect(codes(countryOptions('en', ['us', 'IR']))).not.toContain('US');
    expect(codes(countryOptions('en', ['US', 'IR']))).not.toContain('IR');
    expect(codes(countryOptions('en', ['US', 'IR'], 'US'))).toContain('US');
  });
});
