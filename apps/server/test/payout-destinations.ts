import { createHash, randomBytes, randomInt } from 'node:crypto';

/**
 * Payout destinations for the tests' traders, a new one on each call. Real traders are paid to an IBAN or a wallet of
 * their own, and the risk desk holds the payouts of traders who share one (docs/risk.md, shared identity), so traders
 * of one database (an API test file's, or the whole e2e run's) must not share a constant. Each is valid by the
 * checksum the contract checks (packages/contract/src/payouts/payout-destination.ts). No dependency but node: the
 * API tests and the e2e specs both import this file.
 */

/**
 * A German IBAN with its ISO 13616 check digits, grouped by four as a trader types it. `endingIn` fixes its last
 * digits, so a test reading the masked form ("DE •••• 3000") still knows what it shows.
 */
export function newIban(endingIn = ''): string {
  if (!/^\d{0,18}$/.test(endingIn)) throw new Error(`not digits of a German BBAN: ${endingIn}`);
  const bban = Array.from({ length: 18 - endingIn.length }, () => randomInt(10)).join('') + endingIn;
  // The check digits: 98 minus the remainder by 97 of the BBAN, then the country (D = 13, E = 14), then 00.
  const check = 98n - (BigInt(`${bban}131400`) % 97n);
  return `DE${check.toString().padStart(2, '0')}${bban}`.replace(/(.{4})(?=.)/g, '$1 ');
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/** Base58Check: the payload and the first four bytes of its double SHA-256, in Bitcoin's alphabet. */
function base58check(payload: Uint8Array): string {
  const bytes = Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]);
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  for (; n > 0n; n /= 58n) out = BASE58[Number(n % 58n)]! + out;
  // each leading zero byte is a leading "1"
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** A Tron (TRC-20) address: 0x41 and 20 random bytes, in Base58Check ("T…", 34 characters). */
export const newTronAddress = (): string => base58check(Buffer.concat([Buffer.from([0x41]), randomBytes(20)]));

/** The address with its last character changed: its checksum fails, as a mistyped address's does. */
export const mistyped = (address: string): string => address.slice(0, -1) + (address.endsWith('u') ? 'v' : 'u');
