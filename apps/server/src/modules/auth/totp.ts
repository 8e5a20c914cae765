import { randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps speak it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/**
 * The step before is accepted too (an authenticator app a little behind, or a code typed as its step ended), never
 * a step ahead: a code lives at most 30 s past its own step (ASVS V6.5.5).
 */
const STEPS_BEHIND = 1;

const totpOf = (secretBase32: string, label = 'operator', issuer = 'Prop portal back office') =>
  new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });

export const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32;

/** The enrolment address an authenticator app reads from the QR code; `issuer` is what the app shows it under. */
export const otpauthUrl = (secretBase32: string, email: string, issuer?: string): string =>
  totpOf(secretBase32, email, issuer).toString();

export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step a code belongs to (the step of `at` or the one before), or null when it is not valid now. */
export function matchingStep(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: STEPS_BEHIND });
  // `validate` looks both ways; a code of a step still to come is refused.
  return delta === null || delta > 0 ? null : Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * A code taken at most once (operators and traders alike): it must match now, and `acceptStep` must take its step,
 * a conditional update that succeeds only for a step newer than the last accepted one (a replay is refused).
 */
export async function acceptCodeOnce(
  secretBase32: string,
  code: string,
  at: Date,
  acceptStep: (step: number) => Promise<boolean>,
): Promise<boolean> {
  const step = matchingStep(secretBase32, code, at);
  return step !== null && (await acceptStep(step));
}

/** The code for a moment (tests, and the demo README's explanation). */
export const totpCode = (secretBase32: string, at: Date): string =>
  totpOf(secretBase32).generate({ timestamp: at.getTime() });

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i to misread
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code like `k7m2p-q9xth`: 10 characters of a 31-letter alphabet, ~49 bits. */
export function newRecoveryCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** What a person typed, in the form codes are hashed in: case, spaces and the hyphen do not matter. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');
