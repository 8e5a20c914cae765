import {
  type DeviceSession,
  type EndDeviceSessionsRequest,
  type EndEverySessionRequest,
  adminOperatorsEndpoints,
} from '@portal/contract';
import { requestTo } from '@portal/ui/api/request-to.ts';
import { consoleApi } from '../../../shared/api/console-api.ts';

/** The operator's own sessions, and the owner's end of every session. */
const accountApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    deviceSessions: build.query<{ items: DeviceSession[] }, void>({
      // The kit's device list keeps its rows and asks again after ending sessions: no tags to invalidate.
      query: () => requestTo(adminOperatorsEndpoints.sessions),
    }),
    endDeviceSessions: build.mutation<{ ended: number }, EndDeviceSessionsRequest>({
      query: (body) => requestTo(adminOperatorsEndpoints.sessionsEnd, { body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Operator']),
    }),
    endEverySession: build.mutation<{ traderSessions: number; operatorSessions: number }, EndEverySessionRequest>({
      query: (body) => requestTo(adminOperatorsEndpoints.endEverySession, { body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Operator', 'Trader']),
    }),
  }),
});

export const { useLazyDeviceSessionsQuery, useEndDeviceSessionsMutation, useEndEverySessionMutation } = accountApi;
