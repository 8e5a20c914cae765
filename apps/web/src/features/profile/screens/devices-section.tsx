import { useCallback } from 'react';
import type { EndDeviceSessionsRequest } from '@portal/contract';
import { asApiCall } from '@portal/ui/api/base-query.ts';
import { DeviceSessions } from '@portal/ui/widgets/device-sessions.tsx';
import { useEndSessionsMutation, useLazyListSessionsQuery } from '../api/profile-api.ts';
import { readNow } from '../../../shared/api/read-now.ts';
import { useAppSelector } from '../../../shared/store/store-hooks.ts';
import '../profile.css';

/** Security → "Devices": the trader's signed-in sessions, each signed out behind the password. */
export default function DevicesSection() {
  const siteKey = useAppSelector((s) => s.brandSettings.config?.recaptchaSiteKey ?? null);
  const [readSessions] = useLazyListSessionsQuery();
  const [endSessions] = useEndSessionsMutation();
  // The kit's list asks for its rows itself and reads a failure as an ApiError.
  const load = useCallback(() => asApiCall(readNow(readSessions())), [readSessions]);
  const end = useCallback((body: EndDeviceSessionsRequest) => asApiCall(endSessions(body).unwrap()), [endSessions]);
  return (
    <div className="profile-card--narrow profile-devices">
      <DeviceSessions load={load} end={end} siteKey={siteKey} />
    </div>
  );
}
