import { z } from 'zod';
import { operatorRoleSchema } from './admin.ts';
import { envelope, listOf } from './envelope.ts';

/**
 * The owner's operator management (`operators.manage`, docs/decisions/044-password-screening-and-operator-reset.md):
 * the operators, and on one of them: reset (a new one-time password, the second factor cleared), end the sessions,
 * disable and enable.
 */
export const adminOperatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: operatorRoleSchema,
  /** true for an owner: every brand */
  allBrands: z.boolean(),
  brands: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  totpEnrolled: z.boolean(),
  /** a one-time password is set: it must be changed at the next sign-in */
  mustChangePassword: z.boolean(),
  /** when that one-time password stops working, if one is set (not named "password…": not a credential) */
  oneTimeExpiresAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
  /** sessions not revoked nor past their absolute end */
  liveSessions: z.number().int(),
  createdAt: z.string(),
});
export const adminOperatorListEnvelope = envelope(listOf(adminOperatorSchema));
export const adminOperatorEnvelope = envelope(adminOperatorSchema);

/** The one-time password is in this reply only (stored as a hash), to be handed over out of band. */
export const adminOperatorResetSchema = z.object({
  operator: adminOperatorSchema,
  oneTimePassword: z.string(),
  expiresAt: z.string(),
});
export const adminOperatorResetEnvelope = envelope(adminOperatorResetSchema);

export const adminOperatorSessionsEndedEnvelope = envelope(
  z.object({ operator: adminOperatorSchema, ended: z.number().int() }),
);
