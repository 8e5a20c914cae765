import { z } from 'zod';
import { adminAccountFields } from './admin-fields.ts';
import { consoleListFields, cursorPageOf } from './admin-cursor-page.ts';
import { envelope, listOf } from './envelope.ts';
import { twoFactorEnrolmentSchema } from './auth.ts';
import { themeChoiceSchema } from './theme.ts';
import {
  captchaTokenSchema,
  emailSchema,
  passwordSchema,
  presentedPasswordSchema,
  textSchema,
  totpDigitsSchema,
} from './fields.ts';

/**
 * The firm's back office under /api/admin/v1 (docs/decisions/013-operators-and-admin-api.md): operators sign
 * in with a cookie session (password, then TOTP), machines call with an API key in `x-api-key`.
 */
export const OPERATOR_ROLES = ['owner', 'brand_admin', 'support', 'finance', 'risk'] as const;
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

/** Every action an operator or API key may be allowed; the server's permission matrix maps roles to them. */
export const OPERATOR_ACTIONS = [
  'traders.read',
  /** revoke a trader's sessions, send them a password reset */
  'traders.manage',
  /** the back office's overview figures (every role) */
  'overview.read',
  'accounts.read',
  'accounts.block',
  'accounts.import',
  'orders.read',
  'orders.cancel',
  'catalogue.read',
  'catalogue.edit',
  'brands.read',
  'brands.edit',
  'calendar.import',
  'audit.read',
  'apiKeys.manage',
  'operators.manage',
  /** the identity queue: approve, reject with a reason, ask for a retry */
  'identity.decide',
  /** the contract queue: approve or reject a signed funded-trader contract */
  'contracts.decide',
  'payouts.decide',
  /** a brand's payout bounds, rates, methods and the packages' payout cycles (docs/decisions/029) */
  'payoutSettings.read',
  'payoutSettings.edit',
  /** the risk desk's cases, evidence and the compare tool */
  'risk.read',
  /** clear, watch or confirm a risk case (confirming blocks its accounts and rejects their open payouts) */
  'risk.decide',
  /** a brand's detection parameters and payout-hold threshold */
  'riskSettings.edit',
  /** a brand's payment and identity providers and their keys (write-only secrets) */
  'providers.edit',
] as const;
export const operatorActionSchema = z.enum(OPERATOR_ACTIONS);
export type OperatorAction = z.infer<typeof operatorActionSchema>;

export const operatorStageSchema = z.enum(['second_factor', 'active']);

export const operatorSignInRequestSchema = z.object({
  email: emailSchema,
  password: presentedPasswordSchema,
  captchaToken: captchaTokenSchema.optional(),
});
/** After the password: what the second factor needs (enrolment first when TOTP is not set up yet). */
export const operatorSignInSchema = z.object({
  stage: operatorStageSchema,
  totpEnrolled: z.boolean(),
  mustChangePassword: z.boolean(),
});
export type OperatorSignIn = z.infer<typeof operatorSignInSchema>;
export const operatorSignInEnvelope = envelope(operatorSignInSchema);

/** A trader's enrolment less the typed-in secret: an operator scans the QR code. */
export const totpEnrolmentSchema = twoFactorEnrolmentSchema.pick({ otpauthUrl: true, qrCodeDataUrl: true });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;
export const totpEnrolmentEnvelope = envelope(totpEnrolmentSchema);

/** A second factor's code; the bot-check's token once the login guard asked for one (-800). */
export const totpCodeRequestSchema = z.object({
  code: totpDigitsSchema,
  captchaToken: captchaTokenSchema.optional(),
});
export const recoveryCodeRequestSchema = z.object({
  code: textSchema().trim().min(1).max(32),
  captchaToken: captchaTokenSchema.optional(),
});

/** The ten recovery codes, shown once at enrolment. */
export const totpConfirmedSchema = operatorSignInSchema.extend({ recoveryCodes: z.array(z.string()) });
export type TotpConfirmed = z.infer<typeof totpConfirmedSchema>;
export const totpConfirmedEnvelope = envelope(totpConfirmedSchema);
export const secondFactorEnvelope = envelope(operatorSignInSchema);

export const operatorChangePasswordRequestSchema = z.object({
  oldPassword: presentedPasswordSchema,
  newPassword: passwordSchema,
  captchaToken: captchaTokenSchema.optional(),
});

export const brandRefSchema = z.object({ id: z.string(), code: z.string(), name: z.string() });
export const operatorMeSchema = z.object({
  operatorId: z.string(),
  email: z.string(),
  role: operatorRoleSchema,
  /** true for an owner: every brand, present and future */
  allBrands: z.boolean(),
  brands: z.array(brandRefSchema),
  stage: operatorStageSchema,
  mustChangePassword: z.boolean(),
  actions: z.array(operatorActionSchema),
  theme: themeChoiceSchema,
});
export type OperatorMe = z.infer<typeof operatorMeSchema>;
export const operatorMeEnvelope = envelope(operatorMeSchema);

export const auditQuerySchema = z.object({
  actorId: textSchema().max(64).optional(),
  /** an operator's e-mail, any case: the entries they made */
  actorEmail: emailSchema.optional(),
  action: textSchema().max(64).optional(),
  targetType: textSchema().max(64).optional(),
  targetId: textSchema().max(64).optional(),
  brandId: z.uuid().optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  ...consoleListFields({ size: 50, max: 200 }),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
/** The audit log's filters without a position: what its CSV export of every entry they keep takes. */
export const auditFiltersSchema = auditQuerySchema.omit({ cursor: true, pageSize: true });
export type AuditFilters = z.infer<typeof auditFiltersSchema>;
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorType: z.enum(['operator', 'api_key', 'system']),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorRole: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** what the target is called where people look for it (a trader's e-mail, an account's login, an order's number) */
  targetLabel: z.string().nullable(),
  brandId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageEnvelope = envelope(cursorPageOf(auditEntrySchema));

export const apiKeyCreateRequestSchema = z.object({
  name: textSchema().trim().min(1).max(100),
  /** null: every brand */
  brandIds: z.array(z.uuid()).min(1).max(100).nullable(),
  actions: z.array(operatorActionSchema).min(1),
});
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  brandIds: z.array(z.string()).nullable(),
  actions: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export const apiKeyListEnvelope = envelope(listOf(apiKeySchema));
/** The key itself is in this reply only: it is stored as a hash. */
export const apiKeyCreatedEnvelope = envelope(apiKeySchema.extend({ key: z.string() }));
export const apiKeyEnvelope = envelope(apiKeySchema);

/** A firm blocks an account (SPEC §4 statuses 15-18) or lifts the block; the reason goes to the audit log. */
export const adminAccountStatusRequestSchema = z.object({
  status: z.union([z.literal(15), z.literal(16), z.literal(17), z.literal(18)]),
  reason: textSchema().trim().min(1).max(500),
});
export const adminAccountUnblockRequestSchema = z.object({ reason: textSchema().trim().min(1).max(500) });
export const adminAccountStatusSchema = z.object({ traderAccountId: z.string(), status: z.number().int() });
export type AdminAccountStatus = z.infer<typeof adminAccountStatusSchema>;
export const adminAccountStatusEnvelope = envelope(adminAccountStatusSchema);
export const adminAccountSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  ...adminAccountFields,
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountEnvelope = envelope(adminAccountSchema);
