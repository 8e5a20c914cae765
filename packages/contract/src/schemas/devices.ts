import { z } from 'zod';
import { envelope, listOf } from './envelope.ts';
import { captchaTokenSchema, presentedPasswordSchema, totpDigitsSchema } from './fields.ts';

/**
 * "Devices" (docs/decisions/049-devices.md, ASVS V7.5.2): a signed-in user's live sessions, and ending one of them or
 * all the others behind the current password. The same shapes serve traders and operators.
 */
export const deviceTypeSchema = z.enum(['desktop', 'mobile', 'tablet', 'tv', 'bot']);
export type DeviceType = z.infer<typeof deviceTypeSchema>;

export const deviceSessionSchema = z.object({
  id: z.string(),
  /** the session of the call that asked: "this device" */
  current: z.boolean(),
  /** read from the user agent at sign-in; null when it says nothing recognisable */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  deviceType: deviceTypeSchema.nullable(),
  /** the address it signed in from, and its country when the address database places it */
  ip: z.string().nullable(),
  countryCode: z.string().nullable(),
  signedInAt: z.string(),
  /** its last refresh (traders) or call (operators) */
  lastActiveAt: z.string(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const deviceSessionsSchema = listOf(deviceSessionSchema);
export const deviceSessionsEnvelope = envelope(deviceSessionsSchema);

/**
 * Ends one other session (`sessionId`) or, without it, every session but the current one. The current password
 * is asked again (through the login guard: -4 when wrong, -800 after repeated failures).
 */
export const endDeviceSessionsRequestSchema = z.object({
  password: presentedPasswordSchema,
  sessionId: z.uuid().optional(),
  captchaToken: captchaTokenSchema.optional(),
});
export type EndDeviceSessionsRequest = z.infer<typeof endDeviceSessionsRequestSchema>;
/** The apps' confirmation form: the password alone (the session, when one, is the one the dialog is about). */
export const endDeviceSessionsFormSchema = endDeviceSessionsRequestSchema.pick({ password: true });

export const endedSessionsEnvelope = envelope(z.object({ ended: z.number().int() }));

/**
 * The owner's "End every session": every trader's and every other operator's session, the caller's own kept;
 * behind the password and a TOTP code of this step.
 */
export const endEverySessionRequestSchema = z.object({
  password: presentedPasswordSchema,
  code: totpDigitsSchema,
  captchaToken: captchaTokenSchema.optional(),
});
export type EndEverySessionRequest = z.infer<typeof endEverySessionRequestSchema>;

export const everySessionEndedEnvelope = envelope(
  z.object({ traderSessions: z.number().int(), operatorSessions: z.number().int() }),
);
