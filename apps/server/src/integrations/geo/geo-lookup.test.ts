import { describe, expect, it } from 'vitest';
import { geoipLiteLookup } from './geo-lookup.ts';

describe('geoipLiteLookup', () => {
  it('gives no country for loopback, private and malformed addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '192.168.0.5',
      '172.20.0.1',
      'fe80::1',
      'nope',
    ]) {
      expect(geoipLiteLookup.countryOf(ip)).toBeNull();
    }
  });

  it('finds the country of a public address in the shipped database', () => {
    expect(geoipLiteLookup.countryOf('8.8.8.8')).toBe('US');
    expect(geoipLiteLookup.countryOf('::ffff:8.8.8.8')).toBe('US');
  });
});
