import { useTranslation } from 'react-i18next';
import './pagination.css';

type PaginationProps = { page: number; totalPages: number; onChange: (page: number) => void };

/** The page numbers to show: the first, the last and the current one with its neighbours; gaps are null. */
export function pageWindow(page: number, totalPages: number): Array<number | null> {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => {
    const previous = sorted[i - 1];
    if (previous === undefined || p === previous + 1) return [p];
    return p === previous + 2 ? [previous + 1, p] : [null, p];
  });
}

/** Previous / page numbers / next, as a labelled navigation region; the current page is marked. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button type="button" className="pagination__step" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">‹</span> {t('common.previous')}
      </button>
      <ol className="pagination__pages">
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className="pagination__page"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: p })}
                onClick={() => p !== page && onChange(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="pagination__step"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('common.next')} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
