import { base58check, bech32, bech32m } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { isValidBIC, isValidIBAN, electronicFormatIBAN } from 'ibantools';

/**
 * Where a payout goes, checked the same way in the browser and on the server (docs/decisions/018-payouts.md):
 * an IBAN with its ISO 13616 checksum (ibantools), a SWIFT/BIC, and crypto addresses with the checksum of their
 * network (Base58Check, Bech32/Bech32m, EIP-55), never a mere pattern.
 */

export const CRYPTO_NETWORKS = ['BTC', 'ERC20', 'TRC20'] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

/** The IBAN in its electronic form (no spaces, upper case) when its checksum holds, else null. */
export function normalIban(input: string): string | null {
  const iban = electronicFormatIBAN(input) ?? '';
  return isValidIBAN(iban) ? iban : null;
}

export const isSwiftBic = (input: string): boolean => isValidBIC(input.replace(/\s+/g, '').toUpperCase());

const base58 = base58check(sha256);

function isBitcoinAddress(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower.startsWith('bc1')) {
    // Bech32 for witness version 0, Bech32m for 1 and above (BIP 173 / BIP 350); one case only.
    if (address !== lower && address !== address.toUpperCase()) return false;
    for (const codec of [bech32, bech32m]) {
      try {
        const { prefix, words } = codec.decode(lower as `${string}1${string}`);
        const version = words[0];
        if (prefix !== 'bc' || version === undefined) continue;
        if ((version === 0) !== (codec === bech32)) continue;
        const program = codec.fromWords(words.slice(1));
        if (version === 0 ? program.length === 20 || program.length === 32 : program.length === 32) return true;
      } catch {
        // not this encoding
      }
    }
    return false;
  }
  try {
    const payload = base58.decode(address);
    return payload.length === 21 && (payload[0] === 0x00 || payload[0] === 0x05);
  } catch {
    return false;
  }
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  // All one case carries no checksum; mixed case must match EIP-55.
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  const hash = hex(keccak_256(utf8ToBytes(body.toLowerCase())));
  return [...body].every((c, i) =>
    /[0-9]/.test(c) ? true : parseInt(hash[i]!, 16) >= 8 ? c === c.toUpperCase() : c === c.toLowerCase(),
  );
}

function isTronAddress(address: string): boolean {
  try {
    const payload = base58.decode(address);
    return payload.length === 21 && payload[0] === 0x41;
  } catch {
    return false;
  }
}

export function isCryptoAddress(network: CryptoNetwork, address: string): boolean {
  switch (network) {
    case 'BTC':
      return isBitcoinAddress(address);
    case 'ERC20':
      return isEthereumAddress(address);
    case 'TRC20':
      return isTronAddress(address);
  }
}

/**
 * What a list shows of a destination: enough to recognise it, never the whole of it. The dots and the tail are
 * held together by a no-break space, so a narrow column never leaves "••••" at the end of a line.
 */
export function maskedTail(value: string, keep = 4): string {
  const v = value.replace(/\s+/g, '');
  return v.length <= keep ? v : `••••\u00a0${v.slice(-keep)}`;
}
