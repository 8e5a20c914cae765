import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminHttp } from '../api/admin-client.ts';

type Props = {
  /** the list's export endpoint (the contract's `…Export` path) */
  path: string;
  /** the list's filters in force, as its read sends them (no position: the export holds every row they keep) */
  filters: object;
  /** what is exported, where a page has several exports: the button's accessible name says it */
  name?: string;
};

/** The file name the server gave the download (`orders-2026-11-29.csv`), else the list's. */
const fileNameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'export.csv';

/**
 * A list's "Export CSV": every row its filters keep, as the server writes the file (streamed, audited there). The
 * button is busy until the whole file has come and is handed to the browser as a download; a refusal is said.
 */
export function ExportCsvButton({ path, filters, name }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      // No time limit: a long list takes as long as its rows take to be read and sent.
      const res = await adminHttp.get<Blob>(path, {
        params: filters,
        responseType: 'blob',
        headers: { Accept: 'text/csv' },
        timeout: 0,
      });
      const url = URL.createObjectURL(res.data);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(res.headers.get('content-disposition'));
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="bo-export">
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => void download()}
        disabled={busy}
        aria-busy={busy}
        aria-label={name ? t('common.exportCsvOf', { name }) : undefined}
      >
        {busy ? t('common.exporting') : t('common.exportCsv')}
      </button>
      {failed && (
        <p className="bo-error" role="alert">
          {t('common.exportFailed')}
        </p>
      )}
    </div>
  );
}
