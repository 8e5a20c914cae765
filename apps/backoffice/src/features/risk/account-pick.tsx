import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledField } from '../../shared/ui/labelled-field.tsx';
import { useOperator } from '../../shared/session/session.tsx';
import { useRiskAccountSearchQuery } from './api/risk-api.ts';
import { knownOf, type PickedSide } from './resolve-account.ts';

/** Searching starts from this many characters (a login's or an e-mail's beginning). */
const MIN_SEARCH = 3;
/** How long typing pauses before the accounts are searched. */
const SEARCH_DELAY_MS = 300;

type Props = {
  id: string;
  label: string;
  value: PickedSide;
  onChange(value: PickedSide): void;
};

/**
 * One side of the compare tool: an account id typed or pasted, or (for a role that reads the accounts) found by its
 * login or its trader's e-mail and picked from the matches; a picked account shows by its login, its trader under it.
 */
export function AccountPick({ id, label, value, onChange }: Props) {
  const { t } = useTranslation();
  const me = useOperator();
  const [search, setSearch] = useState('');
  const text = value.text.trim();
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const canSearch = me.actions.includes('accounts.read');
  const { currentData } = useRiskAccountSearchQuery(search, { skip: !canSearch || search.length < MIN_SEARCH });
  // The account already named needs no choice.
  const matches = (currentData?.items ?? []).filter((a) => a.id !== value.account?.id && a.id !== text);
  return (
    <LabelledField id={id} label={label} className="risk-pick">
      <input
        id={id}
        className="field__input"
        value={value.text}
        autoComplete="off"
        placeholder={canSearch ? t('risk.pickPlaceholder') : t('risk.pickIdPlaceholder')}
        aria-describedby={value.account ? `${id}-named` : undefined}
        onChange={(e) => onChange({ text: e.target.value, account: null })}
      />
      {value.account && (
        <p id={`${id}-named`} className="bo-muted bo-note">
          {value.account.name}
        </p>
      )}
      {matches.length > 0 && (
        <ul className="risk-pick__matches" aria-label={t('risk.pickMatches', { label })}>
          {matches.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className="btn btn--ghost risk-pick__match"
                onClick={() => onChange({ text: a.login, account: knownOf(a) })}
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
