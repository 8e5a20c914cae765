import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledField } from '../../shared/ui/labelled-field.tsx';
import { useOperator } from '../../shared/session/session.tsx';
import { useRiskAccountSearchQuery } from './api/risk-api.ts';

/** Searching starts from this many characters (a login's or an e-mail's beginning). */
const MIN_SEARCH = 3;
/** How long typing pauses before the accounts are searched. */
const SEARCH_DELAY_MS = 300;

/** An account the picker can name by its login and trader instead of its id. */
export type KnownAccount = { id: string; name: string };

type Props = {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** accounts already named elsewhere (the last comparison's) */
  known: readonly KnownAccount[];
};

/**
 * One side of the compare tool: an account id typed or pasted, or (for a role that reads the accounts) found by its
 * login or its trader's e-mail and picked from the matches, which fills in its id.
 */
export function AccountPick({ id, label, value, onChange, known }: Props) {
  const { t } = useTranslation();
  const me = useOperator();
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<KnownAccount[]>([]);
  const named = [...picked, ...known].find((k) => k.id === value.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(value.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const canSearch = me.actions.includes('accounts.read');
  const { currentData } = useRiskAccountSearchQuery(search, { skip: !canSearch || search.length < MIN_SEARCH });
  // An exact id needs no choice.
  const matches = (currentData?.items ?? []).filter((a) => a.id !== value.trim());
  return (
    <LabelledField id={id} label={label} className="risk-pick">
      <input
        id={id}
        className="field__input"
        value={value}
        autoComplete="off"
        placeholder={canSearch ? t('risk.pickPlaceholder') : t('risk.pickIdPlaceholder')}
        aria-describedby={named ? `${id}-named` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {named && (
        <p id={`${id}-named`} className="bo-muted bo-note">
          {named.name}
        </p>
      )}
      {matches.length > 0 && (
        <ul className="risk-pick__matches" aria-label={t('risk.pickMatches', { label })}>
          {matches.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className="btn btn--ghost risk-pick__match"
                onClick={() => {
                  setPicked((p) => [...p, { id: a.id, name: `${a.login} · ${a.email}` }]);
                  onChange(a.id);
                }}
              >
                <span className="bo-mono">{a.login}</span> · {a.email}
              </button>
            </li>
          ))}
        </ul>
      )}
    </LabelledField>
  );
}
