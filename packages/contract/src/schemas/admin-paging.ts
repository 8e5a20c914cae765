import { z } from 'zod';
import { pageOf } from './envelope.ts';
import { textSchema } from './fields.ts';

/** The back office's lists (console screens): 1-based pages of at most 100 rows, with the total for the pager. */
export const ADMIN_PAGE_SIZE_MAX = 100;
export const adminPageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(25),
};

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

/** A page of a console list: `items` with the `totalCount` for the pager. */
export const adminPage = pageOf;
