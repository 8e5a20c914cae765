import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/format.ts';

/**
 * A filter a link brought that the list's form has no field for (one trader's orders, the overview's period): said
 * above the list, with the button that drops it (named for what it drops where the note says more than a filter).
 */
export function KeptFilterNote({ text, onClear, clearLabel }: { text: string; onClear(): void; clearLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="bo-section-head">
      <p className="bo-muted">{text}</p>
      <button type="button" className="btn btn--ghost bo-small" onClick={onClear}>
        {clearLabel ?? t('common.clearFilter')}
      </button>
    </div>
  );
}

/** A period a link may bring: its first and end params (instants) and the text that says it (`from`, `to`). */
export type KeptPeriod = readonly [from: string, to: string, text: string];

/** The periods of `periods` the URL holds, each said in words (the overview's links bring them). */
export function useKeptPeriods(params: URLSearchParams, periods: readonly KeptPeriod[]): string[] {
  const { t } = useTranslation();
  const f = useFormat();
  const kept = (name: string) => params.get(name) || undefined;
  return periods
    .filter(([from, to]) => kept(from) || kept(to))
    .map(([from, to, text]) => t(text, { from: f.when(kept(from)), to: f.when(kept(to)) }));
}
