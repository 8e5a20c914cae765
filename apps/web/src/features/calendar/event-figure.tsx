import { useTranslation } from 'react-i18next';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';

/** A figure (actual, forecast, previous) in the language's number format, or a dash that says why there is none. */
export function EventFigure({ value, pending }: { value: string | null; pending?: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (value !== null) return <>{format.figure(value)}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">
        {t(pending ? 'economicCalendar.notReleased' : 'economicCalendar.noFigure')}
      </span>
    </>
  );
}
