import { describe, expect, it } from 'vitest';
import { countryCodes, isCountryCode } from './countries.ts';

describe('country codes', () => {
  it('holds the 249 ISO 3166-1 alpha-2 codes and Kosovo', () => {
    expect(countryCodes.size).toBe(250);
    for (const code of ['GB', 'DE', 'US', 'IR', 'AX', 'SS', 'XK']) expect(isCountryCode(code), code).toBe(true);
  });

  it('knows no region, reserved or withdrawn code as a country', () => {
    for (const code of ['ZZ', 'EU', 'UN', 'UK', 'SU', 'YU', 'XX', 'QO', 'gb', 'GBR', '']) {
      expect(isCountryCode(code), code).toBe(false);
    }
  });
});
