import {
  type ChangePasswordRequest,
  type DeviceSession,
  type EndDeviceSessionsRequest,
  type PersonalData,
  type PersonalDataUpdate,
  type TwoFactorDisableRequest,
  type TwoFactorEnrolment,
  type TwoFactorState,
} from '@portal/contract';
import { authRoutes, profileRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { appApi } from '../../../shared/api/app-api.ts';

/**
 * The profile's calls (SPEC §7; the profile itself, which other features read too, is `getProfile` in
 * shared/api/common-api.ts): saving it, the password, the signed-in devices and two-step sign-in
 *.
 */
export const profileApi = appApi.injectEndpoints({
  endpoints: (build) => ({
    /** -7 carries data.fields ({ field: message key }), -11 a disabled country; the profile is read again. */
    saveProfile: build.mutation<PersonalData, PersonalDataUpdate>({
      query: (body) => requestTo(profileRoutes.updatePersonalData, { body }),
      invalidatesTags: (_, error) => (error ? [] : ['Profile']),
    }),
    /** The server ends the other sessions; -4 wrong old password, -22 used before, -800 the bot-check. */
    changePassword: build.mutation<null, ChangePasswordRequest>({
      query: (body) => requestTo(authRoutes.changePassword, { body }),
    }),
    listSessions: build.query<{ items: DeviceSession[] }, void>({
      query: () => requestTo(authRoutes.sessions),
    }),
    /** One other session, or all others, behind the password: -4 wrong password, -50 not another session, -800. */
    endSessions: build.mutation<{ ended: number }, EndDeviceSessionsRequest>({
      query: (body) => requestTo(authRoutes.sessionsEnd, { body }),
    }),
    getTwoFactor: build.query<TwoFactorState, void>({
      query: () => requestTo(authRoutes.twoFactor),
    }),
    startTwoFactor: build.mutation<TwoFactorEnrolment, void>({
      query: () => requestTo(authRoutes.twoFactorStart, { body: {} }),
    }),
    confirmTwoFactor: build.mutation<{ recoveryCodes: string[] }, string>({
      query: (code) => requestTo(authRoutes.twoFactorConfirm, { body: { code } }),
    }),
    disableTwoFactor: build.mutation<null, TwoFactorDisableRequest>({
      query: (body) => requestTo(authRoutes.twoFactorDisable, { body }),
    }),
  }),
});

export const {
  useSaveProfileMutation,
  useChangePasswordMutation,
  useLazyListSessionsQuery,
  useEndSessionsMutation,
  useLazyGetTwoFactorQuery,
  useStartTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
} = profileApi;
