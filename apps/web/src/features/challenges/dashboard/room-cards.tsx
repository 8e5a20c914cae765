import type { TradingMetrics } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { ProgressBar } from '@portal/ui/widgets/progress-bar.tsx';
import { DayResetCountdown } from './countdown.tsx';
import { lossVariant } from './dashboard-view.ts';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import './room-cards.css';

type RoomProps = {
  id: string;
  title: string;
  room: number;
  floor: number;
  limit: number | null;
  currency: string;
  /** the next daily reset, when the room renews (today's room only, while the phase is in progress) */
  resetsAt?: string | null;
};

/** What may still be lost before a floor, coloured as it shrinks; the bar is the share of the limit left. */
function RoomCard({ id, title, room, floor, limit, currency, resetsAt }: RoomProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const variant = limit ? lossVariant(limit - room, limit) : 'neutral';
  const left = limit ? Math.min(100, Math.max(0, (room / limit) * 100)) : null;
  const leftText = left === null ? null : t('dashboard.room.left', { percent: format.percent(Math.floor(left)) });
  return (
    <section className={`card room-card room-card--${variant}`} aria-labelledby={id}>
      <h2 id={id} className="room-card__title">
        {title}
      </h2>
      <p className="room-card__amount">
        <Money minor={room} currency={currency} />
      </p>
      {limit !== null && leftText !== null && (
        <ProgressBar label={title} value={room} max={limit} valueText={leftText} variant={variant} />
      )}
      <p className="room-card__meta">
        <span>{t('dashboard.room.floor', { floor: format.money(floor, currency) })}</span>
        {leftText && <span>{leftText}</span>}
      </p>
      {resetsAt && (
        <p className="room-card__reset">
          <DayResetCountdown at={resetsAt} />
        </p>
      )}
    </section>
  );
}

type Props = {
  metrics: TradingMetrics;
  dailyLimit: number | null;
  maxLimit: number | null;
  /** the day's reset while the phase is in progress, null after the verdict */
  dayResetsAt: string | null;
};

/** Today's loss room and the max-loss room, with their floors (TradingMetrics). */
export function RoomCards({ metrics, dailyLimit, maxLimit, dayResetsAt }: Props) {
  const { t } = useTranslation();
  return (
    <div className="room-cards card-grid">
      {metrics.dailyLossRoom !== null && metrics.dailyFloor !== null ? (
        <RoomCard
          id="room-daily"
          title={t('dashboard.room.daily')}
          room={metrics.dailyLossRoom}
          floor={metrics.dailyFloor}
          limit={dailyLimit}
          currency={metrics.currency}
          resetsAt={dayResetsAt}
        />
      ) : (
        <TitledSection
          className="card room-card"
          titleId="room-daily"
          title={t('dashboard.room.daily')}
          titleClassName="room-card__title"
        >
          <p className="room-card__meta">{t('dashboard.room.noDaily')}</p>
        </TitledSection>
      )}
      <RoomCard
        id="room-max"
        title={t('dashboard.room.max')}
        room={metrics.maxLossRoom}
        floor={metrics.maxLossFloor}
        limit={maxLimit}
        currency={metrics.currency}
      />
    </div>
  );
}
