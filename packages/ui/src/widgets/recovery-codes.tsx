import { useId, useRef, useState } from 'react';
import { useCopyToClipboard } from './use-copy-to-clipboard.ts';
import './recovery-codes.css';

/** The translated texts of the widget (the back office's and the trader app's catalogues differ). */
export type RecoveryCodesTexts = {
  list: string;
  copy: string;
  copied: string;
  download: string;
  saved: string;
  done: string;
};

/**
 * The ten recovery codes, shown this once (operators, decision 039; traders): copy, download as a
 * text file, and an explicit "I have saved them" before the person may go on (the server keeps only hashes).
 */
export function RecoveryCodes({
  codes,
  texts,
  fileName,
  fileHeading,
  onDone,
}: {
  codes: string[];
  texts: RecoveryCodesTexts;
  fileName: string;
  /** a first line of the downloaded file saying what the codes are for */
  fileHeading?: string;
  onDone(): void;
}) {
  const [saved, setSaved] = useState(false);
  const { copied, copy } = useCopyToClipboard();
  const text = useRef<HTMLTextAreaElement>(null);
  const savedId = useId();
  const all = codes.join('\n');

  const download = () => {
    const body = fileHeading ? `${fileHeading}\n\n${all}\n` : `${all}\n`;
    const url = URL.createObjectURL(new Blob([body], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="stack">
      <ol className="recovery-codes" aria-label={texts.list}>
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
          {copied ? texts.copied : texts.copy}
        </button>
        <button type="button" className="btn btn--secondary" onClick={download}>
          {texts.download}
        </button>
      </div>
      <label className="recovery-codes__saved" htmlFor={savedId}>
        <input id={savedId} type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        {texts.saved}
      </label>
      <button type="button" className="btn btn--primary btn--block" disabled={!saved} onClick={onDone}>
        {texts.done}
      </button>
    </div>
  );
}
