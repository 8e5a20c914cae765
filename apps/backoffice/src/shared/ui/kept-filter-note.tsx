import { useTranslation } from 'react-i18next';

/**
 * A filter a link brought that the list's form has no field for (one trader's orders, the overview's period): said
 * above the list, with the button that drops it.
 */
export function KeptFilterNote({ text, onClear }: { text: string; onClear(): void }) {
  const { t } = useTranslation();
  return (
    <div className="bo-section-head">
      <p className="bo-muted">{text}</p>
      <button type="button" className="btn btn--ghost bo-small" onClick={onClear}>
        {t('common.clearFilter')}
      </button>
    </div>
  );
}
