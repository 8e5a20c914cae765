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

export const CONTROL_CHARACTERS_MESSAGE = 'validation.controlCharacters';
/* eslint-disable no-control-regex -- matching control characters is the point of these two */
/** C0 controls (NUL, tab, line breaks, escape …), DEL and the C1 controls. */
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** The same less tab, line feed and carriage return, which multi-line text may hold. */
export const CONTROL_CHARACTER_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */

/**
 * Every string a request carries starts here: a control character is never part of a one-line value. NUL
 * cannot even be stored (PostgreSQL refuses it in text: it answered 500), and the others break mails, logs and
 * CSV. Checked before any trim, so an edge line break is refused, not silently cut. The server also refuses
 * them in any body, query or path value whatever schema forgot this (apps/server/src/http/control-characters.ts).
 */
export const textSchema = () => z.string().refine((v) => !CONTROL_CHARACTER.test(v), CONTROL_CHARACTERS_MESSAGE);

/** Text that may span lines (a stack trace): tab and line breaks allowed, other control characters not. */
export const multilineTextSchema = () =>
  z.string().refine((v) => !CONTROL_CHARACTER_EXCEPT_LINES.test(v), CONTROL_CHARACTERS_MESSAGE);

export const emailSchema = textSchema()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, 'validation.maxSymbols')
  .pipe(z.email({ message: 'validation.email' }));

/** A lower-case letter, an upper-case letter, a digit and a character that is none of these (SPEC §5). */
export const PASSWORD_PATTERN = /^(?=[\s\S]*[a-z])(?=[\s\S]*[A-Z])(?=[\s\S]*[0-9])(?=[\s\S]*[^A-Za-z0-9])[\s\S]*$/;

export const passwordSchema = textSchema()
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordBetween')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordBetween')
  // One pattern, in the OpenAPI document as it is: a lower-case letter, an upper-case letter, a digit and a symbol
  // anywhere. Each lookahead scans the whole text and the pattern spans it, so the pattern means the same whether a
  // client searches with it (JSON Schema's reading) or matches the whole value with it (as many validators do).
  .regex(PASSWORD_PATTERN, 'validation.passwordComplex');

/** A password being presented (sign-in, old password): only bounded, never judged against today's rules. */
export const presentedPasswordSchema = textSchema()
  .min(1, 'validation.required')
  .max(PRESENTED_PASSWORD_MAX_LENGTH, 'validation.maxSymbols');

export const oneTimeCodeSchema = textSchema()
  .trim()
  .min(1, 'validation.required')
  .regex(/^[0-9]*$/, 'validation.codeDigits')
  .length(ONE_TIME_CODE_LENGTH, 'validation.codeLength');

export const countryCodeSchema = textSchema()
  .trim()
  .toUpperCase()
  .min(1, 'validation.required')
  .refine(isCountryCode, 'validation.country');

/** E.164: a plus, then 8 to 15 digits (spaces, dashes and brackets tolerated on input). */
export const phoneSchema = textSchema()
  .trim()
  .transform((v) => v.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, 'validation.phone'));

export const languageCodeSchema = textSchema()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}(-[a-z]{2})?$/, 'validation.required');

export const captchaTokenSchema = textSchema().min(1).max(4096);

/** Ticked "I accept the terms": sign-up, a guest's subscription and an order each ask for it. */
export const acceptTermsSchema = z.literal(true, { message: 'validation.acceptTerms' });

/** The marketing click a trader landed with (SPEC §3 clickId, cnv_id), kept with the sign-up and each order. */
export const marketingClickFields = {
  clickId: textSchema().max(200).optional(),
  cnvId: textSchema().max(200).optional(),
};

/** The six digits of an authenticator app, as the operators' steps take them. */
export const totpDigitsSchema = z
  .string()
  .trim()
  .regex(/^[0-9]*$/, 'validation.codeDigits')
  .length(6, 'validation.codeLength');
