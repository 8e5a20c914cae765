import { ApiPath } from '@portal/contract';
import { appApi } from './app-api.ts';

/** Twelve hours: lists of the brand that change rarely are read once per session. */
const SESSION_S = 12 * 3600;

/** The brand's common lists that several features use (SPEC §7 /common/v1/…). */
export const commonApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The countries a country picker must not offer. A form never waits for it: the server refuses a disabled
     * country anyway (-11).
     */
    getDisabledCountries: build.query<string[], void>({
      query: () => ({ url: ApiPath.disabledCountries, guest: true }),
      keepUnusedDataFor: SESSION_S,
    }),
  }),
});

const NONE: readonly string[] = [];

/** The disabled countries, empty until known (and when they cannot be read). */
export const useDisabledCountries = (): readonly string[] =>
  commonApi.useGetDisabledCountriesQuery(undefined, { refetchOnFocus: false }).data ?? NONE;
