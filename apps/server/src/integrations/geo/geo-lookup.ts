import { BlockList, isIP } from 'node:net';
import { createRequire } from 'node:module';

/** Country of an IP address from the address database that ships inside the geoip-lite package. */
export type GeoLookup = { countryOf(ip: string): string | null };

/** Loopback, private, link-local and unique-local ranges: no country, and no need to load the database. */
const local = new BlockList();
for (const [net, bits] of [
  ['10.0.0.0', 8],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
] as const) {
  local.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  local.addSubnet(net, bits, 'ipv6');

type GeoipLite = { lookup(ip: string): { country?: string } | null };
let database: GeoipLite | undefined;
/** The database takes ~110 MB once loaded, so it is loaded on the first public address, not at start-up. */
const geoip = (): GeoipLite => (database ??= createRequire(import.meta.url)('geoip-lite') as GeoipLite);

export const geoipLiteLookup: GeoLookup = {
  countryOf(address) {
    const ip = address.replace(/^::ffff:/, '');
    const family = isIP(ip);
    if (family === 0 || local.check(ip, family === 4 ? 'ipv4' : 'ipv6')) return null;
    const hit = geoip().lookup(ip);
    return hit?.country ? hit.country.toUpperCase() : null;
  },
};
