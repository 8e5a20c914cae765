import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@portal/ui/api/base-query.ts';
import { adminHttp } from './admin-client.ts';

/**
 * Every read and action goes through the console's admin client: its session cookie, CSRF token, lost-session and
 * password-due handling stay where they are; a refusal is kept as a plain `ApiFailure`, read back as an ApiError by
 * `asApiError`. An action that states no body sends `{}`.
 */
const adminBaseQuery = createBaseQuery(() => adminHttp, { emptyBody: {} });

const TAG_TYPES = [
  'Account',
  'ApiKey',
  'Audit',
  'Brand',
  'BrandProviders',
  'Calendar',
  'Contract',
  'DiscountCode',
  'IdentityCase',
  'Operator',
  'Order',
  'Overview',
  'Package',
  'Payout',
  'ScalingReview',
  'PayoutSettings',
  'RiskCase',
  'RiskSettings',
  'Trader',
] as const;
/** What a read provides and an action invalidates: a record's or a list's type. */
export type ConsoleTag = (typeof TAG_TYPES)[number];

/**
 * The console's server data (RTK Query): one API whose endpoints each feature injects from its `api/` file. Reads
 * provide tags, actions invalidate them; a list that others change while it is open (the queues) polls.
 */
export const consoleApi = createApi({
  reducerPath: 'consoleApi',
  baseQuery: adminBaseQuery,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** A page of a list as the admin API answers it. */
export type Page<T> = { items: T[]; totalCount: number };

/** How often an open queue asks again for what other operators decided meanwhile. */
export const QUEUE_POLLING_MS = 30_000;

/** A list tag and one tag per row, for a read that answers a page. */
export const pageTags = <T extends string>(type: T, page: { items: Array<{ id: string }> } | undefined) => [
  { type, id: 'LIST' } as const,
  ...(page?.items ?? []).map((row) => ({ type, id: row.id }) as const),
];
