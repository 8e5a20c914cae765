import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopyToClipboard } from '@portal/ui/widgets/use-copy-to-clipboard.ts';

/**
 * The ten recovery codes, shown this once: copy, download as a text file, and an explicit "I have saved
 * them" before the operator may go on (the server keeps only their hashes).
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const { copied, copy } = useCopyToClipboard();
  const text = useRef<HTMLTextAreaElement>(null);
  const savedId = useId();
  const all = codes.join('\n');

  const download = () => {
    const url = URL.createObjectURL(new Blob([`${all}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'back-office-recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="stack">
      <ol className="bo-codes" aria-label={t('auth.enrol.codesTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      {/* The copy source, also the manual-copy fallback (selected when the clipboard refuses). */}
      <textarea ref={text} className="visually-hidden" value={all} readOnly tabIndex={-1} aria-hidden="true" />
      <div className="row">
        <button type="button" className="btn btn--secondary" onClick={() => text.current && void copy(text.current)}>
          {copied ? t('common.copied') : t('auth.enrol.copyCodes')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={download}>
          {t('auth.enrol.downloadCodes')}
        </button>
      </div>
      <label className="bo-check" htmlFor={savedId}>
        <input id={savedId} type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        {t('auth.enrol.saved')}
      </label>
      <button type="button" className="btn btn--primary btn--block" disabled={!saved} onClick={onDone}>
        {t('auth.enrol.continue')}
      </button>
    </div>
  );
}
