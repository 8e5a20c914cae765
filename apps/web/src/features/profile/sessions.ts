import { ApiPath, type DeviceSession, type EndDeviceSessionsRequest } from '@portal/contract';
import { api } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** The trader's live sessions ("Devices", decision 049). */
export const listSessions = () => unwrap<{ items: DeviceSession[] }>(api.get(ApiPath.sessions));

/** Ends one other session, or all others, behind the password: -4 wrong password, -50 not another session, -800. */
export const endSessions = (body: EndDeviceSessionsRequest) =>
  unwrap<{ ended: number }>(api.post(ApiPath.sessionsEnd, body));
