import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFailure } from '../../../shared/api/base-query.ts';
import { getJournalCsv } from '../api/journal-api.ts';

type Props = {
  traderAccountId: string;
  tags: string[];
  tag: string | undefined;
  onTag: (tag: string | undefined) => void;
};

/** The journal's tag filter and its CSV export (of the trades the filter selects). */
export function JournalToolbar({ traderAccountId, tags, tag, onTag }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const blob = await getJournalCsv({ traderAccountId, tag });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `journal${tag ? `-${tag}` : ''}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      setFailed(apiFailure(error)?.key ?? 'errors.SomethingWentWrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="journal__toolbar">
      {/* The label names the select alone: wrapped around it, the select's value would join its name. */}
      <div className="journal__filter">
        <label htmlFor={id}>{t('dashboard.journal.filter')}</label>
        <select
          id={id}
          className="journal__select"
          value={tag ?? ''}
          onChange={(e) => onTag(e.target.value === '' ? undefined : e.target.value)}
        >
          <option value="">{t('dashboard.journal.allTrades')}</option>
          {tags.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn--secondary btn--sm" onClick={() => void download()} disabled={busy}>
        {t('dashboard.journal.export')}
      </button>
      {failed && (
        <p className="journal__error" role="alert">
          {t('dashboard.journal.exportFailed')} {t(failed)}
        </p>
      )}
    </div>
  );
}
