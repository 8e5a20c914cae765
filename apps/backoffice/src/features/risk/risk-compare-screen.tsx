import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUpdateParams } from '@portal/ui/routing/use-update-params.ts';
import { asApiError } from '../../shared/api/failure.ts';
import { readState } from '../../shared/api/read-state.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { LoadFailed, LoadingRows } from '../../shared/ui/list-states.tsx';
import { PageHead, SectionCard } from '../../shared/ui/record-page.tsx';
import { AccountPick } from './account-pick.tsx';
import { PairEvidence } from './pair-evidence.tsx';
import { chooseAccount, isAccountId, type KnownAccount, type PickedSide } from './resolve-account.ts';
import { useLazyRiskAccountSearchQuery, useRiskCompareQuery } from './api/risk-api.ts';
import './risk.css';

type Side = 'a' | 'b';
const SIDES: readonly Side[] = ['a', 'b'];

/** A side whose field holds a compared account's id (from the URL) shows that account by its login instead. */
function named(side: PickedSide, known: readonly KnownAccount[]): PickedSide {
  const k = known.find((x) => x.id === (side.account?.id ?? side.text.trim()));
  return k && (!side.account || side.text === side.account.login) ? { text: k.login, account: k } : side;
}

/**
 * The compare tool: any two accounts, whether or not a case ties them, laid out as a case's pair is (the copied
 * trades on one timeline, the opposite positions, what their traders share). The two accounts are in the URL.
 */
export default function RiskCompareScreen() {
  const { t } = useTranslation();
  const ids = useId();
  const me = useOperator();
  const [params, update] = useUpdateParams();
  const a = params.get('a') ?? '';
  const b = params.get('b') ?? '';
  const [draft, setDraft] = useState<Record<Side, PickedSide>>({
    a: { text: a, account: null },
    b: { text: b, account: null },
  });
  const [error, setError] = useState<string | null>(null);
  const [searchAccounts] = useLazyRiskAccountSearchQuery();
  const asked = a !== '' && b !== '';
  const { state, retry } = readState(useRiskCompareQuery({ a, b }, { skip: !asked }));
  const compared = state.status === 'ready' ? state.data : undefined;
  useEffect(() => {
    if (!compared) return;
    const known = compared.accounts.map((x) => ({
      id: x.accountId,
      login: x.login,
      name: `${x.login} · ${x.traderName || x.traderEmail}`,
    }));
    setDraft((d) => ({ a: named(d.a, known), b: named(d.b, known) }));
  }, [compared]);
  const label = (side: Side) => t(side === 'a' ? 'risk.firstAccount' : 'risk.secondAccount');

  /**
   * The account a side names: the one picked, an id as typed (or anything typed, for a role that may not search the
   * accounts: the comparison answers for it), else the one account its search finds; or why there is none.
   */
  async function resolve(side: Side): Promise<PickedSide | { problem: string }> {
    const text = draft[side].text.trim();
    const picked = draft[side].account;
    if (picked && (picked.login === text || picked.id === text)) return { text, account: picked };
    if (isAccountId(text) || !me.actions.includes('accounts.read')) return { text, account: null };
    const found = chooseAccount(text, (await searchAccounts(text, true).unwrap()).items);
    if ('account' in found) return { text: found.account.login, account: found.account };
    const key = found.missing === 'none' ? 'risk.pickNone' : 'risk.pickSeveral';
    return { problem: t(key, { label: label(side), text }) };
  }

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (SIDES.some((side) => !draft[side].text.trim())) return setError(t('risk.pickBoth'));
    let sides: Array<PickedSide | { problem: string }>;
    try {
      sides = await Promise.all(SIDES.map(resolve));
    } catch (failure) {
      return setError(t(asApiError(failure).messageKey));
    }
    const problems = sides.flatMap((s) => ('problem' in s ? [s.problem] : []));
    if (problems.length > 0) return setError(problems.join(' '));
    const [first, second] = sides as [PickedSide, PickedSide];
    setDraft({ a: first, b: second });
    const next = { a: first.account?.id ?? first.text, b: second.account?.id ?? second.text };
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
      <form
        className="card risk-compare"
        noValidate
        aria-label={t('risk.compareTitle')}
        onSubmit={(e) => void submit(e)}
      >
        {SIDES.map((side) => (
          <AccountPick
            key={side}
            id={`${ids}-${side}`}
            label={label(side)}
            value={draft[side]}
            onChange={(v) => setDraft((d) => ({ ...d, [side]: v }))}
          />
        ))}
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
      {compared && (
        <SectionCard title={t('risk.pairTitle', { a: compared.accounts[0].login, b: compared.accounts[1].login })}>
          <PairEvidence pair={compared} />
        </SectionCard>
      )}
    </section>
  );
}
