import { z } from 'zod';
import { envelope } from './envelope.ts';
import { discountCodeSchema } from './orders.ts';
import {
  acceptTermsSchema,
  captchaTokenSchema,
  countryCodeSchema,
  emailSchema,
  languageCodeSchema,
  marketingClickFields,
  oneTimeCodeSchema,
  passwordSchema,
  phoneSchema,
  presentedPasswordSchema,
  textSchema,
} from './fields.ts';
import { personNameSchema } from './person-name.ts';

export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
export const tokenPairEnvelope = envelope(tokenPairSchema);

export const authenticateRequestSchema = z.object({
  email: emailSchema,
  password: presentedPasswordSchema,
  captchaToken: captchaTokenSchema.optional(),
});
export type AuthenticateRequest = z.infer<typeof authenticateRequestSchema>;

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
  ...marketingClickFields,
});
export type RegisterV2Request = z.infer<typeof registerV2RequestSchema>;

export const registerReplySchema = z.object({ email: z.string(), verificationRequired: z.boolean() });
export const registerEnvelope = envelope(registerReplySchema);

/** The address a one-time code was mailed to, and the code. */
const emailedCodeFields = { email: emailSchema, code: oneTimeCodeSchema };

export const verifyEmailRequestSchema = z.object({
  ...emailedCodeFields,
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

export const resetPasswordRequestSchema = z.object({ ...emailedCodeFields, newPassword: passwordSchema });
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
  ...marketingClickFields,
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

/** -31's data: the single-use challenge for AuthenticateSecondFactor and how long it lives. */
export const secondFactorChallengeSchema = z.object({
  challenge: z.string(),
  expiresInSeconds: z.number().int(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** A six-digit code of an authenticator app. */
export const totpCodeSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .regex(/^[0-9]*$/, 'validation.codeDigits')
  .length(6, 'validation.codeLength');

/** A typed recovery code (`k7m2p-q9xth`); case, spaces and the hyphen do not matter. */
export const typedRecoveryCodeSchema = textSchema()
  .trim()
  .min(1, 'validation.required')
  .max(32, 'validation.maxSymbols');

const secondFactorStep = <M extends string, C extends z.ZodType>(method: M, code: C) =>
  z.object({
    challenge: textSchema().min(1).max(128),
    method: z.literal(method),
    code,
    captchaToken: captchaTokenSchema.optional(),
  });

/** The second sign-in step: the challenge of -31 and either an app's code or one recovery code. */
export const authenticateSecondFactorRequestSchema = z.discriminatedUnion('method', [
  secondFactorStep('totp', totpCodeSchema),
  secondFactorStep('recoveryCode', typedRecoveryCodeSchema),
]);
export type AuthenticateSecondFactorRequest = z.infer<typeof authenticateSecondFactorRequestSchema>;

export const twoFactorStateSchema = z.object({
  enabled: z.boolean(),
  /** recovery codes not used yet (0 when off) */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;
export const twoFactorStateEnvelope = envelope(twoFactorStateSchema);

export const twoFactorEnrolmentSchema = z.object({
  /** otpauth://totp/… for an authenticator app */
  otpauthUrl: z.string(),
  /** the same as a QR code, an SVG data URL */
  qrCodeDataUrl: z.string(),
  /** the base32 secret, for typing into an app by hand */
  secret: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;
export const twoFactorEnrolmentEnvelope = envelope(twoFactorEnrolmentSchema);

export const twoFactorConfirmRequestSchema = z.object({ code: totpCodeSchema });
export type TwoFactorConfirmRequest = z.infer<typeof twoFactorConfirmRequestSchema>;

/** The ten recovery codes, shown once. */
export const twoFactorRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export const twoFactorRecoveryCodesEnvelope = envelope(twoFactorRecoveryCodesSchema);

/** Turning it off asks for the password and a code of the app or a recovery code (the phone may be lost). */
export const twoFactorDisableRequestSchema = z.object({
  password: presentedPasswordSchema,
  code: typedRecoveryCodeSchema,
  captchaToken: captchaTokenSchema.optional(),
});
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;
