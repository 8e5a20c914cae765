import { ResultCode, resultCodeName, type KycInfo, type PersonalData } from '@portal/contract';
import { commonRoutes, kycRoutes, profileRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { showNotification } from '../notification/notification-actions.ts';
import { appApi } from './app-api.ts';
import { apiFailure } from './base-query.ts';

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
      query: () => ({ ...requestTo(commonRoutes.disabledCountries), guest: true }),
      keepUnusedDataFor: SESSION_S,
    }),
    /** SPEC §3 KYC info: the header, the profile's tabs and screens and the verification screen read it. */
    getKycInfo: build.query<KycInfo, void>({
      query: () => requestTo(kycRoutes.kyc),
      providesTags: ['Kyc'],
    }),
    /**
     * SPEC §3 Profile: the signed-in header reads it after the first paint and holds it while it shows; the personal
     * information screen reads it again; the two-step sign-in and verification screens take what was read
     * (`selectProfile`). SPEC §2: it is cleared when the signed-in layout is left, so it goes once nothing holds it.
     */
    getProfile: build.query<PersonalData, void>({
      query: () => requestTo(profileRoutes.personalData),
      providesTags: ['Profile'],
      keepUnusedDataFor: 0,
      // SPEC §8: a failed read shows its code's message as a toast, unless the request was not valid.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const result = await queryFulfilled.then(
          () => null,
          (rejected: { error?: unknown }) => apiFailure(rejected.error)?.result ?? ResultCode.SomethingWentWrong,
        );
        if (result === null || result === ResultCode.RequestIsNotValid) return;
        dispatch(
          showNotification({
            message: `errors.${resultCodeName(result) ?? 'SomethingWentWrong'}`,
            variant: 'negative',
          }),
        );
      },
    }),
  }),
});

type CacheState = Parameters<ReturnType<typeof commonApi.endpoints.getKycInfo.select>>[0];

/** The KYC info read so far (null before the first answer); reading it does not ask the server. */
export const selectKycInfo = (state: CacheState): KycInfo | null =>
  commonApi.endpoints.getKycInfo.select()(state).data ?? null;

/** The profile read so far (null before it is read); reading it does not ask the server. */
export const selectProfile = (state: CacheState): PersonalData | null =>
  commonApi.endpoints.getProfile.select()(state).data ?? null;

const NONE: readonly string[] = [];

/** The disabled countries, empty until known (and when they cannot be read). */
export const useDisabledCountries = (): readonly string[] =>
  commonApi.useGetDisabledCountriesQuery(undefined, { refetchOnFocus: false }).data ?? NONE;
