import { z } from 'zod';
import { isCountryCode } from '../countries.ts';
import {
  EMAIL_MAX_LENGTH,
  ONE_TIME_CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRESENTED_PASSWORD_MAX_LENGTH,
} from '../constants.ts';

/**
 * Field rules shared by the server's validation and the web's forms. Each message is a translation key
 * of the `validation` group (SPEC §5), so both sides show the same translated text.
 */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'validation.maxSymbols')
  .pipe(z.email({ message: 'validation.email' }));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordBetween')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordBetween')
  .regex(/[a-z]/, 'validation.passwordComplex')
  .regex(/[A-Z]/, 'validation.passwordComplex')
  .regex(/\d/, 'validation.passwordComplex')
  .regex(/[^A-Za-z0-9]/, 'validation.passwordComplex');

/** A password being presented (sign-in, old password): only bounded, never judged against today's rules. */
export const presentedPasswordSchema = z
  .string()
  .min(1, 'validation.required')
  .max(PRESENTED_PASSWORD_MAX_LENGTH, 'validation.maxSymbols');

export const oneTimeCodeSchema = z
  .string()
  .trim()
  .length(ONE_TIME_CODE_LENGTH, 'validation.codeLength')
  .regex(/^[0-9]+$/, 'validation.codeLength');

/** Latin letters, hyphens, and the spaces and apostrophes of compound names. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(50, 'validation.maxSymbols')
  .regex(/^[A-Za-z][A-Za-z' -]*$/, 'validation.latinAndHyphens');

export const countryCodeSchema = z.string().trim().toUpperCase().refine(isCountryCode, 'validation.country');

/** E.164: a plus, then 8 to 15 digits (spaces, dashes and brackets tolerated on input). */
export const phoneSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, 'validation.phone'));

export const languageCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}(-[a-z]{2})?$/, 'validation.required');

export const captchaTokenSchema = z.string().min(1).max(4096);
