import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';

/**
 * "Live · updated 3 sec. ago": the figures refresh on their own; when a refresh fails the dot turns amber
 * and says so (the figures shown stay, they may be old). Not a live region: it changes every second.
 */
export function LiveIndicator({
  updatedAt,
  stale,
  pushed = false,
}: {
  updatedAt: number | null;
  stale: boolean;
  /** the server pushes changes (the live stream is open); otherwise the figures are polled */
  pushed?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const now = useNow(1000);
  if (updatedAt === null) return null;
  return (
    <p className={stale ? 'live-indicator is-stale' : 'live-indicator'} data-pushed={pushed}>
      <span className="live-indicator__dot" aria-hidden="true" />
      <span className="live-indicator__label">{stale ? t('dashboard.reconnecting') : t('dashboard.live')}</span>
      <span className="live-indicator__ago">{t('dashboard.updatedAgo', { ago: format.ago(now - updatedAt) })}</span>
    </p>
  );
}
