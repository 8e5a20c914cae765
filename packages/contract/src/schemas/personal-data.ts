import { z } from 'zod';
import { isCalendarDate } from '../countries.ts';
import { envelope } from './envelope.ts';
import { countryCodeSchema, phoneSchema, textSchema } from './fields.ts';
import { personNameSchema } from './person-name.ts';

const optionalText = (max: number) => textSchema().trim().max(max, 'validation.maxSymbols');

/** Who the trader is and how to reach them, first in every reply of their personal data (theirs and the console's). */
export const personalDataReplyFields = {
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
};

/** Where the trader lives, below the country (each side names its country field its own way). */
export const postalAddressReplyFields = {
  city: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
};

/** The trader's personal data as GET /api/PersonalData/v1 replies it. */
export const personalDataSchema = z.object({
  ...personalDataReplyFields,
  countryOfRegistration: z.string().nullable(),
  ...postalAddressReplyFields,
  isEmailVerified: z.boolean(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
export const personalDataEnvelope = envelope(personalDataSchema);

/** The shape POST /api/PersonalData/v1 takes: wrong shapes are -200, wrong values -7. */
export const personalDataUpdateShapeSchema = z.object({
  firstName: textSchema().max(200),
  lastName: textSchema().max(200),
  phone: textSchema().max(64).nullish(),
  dateOfBirth: textSchema().max(32).nullish(),
  countryOfRegistration: textSchema().max(8),
  city: textSchema().max(200).nullish(),
  address: textSchema().max(400).nullish(),
  postalCode: textSchema().max(64).nullish(),
});

const isoDate = textSchema().refine(isCalendarDate, 'validation.dateOfBirth');

/** Traders must be adults to trade (the firms' terms); ages past 120 are typing errors. */
export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 120;

/**
 * Why a well-formed date of birth is refused on `now`'s day (UTC), as a message key: in the future, an age under
 * MIN_AGE_YEARS or over MAX_AGE_YEARS; undefined when the age is fine or the text is not a calendar date (the
 * schema's to tell).
 */
export function dateOfBirthAgeProblem(value: string, now: Date): string | undefined {
  if (!isCalendarDate(value)) return undefined;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const month = now.getUTCMonth() + 1;
  const day = now.getUTCDate();
  const before = (a: [number, number, number], b: [number, number, number]) =>
    a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2];
  if (before([now.getUTCFullYear(), month, day], [y, m, d])) return 'validation.dateOfBirthFuture';
  let age = now.getUTCFullYear() - y;
  if (month < m || (month === m && day < d)) age -= 1;
  if (age < MIN_AGE_YEARS) return 'validation.dateOfBirthTooYoung';
  if (age > MAX_AGE_YEARS) return 'validation.dateOfBirthTooOld';
  return undefined;
}

/** The rules each value must meet; failures reply -7 with the field and its message key. */
export const personalDataUpdateSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  phone: phoneSchema.nullish(),
  dateOfBirth: isoDate.nullish(),
  countryOfRegistration: countryCodeSchema,
  city: optionalText(100).nullish(),
  address: optionalText(200).nullish(),
  postalCode: optionalText(20).nullish(),
});
export type PersonalDataUpdate = z.infer<typeof personalDataUpdateSchema>;

export const fieldErrorsSchema = z.object({ fields: z.record(z.string(), z.string()) });
