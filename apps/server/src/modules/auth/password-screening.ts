import { ResultCode } from '@portal/contract';
import { contextWords, passwordWeakness, type PasswordContext } from '../../domain/passwords/weak-password.ts';
import { Refusal } from '../../domain/result.ts';

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The common passwords of zxcvbn-ts (~49,000, lower case; the package's own sources: leaked-password frequency
 * lists), read on first use so that neither start-up nor the hot reads pay for them.
 */
export const commonPasswords = (): Promise<ReadonlySet<string>> =>
  (common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'])));

/** The translation keys a refused password is told with (the `validation` group, SPEC §5's rule texts beside). */
export const WEAK_PASSWORD_MESSAGES = {
  common: 'validation.passwordCommon',
  context: 'validation.passwordContext',
} as const;

/**
 * Refuses a new password that is common or holds a context word: HTTP 400 / -200 with the field's issue, as a
 * password failing the schema is refused (SPEC §8 has no code of its own for it).
 */
export async function refuseWeakPassword(password: string, context: PasswordContext, field: string): Promise<void> {
  const weakness = passwordWeakness(password, await commonPasswords(), contextWords(context));
  if (weakness)
    throw new Refusal(
      ResultCode.RequestIsNotValid,
      { issues: [{ path: field, message: WEAK_PASSWORD_MESSAGES[weakness] }] },
      400,
    );
}
