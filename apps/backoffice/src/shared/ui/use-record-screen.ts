import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormat } from '../format/format.ts';
import { useOperator } from '../session/session.tsx';
import { useToast } from '../toast/toasts.tsx';
import type { RecordPlace } from './record-page.tsx';

/**
 * What a record screen (/section/:id) starts from: the record's id, who is signed in, the formatters, the toasts,
 * and the language its texts (and a catalogue's package names) are asked in.
 */
export function useRecordScreen() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  return { t, id, lang: i18n.language, me: useOperator(), f: useFormat(), notify: useToast() };
}

/**
 * Where a record's stand-in page sits: its section's list is /section, and the section's texts say the way back
 * and that the record is not there; only the title differs from one section to the next.
 */
export function recordPlace(t: (key: string) => string, section: string, title: string, rows?: number): RecordPlace {
  return {
    title: t(title),
    notFound: t(`${section}.notFound`),
    back: { to: `/${section}`, label: t(`${section}.back`) },
    rows,
  };
}
