import { type DeviceSession, type EndDeviceSessionsRequest, type EndEverySessionRequest } from '@portal/contract';
import { adminOperatorsRoutes } from '@portal/contract/routes';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';

/** The operator's own sessions, and the owner's end of every session. */
const accountApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    deviceSessions: build.query<{ items: DeviceSession[] }, void>({
      // The kit's device list keeps its rows and asks again after ending sessions: no tags to invalidate.
      query: () => requestTo(adminOperatorsRoutes.sessions),
    }),
    endDeviceSessions: build.mutation<{ ended: number }, EndDeviceSessionsRequest>({
      query: (body) => requestTo(adminOperatorsRoutes.sessionsEnd, { body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Operator']),
    }),
    endEverySession: build.mutation<{ traderSessions: number; operatorSessions: number }, EndEverySessionRequest>({
      query: (body) => requestTo(adminOperatorsRoutes.endEverySession, { body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Operator', 'Trader']),
    }),
  }),
});

export const { useLazyDeviceSessionsQuery, useEndDeviceSessionsMutation, useEndEverySessionMutation } = accountApi;
