import { z } from 'zod';
import { textSchema } from './fields.ts';

// The fields the back office's lists share; they page by position (admin-cursor-page.ts).

/** An id in a path: any text is accepted and an unknown one answers 403/-50 like another brand's. */
export const adminIdParamsSchema = z.object({ id: textSchema().max(64) });

/** A brand filter: a well-formed id, or 400 (an id out of the caller's scope answers 403/-50). */
export const adminBrandIdSchema = textSchema().pipe(z.uuid());

/** An instant a list's filter starts or ends at (ISO 8601 with an offset): the overview's periods are such bounds. */
export const adminInstantSchema = textSchema().pipe(z.iso.datetime({ offset: true }));

/** A currency filter (ISO 4217, upper case) of a list or the overview. */
export const adminCurrencySchema = textSchema().pipe(z.string().regex(/^[A-Z]{3}$/));

/** Free-text search of a list: trimmed, empty means no search. */
export const adminSearchSchema = textSchema().trim().max(200);
