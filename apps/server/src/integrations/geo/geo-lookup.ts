import geoip from 'geoip-lite';

/** Country of an IP address from the address database that ships inside the geoip-lite package. */
export type GeoLookup = { countryOf(ip: string): string | null };

export const geoipLiteLookup: GeoLookup = {
  countryOf(ip) {
    const hit = geoip.lookup(ip.replace(/^::ffff:/, ''));
    return hit?.country ? hit.country.toUpperCase() : null;
  },
};
