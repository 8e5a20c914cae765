import {
  ApiPath,
  type DeviceSession,
  type EndDeviceSessionsRequest,
  type EndEverySessionRequest,
} from '@portal/contract';
import { consoleApi } from '../../../shared/api/console-api.ts';

/** The operator's own sessions, and the owner's end of every session. */
const accountApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    deviceSessions: build.query<{ items: DeviceSession[] }, void>({
      // The kit's device list keeps its rows and asks again after ending sessions: no tags to invalidate.
      query: () => ({ url: ApiPath.adminSessions }),
    }),
    endDeviceSessions: build.mutation<{ ended: number }, EndDeviceSessionsRequest>({
      query: (body) => ({ url: ApiPath.adminSessionsEnd, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Operator']),
    }),
    endEverySession: build.mutation<{ traderSessions: number; operatorSessions: number }, EndEverySessionRequest>({
      query: (body) => ({ url: ApiPath.adminEndEverySession, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Operator', 'Trader']),
    }),
  }),
});

export const { useLazyDeviceSessionsQuery, useEndDeviceSessionsMutation, useEndEverySessionMutation } = accountApi;
