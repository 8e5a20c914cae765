import { z } from 'zod';
import { envelope } from './envelope.ts';
import { discountCodeSchema } from './orders.ts';
import {
  captchaTokenSchema,
  countryCodeSchema,
  emailSchema,
  languageCodeSchema,
  oneTimeCodeSchema,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  presentedPasswordSchema,
  textSchema,
} from './fields.ts';

export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
export const tokenPairEnvelope = envelope(tokenPairSchema);

export const authenticateRequestSchema = z.object({
  email: emailSchema,
  password: presentedPasswordSchema,
  captchaToken: captchaTokenSchema.optional(),
});
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;

const acceptTermsSchema = z.literal(true, { message: 'validation.acceptTerms' });

export const registerV1RequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  acceptTerms: acceptTermsSchema,
  captchaToken: captchaTokenSchema.optional(),
});
export type RegisterV1Request = z.infer<typeof registerV1RequestSchema>;

/** v2 adds what a firm's funnel records at sign-up: country, phone, language and the marketing click. */
export const registerV2RequestSchema = registerV1RequestSchema.extend({
  countryOfRegistration: countryCodeSchema,
  phone: phoneSchema.optional(),
  language: languageCodeSchema.optional(),
  clickId: textSchema().max(200).optional(),
  cnvId: textSchema().max(200).optional(),
});
export type RegisterV2Request = z.infer<typeof registerV2RequestSchema>;

export const registerReplySchema = z.object({ email: z.string(), verificationRequired: z.boolean() });
export const registerEnvelope = envelope(registerReplySchema);

export const verifyEmailRequestSchema = z.object({
  email: emailSchema,
  code: oneTimeCodeSchema,
  /** Required when the account has no password yet (it was created through Subscribe). */
  password: passwordSchema.optional(),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const emailOnlyRequestSchema = z.object({ email: emailSchema, captchaToken: captchaTokenSchema.optional() });
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequestSchema>;

export const refreshTokenRequestSchema = z.object({ refreshToken: textSchema().min(1).max(512) });
export type RefreshTokenRequest = z.infer<typeof refreshTokenRequestSchema>;

/**
 * Logout: the bearer token names the session to end; the refresh token, when given, ends its family too (and
 * is enough on its own, e.g. when the access token has expired).
 */
export const logoutRequestSchema = z.object({ refreshToken: textSchema().min(1).max(512).optional() });
export type LogoutRequest = z.infer<typeof logoutRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  code: oneTimeCodeSchema,
  newPassword: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.object({
  oldPassword: presentedPasswordSchema,
  newPassword: passwordSchema,
  /** Required (-800) after repeated wrong old passwords, as for sign-in. */
  captchaToken: captchaTokenSchema.optional(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const checkEmailReplySchema = z.object({ exists: z.boolean() });
export const checkEmailEnvelope = envelope(checkEmailReplySchema);

/** A guest leaves an e-mail (and the package they want) to buy before having an account. */
export const subscribeRequestSchema = z.object({
  email: emailSchema,
  firstName: personNameSchema.optional(),
  lastName: personNameSchema.optional(),
  packageId: textSchema().max(64).optional(),
  /** A discount code the guest entered with the package; checked again when the order is made. */
  discountCode: discountCodeSchema.optional(),
  language: languageCodeSchema.optional(),
  acceptTerms: acceptTermsSchema,
  captchaToken: captchaTokenSchema.optional(),
  clickId: textSchema().max(200).optional(),
  cnvId: textSchema().max(200).optional(),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const subscribeReplySchema = z.object({
  email: z.string(),
  /** The account has no password yet: the e-mailed code and a new password complete it. */
  passwordRequired: z.boolean(),
  packageId: z.string().nullable(),
});
export const subscribeEnvelope = envelope(subscribeReplySchema);

/** Refusals that carry a wait (rate limits, resend limits). */
export const retryAfterSchema = z.object({ retryAfterSeconds: z.number().int() });
