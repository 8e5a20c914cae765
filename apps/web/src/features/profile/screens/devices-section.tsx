import { DeviceSessions } from '@portal/ui/widgets/device-sessions.tsx';
import { endSessions, listSessions } from '../sessions.ts';
import { useAppSelector } from '../../../shared/store/store-hooks.ts';
import '../profile.css';

/** Security → "Devices": the trader's signed-in sessions, each signed out behind the password (decision 049). */
export default function DevicesSection() {
  const siteKey = useAppSelector((s) => s.brandSettings.config?.recaptchaSiteKey ?? null);
  return (
    <div className="profile-card--narrow profile-devices">
      <DeviceSessions load={listSessions} end={endSessions} siteKey={siteKey} />
    </div>
  );
}
