import { useTranslation } from 'react-i18next';
import { LAST_PAGE_CURSOR } from '@portal/contract';
import './pagination.css';

/**
 * Where a list read by position (keyset pagination) may go from its page: the cursors of the pages beside it (null
 * at either end). `go` takes a cursor, `'last'`, or undefined for the first page.
 */
export type CursorPages = { previous: string | null; next: string | null; go(cursor: string | undefined): void };

/** First / previous / next / last for a list read by position: no page numbers (a position has none). */
export function CursorPagination({ previous, next, go }: CursorPages) {
  const { t } = useTranslation();
  if (previous === null && next === null) return null;
  const step = (label: string, to: string | null | undefined, enabled: boolean, arrow: string, after = false) => (
    <button type="button" className="pagination__step" disabled={!enabled} onClick={() => go(to ?? undefined)}>
      {after ? (
        <>
          {label} <span aria-hidden="true">{arrow}</span>
        </>
      ) : (
        <>
          <span aria-hidden="true">{arrow}</span> {label}
        </>
      )}
    </button>
  );
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {step(t('pagination.first'), undefined, previous !== null, '«')}
      {step(t('common.previous'), previous, previous !== null, '‹')}
      {step(t('common.next'), next, next !== null, '›', true)}
      {step(t('pagination.last'), LAST_PAGE_CURSOR, next !== null, '»', true)}
    </nav>
  );
}
