import { z } from 'zod';
import { envelope } from './envelope.ts';
import { multilineTextSchema, textSchema } from './fields.ts';

export const disabledCountriesEnvelope = envelope(z.array(z.string()));

export const geolocationInfoSchema = z.object({
  ip: z.string(),
  countryCode: z.string().nullable(),
  /** Where the country came from: a trusted proxy header, the address database, or nowhere. */
  source: z.enum(['header', 'address', 'none']),
  isDisabledCountry: z.boolean(),
});
export const geolocationInfoEnvelope = envelope(geolocationInfoSchema);

export const translateParamsSchema = z.object({ lang: textSchema().min(1).max(16) });

/** A catalogue is a nested map of texts (i18next format). */
export type Catalogue = { [key: string]: string | Catalogue };
// Named (a component of the OpenAPI document) so that its reference to itself resolves.
const catalogueSchema: z.ZodType<Catalogue> = z
  .lazy(() => z.record(z.string(), z.union([z.string(), catalogueSchema])))
  .meta({ id: 'Catalogue', description: 'A nested map of texts (i18next format)' });
export const translateEnvelope = envelope(catalogueSchema);

export const keyValueKeySchema = z.enum(['lang']);
export const keyValueGetQuerySchema = z.object({ key: keyValueKeySchema });
/** SPEC §7: POST /keyvalue/v1?key=… with form fields key and value (JSON accepted too). */
export const keyValuePostQuerySchema = z.object({ key: textSchema().max(64).optional() });
export const keyValuePostBodySchema = z.object({ key: keyValueKeySchema, value: textSchema().min(1).max(64) });
export const keyValueReplySchema = z.object({ key: keyValueKeySchema, value: z.string() });
export const keyValueEnvelope = envelope(keyValueReplySchema);

export const clientLogRequestSchema = z.object({
  level: z.enum(['error', 'warn', 'info']).default('error'),
  // An error's message and stack may span lines; nothing else may.
  message: multilineTextSchema().min(1).max(2000),
  stack: multilineTextSchema().max(8000).optional(),
  url: textSchema().max(2000).optional(),
  userAgent: textSchema().max(500).optional(),
  appVersion: textSchema().max(32).optional(),
  context: z.record(textSchema(), z.union([textSchema().max(500), z.number(), z.boolean(), z.null()])).optional(),
});
export type ClientLogRequest = z.infer<typeof clientLogRequestSchema>;
