import { ApiPath, type KycInfo } from '@portal/contract';
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
    /** SPEC §3 KYC info: the header, the profile's tabs and screens and the verification screen read it. */
    getKycInfo: build.query<KycInfo, void>({
      query: () => ApiPath.kyc,
      providesTags: ['Kyc'],
    }),
  }),
});

type CacheState = Parameters<ReturnType<typeof commonApi.endpoints.getKycInfo.select>>[0];

/** The KYC info read so far (null before the first answer); reading it does not ask the server. */
export const selectKycInfo = (state: CacheState): KycInfo | null =>
  commonApi.endpoints.getKycInfo.select()(state).data ?? null;

const NONE: readonly string[] = [];

/** The disabled countries, empty until known (and when they cannot be read). */
export const useDisabledCountries = (): readonly string[] =>
  commonApi.useGetDisabledCountriesQuery(undefined, { refetchOnFocus: false }).data ?? NONE;
