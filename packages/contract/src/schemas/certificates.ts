import { z } from 'zod';
import { envelope, listOf } from './envelope.ts';
import { textSchema } from './fields.ts';
import { currencySchema, minorUnitsSchema } from './packages.ts';

/**
 * Certificates (SPEC §2 Certificates, §7 /Certificate/v1 and its asset paths; docs/decisions/019-certificates.md).
 * One certificate per milestone: a passed evaluation phase, a funded account, a paid payout.
 */
export const certificateKindSchema = z.enum(['phasePassed', 'funded', 'payout']);
export type CertificateKind = z.infer<typeof certificateKindSchema>;

/** A certificate as its owner sees it; the asset URLs carry a signature that expires (`urlsExpireAt`). */
export const certificateSchema = z.object({
  id: z.string(),
  /** the short id printed on the certificate and in its QR code's address */
  shortId: z.string(),
  kind: certificateKindSchema,
  /** the evaluation phase passed (phasePassed only) */
  phase: z.number().int().nullable(),
  accountId: z.string(),
  accountLogin: z.string(),
  packageName: z.string(),
  /** minor units: the account size (phase, funded) or the amount paid (payout) */
  amount: minorUnitsSchema,
  currency: currencySchema,
  issuedAt: z.string(),
  imageUrl: z.string(),
  contentUrl: z.string(),
  pngUrl: z.string(),
  pdfUrl: z.string(),
  urlsExpireAt: z.string(),
  /** the public authenticity page (what the QR code opens) */
  verifyUrl: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificatesSchema = listOf(certificateSchema);
export type Certificates = z.infer<typeof certificatesSchema>;
export const certificatesEnvelope = envelope(certificatesSchema);

/** What anyone holding the short id may learn: the holder's display name (first name + initial) and the milestone. */
export const certificateVerificationSchema = z.object({
  shortId: z.string(),
  brandName: z.string(),
  displayName: z.string(),
  kind: certificateKindSchema,
  phase: z.number().int().nullable(),
  amount: minorUnitsSchema,
  currency: currencySchema,
  issuedAt: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
export const certificateVerificationEnvelope = envelope(certificateVerificationSchema);

/** GET /Certificate/v1/verify/{shortId}: public, no session. */
export const certificateVerifyParamsSchema = z.object({ shortId: textSchema().min(1).max(32) });

/** The asset paths: the certificate's id (with an optional .png/.pdf suffix on the image path). */
export const certificateAssetParamsSchema = z.object({ id: textSchema().min(1).max(64) });
/** `token`: the signature the list handed out; `format` for the content and download paths; `lang` of the sheet. */
export const certificateAssetQuerySchema = z.object({
  token: textSchema().min(1).max(256),
  format: z.enum(['png', 'pdf']).default('png'),
  lang: textSchema().max(8).optional(),
});

/** GET /Certificate/v1: `lang`, the language the asset URLs render the sheet in (the app's current one). */
export const certificatesQuerySchema = z.object({ lang: textSchema().max(8).optional() });
