import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';

type Props = {
  /** the moment counted down to (UTC ISO-8601) */
  to: string;
  /** the sentence around the time left ("Resets in {{time}}") */
  children: (left: string) => string;
};

/** A sentence with the time left until a moment, ticking every second ("Resets in 5 hr 12 min"). */
export function Countdown({ to, children }: Props) {
  const format = useFormatters();
  const now = useNow(1000);
  const left = format.duration(Date.parse(to) - now);
  return (
    <time dateTime={to} title={format.dateTime(to)}>
      {children(left)}
    </time>
  );
}

/**
 * The countdown to the day's reset, the same on every card: its one source is TradingMetrics' `dayResetsAt`, counted
 * from the server's now. The daily-loss objective's own `resetsAt` is not used, so two cards can never disagree.
 */
export function DayResetCountdown({ at }: { at: string }) {
  const { t } = useTranslation();
  return <Countdown to={at}>{(left) => t('dashboard.objectives.text.resetsIn', { time: left })}</Countdown>;
}
