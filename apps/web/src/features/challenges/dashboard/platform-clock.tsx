import type { PlatformTime } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { ClockIcon } from '@portal/ui/widgets/ui-icons.tsx';

type Props = { platformTime: PlatformTime; receivedAt: number };

/**
 * The trading platform's clock in its own time zone, ticking each second from the server's time (the offset
 * to this device's clock is kept, so a wrong device clock does not matter), and when the trading day resets.
 */
export function PlatformClock({ platformTime, receivedAt }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const now = useNow(1000);
  const offset = Date.parse(platformTime.time) - receivedAt;
  const clock = format.clock(now + (Number.isNaN(offset) ? 0 : offset), platformTime.timezone);
  return (
    <div className="platform-clock">
      <span className="platform-clock__icon" aria-hidden="true">
        <ClockIcon />
      </span>
      <div>
        <p className="platform-clock__label">{t('dashboard.platformTime')}</p>
        <p className="platform-clock__time">
          <span className="platform-clock__value">{clock}</span>
          <span className="platform-clock__zone">{platformTime.timezone}</span>
        </p>
        <p className="platform-clock__reset">
          {t('dashboard.dayReset', { time: platformTime.dayResetTime, timezone: platformTime.timezone })}
        </p>
      </div>
    </div>
  );
}
