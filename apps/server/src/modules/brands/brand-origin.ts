import type { BrandRow } from './brand.ts';

/**
 * The address a brand's traders use (scheme://host[:port]), for every absolute link the server hands out:
 * e-mails, checkout return addresses, platform links. It comes from configuration only, never from the
 * request, whose Host an attacker chooses. A brand without a configured public_url (a development machine,
 * where the port varies) gets `http://<its first host>:<this server's PORT>`: still only configured values.
 */
export function brandOrigin(brand: Pick<BrandRow, 'public_url' | 'first_host'>, fallbackPort: number): string {
  if (brand.public_url) return new URL(brand.public_url).origin;
  const host = brand.first_host ?? 'localhost';
  const name = host.includes(':') ? `[${host}]` : host;
  return new URL(`http://${name}${fallbackPort ? `:${fallbackPort}` : ''}`).origin;
}
