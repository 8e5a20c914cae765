import { useTranslation } from 'react-i18next';

/** A figure (actual, forecast, previous), or a dash that says why there is none. */
export function EventFigure({ value, pending }: { value: string | null; pending?: boolean }) {
  const { t } = useTranslation();
  if (value !== null) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">
        {t(pending ? 'economicCalendar.notReleased' : 'economicCalendar.noFigure')}
      </span>
    </>
  );
}
