import { type LoginCredentials, type PlatformCredentials } from '@portal/contract';
import { traderAccountsRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { appApi } from '../../../shared/api/app-api.ts';

/** Twelve hours: the links of the brand's platforms change rarely, once per session is enough. */
const SESSION_S = 12 * 3600;

/** SPEC §3 platform credentials (links per platform), account credentials, and the platform's one-time sign-in. */
export const credentialsApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    getLoginCredentials: build.query<LoginCredentials, string>({
      query: (traderAccountId) => requestTo(traderAccountsRoutes.loginCredentials, { params: { traderAccountId } }),
    }),
    getPlatformCredentials: build.query<PlatformCredentials, void>({
      query: () => requestTo(traderAccountsRoutes.platformCredentials),
      keepUnusedDataFor: SESSION_S,
    }),
    /** A one-time sign-in address on the platform (platform type 1): asked afresh each time, never cached. */
    getPlatformRedirectUrl: build.mutation<{ platform_redirect_url: string }, string>({
      query: (traderAccountId) =>
        requestTo(traderAccountsRoutes.platformRedirectUrl, { path: { id: traderAccountId } }),
    }),
  }),
});

export const { useGetLoginCredentialsQuery, useGetPlatformCredentialsQuery, useGetPlatformRedirectUrlMutation } =
  credentialsApi;
