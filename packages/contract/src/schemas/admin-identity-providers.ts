import { z } from 'zod';
import { textSchema } from './fields.ts';

/**
 * A brand's identity-verification provider (docs/providers.md): the sandbox by default, Sumsub (SPEC's provider
 * kind 0, its hosted WebSDK) or Veriff (kind 1, its InContext frame). Secrets are write-only, as for payments.
 */
export const IDENTITY_PROVIDERS = ['sandbox', 'sumsub', 'veriff'] as const;
export const identityProviderNameSchema = z.enum(IDENTITY_PROVIDERS);
export type IdentityProviderName = z.infer<typeof identityProviderNameSchema>;

/** The secrets each identity provider needs, by name (what the console asks for). */
export const IDENTITY_PROVIDER_SECRETS = {
  sandbox: [],
  sumsub: ['appToken', 'secretKey', 'webhookSecret'],
  veriff: ['apiKey', 'sharedSecret'],
} as const satisfies Record<IdentityProviderName, readonly string[]>;

export const identitySecretStateSchema = z.object({
  provider: identityProviderNameSchema,
  name: z.string(),
  setAt: z.iso.datetime().nullable(),
  setBy: z.string().nullable(),
});

export const brandIdentityProviderSchema = z.object({
  provider: identityProviderNameSchema,
  /** Sumsub's verification levels of the identity and the address step: not secret, shown back */
  identityLevel: z.string().nullable(),
  addressLevel: z.string().nullable(),
  /** every secret of every real identity provider, set or not */
  secrets: z.array(identitySecretStateSchema),
  /** where the firm points each provider's webhooks */
  webhookUrls: z.object({ sumsub: z.string(), veriff: z.string() }),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
});
export type BrandIdentityProvider = z.infer<typeof brandIdentityProviderSchema>;

const key = () =>
  textSchema()
    .trim()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/, 'validation.providerKeyFormat');
const levelName = () =>
  textSchema()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w .-]+$/, 'validation.providerKeyFormat');

/**
 * A brand's identity provider, its levels (Sumsub) and keys. A secret left out keeps the one stored; switching to
 * a provider needs each of its secrets, given now or stored before.
 */
export const adminIdentityProviderRequestSchema = z.object({
  provider: identityProviderNameSchema,
  identityLevel: levelName().optional(),
  addressLevel: levelName().optional(),
  secrets: z
    .object({
      appToken: key().optional(),
      secretKey: key().optional(),
      webhookSecret: key().optional(),
      apiKey: key().optional(),
      sharedSecret: key().optional(),
    })
    .default({}),
});
export type AdminIdentityProviderRequest = z.infer<typeof adminIdentityProviderRequestSchema>;
