import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';
import { readState } from '../../shared/api/read-state.ts';
import { LoadFailed, LoadingRows } from '../../shared/ui/list-states.tsx';
import { PageHead, SectionCard } from '../../shared/ui/record-page.tsx';
import { AccountPick, type KnownAccount } from './account-pick.tsx';
import { PairEvidence } from './pair-evidence.tsx';
import { useRiskCompareQuery } from './api/risk-api.ts';
import './risk.css';

/**
 * The compare tool: any two accounts, whether or not a case ties them, laid out as a case's pair is (the copied
 * trades on one timeline, the opposite positions, what their traders share). The two accounts are in the URL.
 */
export default function RiskCompareScreen() {
  const { t } = useTranslation();
  const ids = useId();
  const [params, update] = useUpdateParams();
  const a = params.get('a') ?? '';
  const b = params.get('b') ?? '';
  const [draft, setDraft] = useState({ a, b });
  const [error, setError] = useState<string | null>(null);
  const asked = a !== '' && b !== '';
  const { state, retry } = readState(useRiskCompareQuery({ a, b }, { skip: !asked }));
  const known: KnownAccount[] =
    state.status === 'ready'
      ? state.data.accounts.map((x) => ({ id: x.accountId, name: `${x.login} · ${x.traderName || x.traderEmail}` }))
      : [];

  /** The field of one of the two accounts, kept in the draft under its side until compared. */
  const pick = (side: 'a' | 'b', label: string) => (
    <AccountPick
      id={`${ids}-${side}`}
      label={label}
      value={draft[side]}
      onChange={(v) => setDraft((d) => ({ ...d, [side]: v }))}
      known={known}
    />
  );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next = { a: draft.a.trim(), b: draft.b.trim() };
    if (!next.a || !next.b) return setError(t('risk.pickBoth'));
    if (next.a === next.b) return setError(t('risk.pickTwo'));
    setError(null);
    update((search) => {
      search.set('a', next.a);
      search.set('b', next.b);
    });
  };

  return (
    <section className="page">
      <p>
        <Link className="link" to="/risk">
          ← {t('risk.back')}
        </Link>
      </p>
      <PageHead title={t('risk.compareTitle')} />
      <p className="bo-muted">{t('risk.compareIntro')}</p>
      <form className="card risk-compare" noValidate aria-label={t('risk.compareTitle')} onSubmit={submit}>
        {pick('a', t('risk.firstAccount'))}
        {pick('b', t('risk.secondAccount'))}
        <div className="risk-compare__actions">
          <button type="submit" className="btn btn--primary">
            {t('risk.compare')}
          </button>
        </div>
        {error && (
          <p className="field__error risk-compare__error" role="alert">
            {error}
          </p>
        )}
      </form>
      {asked && state.status === 'loading' && <LoadingRows rows={4} />}
      {asked && state.status === 'missing' && <LoadFailed error="risk.compareNotFound" onRetry={retry} />}
      {asked && state.status === 'failed' && <LoadFailed error={state.error} onRetry={retry} />}
      {state.status === 'ready' && (
        <SectionCard title={t('risk.pairTitle', { a: state.data.accounts[0].login, b: state.data.accounts[1].login })}>
          <PairEvidence pair={state.data} />
        </SectionCard>
      )}
    </section>
  );
}
