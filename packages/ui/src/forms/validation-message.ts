import type { TFunction } from 'i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/contract';

/**
 * The contract's schema messages (and the server's -7 field messages) are translation keys; the texts
 * carry their bounds as placeholders. Password bounds are the contract's constants; `max` is the field's
 * own limit for 'Maximum {{max}} symbols'.
 */
export function validationMessage(t: TFunction, message: string | undefined, max?: number): string | undefined {
  if (!message) return undefined;
  return t(message, {
    min: PASSWORD_MIN_LENGTH,
    max: message === 'validation.maxSymbols' ? max : PASSWORD_MAX_LENGTH,
  });
}
