import {
  journalTagSchema,
  JOURNAL_NOTE_MAX_LENGTH,
  JOURNAL_TAG_MAX_LENGTH,
  JOURNAL_TAGS_MAX,
  type JournalTrade,
} from '@portal/contract';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFailure } from '../../../shared/api/base-query.ts';
import { useSaveJournalNoteMutation } from '../api/journal-api.ts';

type Props = { traderAccountId: string; trade: JournalTrade; knownTags: string[]; onDone: () => void };

/** Tags as typed: separated by commas, trimmed, each once. */
export const parseTags = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/**
 * A trade's note and tags, edited in place: the note takes the focus when it opens, Escape or Cancel closes it
 * without saving (the trade's item gives the focus back to its edit button).
 */
export function NoteEditor({ traderAccountId, trade, knownTags, onDone }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const note = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(trade.note);
  const [tagText, setTagText] = useState(trade.tags.join(', '));
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useSaveJournalNoteMutation();

  useEffect(() => note.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const tags = parseTags(tagText);
    const bad = tags.map((tag) => journalTagSchema.safeParse(tag)).find((r) => !r.success);
    if (bad && !bad.success) return setError(bad.error.issues[0]?.message ?? 'validation.required');
    if (tags.length > JOURNAL_TAGS_MAX) return setError('validation.journalTooManyTags');
    setError(null);
    try {
      await save({ traderAccountId, dealId: trade.dealId, note: text, tags }).unwrap();
      onDone();
    } catch (failure) {
      setError(apiFailure(failure)?.key ?? 'errors.SomethingWentWrong');
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onDone();
    }
  };

  return (
    <form className="journal-note" onSubmit={(e) => void submit(e)} onKeyDown={onKeyDown} noValidate>
      <label className="journal-note__field" htmlFor={`${id}-note`}>
        <span>{t('dashboard.journal.note')}</span>
        <textarea
          id={`${id}-note`}
          ref={note}
          rows={3}
          maxLength={JOURNAL_NOTE_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <label className="journal-note__field" htmlFor={`${id}-tags`}>
        <span>{t('dashboard.journal.tags')}</span>
        <input
          id={`${id}-tags`}
          type="text"
          list={`${id}-known`}
          value={tagText}
          onChange={(e) => setTagText(e.target.value)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <datalist id={`${id}-known`}>
          {knownTags.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </label>
      <small id={`${id}-hint`} className="muted-text">
        {t('dashboard.journal.tagsHint')}
      </small>
      {error && (
        <p id={`${id}-error`} className="journal__error" role="alert">
          {t(error, { max: JOURNAL_TAG_MAX_LENGTH })}
        </p>
      )}
      <div className="journal-note__actions">
        <button type="submit" className="btn btn--primary" disabled={saving.isLoading}>
          {t('dashboard.journal.save')}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
