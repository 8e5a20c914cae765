/**
 * Signal 4's marks (docs/risk.md): what a trader leaves when they sign in, buy, verify or ask for a payout. Each
 * is normalised here so one address, device, destination or document gives one value however it was typed;
 * the service keeps only a keyed hash of the value and the masked form made here.
 */
export const MARK_KINDS = ['ip', 'device', 'payoutDestination', 'document'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/** A normalised value (never stored: hashed first) and what an analyst is shown of it. */
export type Mark = { readonly kind: MarkKind; readonly value: string; readonly shown: string };

const DOTS = '•••';

function ipv4Octets(address: string): number[] | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

/**
 * IPv4 addresses that never tell two traders apart: "this network", private networks, carrier-grade NAT's shared
 * space, loopback, link-local. Seen from one of these, the traders are behind a proxy this server does not trust,
 * or on the machine itself (development, the demo): every trader would share it.
 */
function publicIpv4([a = 0, b = 0]: number[]): boolean {
  return !(
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 taken), or null. */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const part = (s: string | undefined): number[] | null => {
    if (!s) return [];
    const out: number[] = [];
    for (const g of s.split(':')) {
      const v4 = g.includes('.') ? ipv4Octets(g) : null;
      if (v4) out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      else if (/^[0-9a-f]{1,4}$/.test(g)) out.push(parseInt(g, 16));
      else return null;
    }
    return out;
  };
  const left = part(halves[0]);
  const right = part(halves[1]);
  if (!left || !right) return null;
  if (halves.length === 1) return left.length === 8 ? left : null;
  const missing = 8 - left.length - right.length;
  return missing >= 1 ? [...left, ...Array<number>(missing).fill(0), ...right] : null;
}

/** IPv6 that names no one: unspecified, loopback, unique-local (fc00::/7), link-local (fe80::/10). */
const publicIpv6 = (g: number[]) =>
  !(g.slice(0, 7).every((x) => x === 0) || (g[0]! & 0xfe00) === 0xfc00 || (g[0]! & 0xffc0) === 0xfe80);

/**
 * An address as a mark: IPv4 as it is; IPv6 by its /64 network, since a household's devices pick new addresses
 * inside their /64 all the time (privacy extensions) while the /64 stays theirs. An IPv4 written as IPv6
 * (`::ffff:203.0.113.7`) is the IPv4. Null for an address that names no one (NOT_PUBLIC) or is not an address.
 */
export function ipMark(raw: string | null | undefined): Mark | null {
  const address = (raw ?? '').trim().toLowerCase();
  const groups = address.includes(':') ? ipv6Groups(address) : null;
  const mapped = groups && groups.slice(0, 5).every((x) => x === 0) && groups[5] === 0xffff;
  const v4 = mapped ? [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff] : ipv4Octets(address);
  if (v4) {
    if (!publicIpv4(v4)) return null;
    return { kind: 'ip', value: v4.join('.'), shown: `${v4.slice(0, 3).join('.')}.${DOTS}` };
  }
  if (!groups || !publicIpv6(groups)) return null;
  const hex = (g: number[]) => g.map((x) => x.toString(16)).join(':');
  return { kind: 'ip', value: `${hex(groups.slice(0, 4))}::/64`, shown: `${hex(groups.slice(0, 3))}:${DOTS}` };
}

/**
 * The web app's device id (the `x-device-id` header): a random id it made once and keeps in the browser's storage.
 * Only a well-formed one is taken (16–64 of letters, digits, `-` and `_`: a UUID is 36); anything else is
 * ignored as if absent, so the header cannot carry text into the store or the logs.
 */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const wellFormedDeviceId = (raw: unknown): string | null =>
  typeof raw === 'string' && DEVICE_ID_PATTERN.test(raw) ? raw : null;

export function deviceMark(deviceId: string | null | undefined): Mark | null {
  const id = wellFormedDeviceId(deviceId);
  // Letters compared in one case: a UUID reads the same in either.
  return id ? { kind: 'device', value: id.toLowerCase(), shown: `device ${DOTS}${id.slice(-4).toLowerCase()}` } : null;
}

/** Where a payout goes, as the payouts module keeps its details. */
export type PayoutDestinationDetails = {
  readonly iban?: string;
  readonly accountNumber?: string;
  readonly swiftBic?: string;
  readonly bankCountry?: string;
  readonly network?: string;
  readonly address?: string;
};

const compact = (s: string) => s.replace(/[\s-]+/g, '').toUpperCase();

/**
 * A payout destination as a mark. An IBAN in its electronic form, shown as its country and last four
 * (`DE•• •••• 3000`). A bank account without an IBAN: the number with its bank (the BIC's first eight, else the
 * country), since account numbers repeat across banks. A wallet by its address alone, whatever the network: one
 * Ethereum address is one owner on every EVM chain; hex and Bech32 addresses read the same in any case, so they
 * are compared in lower case, Base58 ones (legacy Bitcoin, Tron) as they are.
 */
export function payoutDestinationMark(d: PayoutDestinationDetails): Mark | null {
  if (d.iban) {
    const iban = compact(d.iban);
    return { kind: 'payoutDestination', value: `iban:${iban}`, shown: `${iban.slice(0, 2)}•• •••• ${iban.slice(-4)}` };
  }
  if (d.accountNumber) {
    const number = compact(d.accountNumber);
    const bank = d.swiftBic ? compact(d.swiftBic).slice(0, 8) : compact(d.bankCountry ?? '');
    return {
      kind: 'payoutDestination',
      value: `account:${bank}:${number}`,
      shown: `${bank} •••• ${number.slice(-4)}`,
    };
  }
  if (d.address) {
    const raw = d.address.trim();
    const address = /^0x[0-9a-f]{40}$/i.test(raw) || /^bc1/i.test(raw) ? raw.toLowerCase() : raw;
    return {
      kind: 'payoutDestination',
      value: `wallet:${address}`,
      shown: `${d.network ? `${d.network} ` : ''}${address.slice(0, 4)}${DOTS}${address.slice(-4)}`,
    };
  }
  return null;
}

/**
 * An identity document as marks: each scan of it by its SHA-256 (the same file under two traders is one scan
 * reused), and its number when the provider read one (type, issuing country and number in one case, without
 * spaces or dashes). A selfie is a face, not a document: left out.
 */
export function documentMarks(d: {
  readonly documentType: string | null;
  readonly files: readonly { readonly slot: string; readonly sha256: string }[];
  readonly number?: string | null;
  readonly country?: string | null;
}): Mark[] {
  const type = d.documentType ?? 'document';
  const marks: Mark[] = d.files
    .filter((f) => f.slot !== 'selfie' && /^[0-9a-f]{64}$/i.test(f.sha256))
    .map((f) => ({
      kind: 'document',
      value: `file:${f.sha256.toLowerCase()}`,
      shown: `${type} scan ${DOTS}${f.sha256.slice(-4).toLowerCase()}`,
    }));
  const number = d.number ? compact(d.number) : '';
  if (number.length >= 4)
    marks.push({
      kind: 'document',
      value: `number:${type}:${(d.country ?? '').toUpperCase()}:${number}`,
      shown: `${type} ${DOTS}${number.slice(-4)}`,
    });
  return marks;
}

/** The address and device of the request a trader acted through. */
export type TraderClient = { readonly ip: string; readonly deviceId: string | null };

export const clientMarks = (client: TraderClient): Mark[] =>
  [ipMark(client.ip), deviceMark(client.deviceId)].filter((m): m is Mark => m !== null);

/**
 * What the modules where traders act call (sign-in, an order, a verification, a payout request): records the marks
 * and never fails the trader's action (a failure is logged).
 */
export type IdentityMarks = {
  /**
   * `allShared`: judge again every value the trader shares, not only these. A payout request asks it, so the
   * trader's newest accounts join every case about them (a document shared before they had one) before the payout
   * waits for review.
   */
  record(
    brandId: string,
    userId: string,
    marks: readonly (Mark | null)[],
    options?: { readonly allShared?: boolean },
  ): Promise<void>;
};
