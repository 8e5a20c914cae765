import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractSignStatus, KycVerificationStatus, type ColourVariant } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { kycApi, type ContractRow, type IdentityCase } from '../../shared/api/admin-api.ts';
import { asApiError } from '../../shared/api/failure.ts';
import { useLoad } from '../../shared/api/use-load.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { ListNotReady } from '../../shared/ui/list-states.tsx';

const PAGE = { page: 1, pageSize: 100 };
const CASE_BADGE: Record<number, ColourVariant> = { 1: 'warning', 2: 'positive', 3: 'negative', 4: 'warning' };

/**
 * The firm's verification work: cases waiting for a person (approve, reject with a reason the trader sees, ask
 * for a retry) and signed contracts waiting for review (approve: the funded account goes live; reject: it ends).
 */
export default function VerificationScreen() {
  const { t } = useTranslation();
  const [view, setView] = useState<'identity' | 'contracts'>('identity');
  return (
    <section className="page">
      <h1 className="page__title">{t('kyc.title')}</h1>
      <div className="row" role="tablist" aria-label={t('kyc.title')}>
        {(['identity', 'contracts'] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={view === v}
            className={`btn ${view === v ? 'btn--primary' : 'btn--ghost'}`}
            onClick={() => setView(v)}
          >
            {t(`kyc.${v}Queue`)}
          </button>
        ))}
      </div>
      {view === 'identity' ? <IdentityQueue /> : <ContractQueue />}
    </section>
  );
}

function IdentityQueue() {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const { state, retry } = useLoad(`identity-${attempt}`, () =>
    kycApi.cases({ ...PAGE, status: KycVerificationStatus.Pending }),
  );
  return (
    <>
      <ListNotReady state={state} onRetry={retry} empty={t('kyc.identityEmpty')} />
      {state.status === 'ready' &&
        state.data.items.map((c) => <CaseCard key={c.id} item={c} onDecided={() => setAttempt((a) => a + 1)} />)}
    </>
  );
}

function CaseCard({ item, onDecided }: { item: IdentityCase; onDecided(): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const me = useOperator();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const decide = async (decision: 'approve' | 'reject' | 'retry') => {
    setFailure(null);
    if (decision !== 'approve' && !reason.trim()) return setFailure('kyc.reasonRequired');
    setBusy(decision);
    try {
      await kycApi.decideCase(item.id, decision, decision === 'approve' ? null : reason.trim());
      onDecided();
    } catch (caught) {
      setFailure(asApiError(caught).messageKey);
      setBusy(null);
    }
  };
  const may = me.actions.includes('identity.decide');
  return (
    <article className="card" aria-label={`${item.traderName || item.traderEmail} · ${t(`kyc.step.${item.step}`)}`}>
      <div className="bo-section-head">
        <h2>
          {item.traderName || item.traderEmail} · {t(`kyc.step.${item.step}`)}
        </h2>
        <StatusBadge variant={CASE_BADGE[item.status] ?? 'muted'}>{t(`kyc.caseStatus.${item.status}`)}</StatusBadge>
      </div>
      <dl className="bo-facts">
        <div>
          <dt>{t('orders.trader')}</dt>
          <dd>{item.traderEmail}</dd>
        </div>
        <div>
          <dt>{t('kyc.country')}</dt>
          <dd>{item.country ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('kyc.dateOfBirth')}</dt>
          <dd>{item.dateOfBirth ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('kyc.documentType')}</dt>
          <dd>{item.documentType ? t(`kyc.document.${item.documentType}`) : '—'}</dd>
        </div>
        <div>
          <dt>{t('kyc.submitted')}</dt>
          <dd>{f.when(item.createdAt)}</dd>
        </div>
      </dl>
      <ul className="bo-list">
        {item.documents.map((d) => (
          <li key={d.id}>
            <a href={kycApi.documentUrl(item.id, d.id)} target="_blank" rel="noreferrer">
              {t(`kyc.slot.${d.slot}`)}: {d.fileName}
            </a>{' '}
            <span className="bo-muted">({Math.ceil(d.size / 1024)} KB)</span>
          </li>
        ))}
      </ul>
      {failure && <Banner variant="negative">{t(failure)}</Banner>}
      {may && (
        <>
          <div className="field">
            <label className="field__label" htmlFor={reasonId}>
              {t('kyc.reason')}
            </label>
            <input
              id={reasonId}
              className="field__input"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <div className="row">
            <LoadingButton
              type="button"
              loading={busy === 'approve'}
              disabled={!!busy}
              onClick={() => void decide('approve')}
            >
              {t('kyc.approve')}
            </LoadingButton>
            <LoadingButton
              type="button"
              variant="secondary"
              loading={busy === 'retry'}
              disabled={!!busy}
              onClick={() => void decide('retry')}
            >
              {t('kyc.askRetry')}
            </LoadingButton>
            <LoadingButton
              type="button"
              variant="ghost"
              loading={busy === 'reject'}
              disabled={!!busy}
              onClick={() => void decide('reject')}
            >
              {t('kyc.reject')}
            </LoadingButton>
          </div>
        </>
      )}
    </article>
  );
}

function ContractQueue() {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const { state, retry } = useLoad(`contracts-${attempt}`, () =>
    kycApi.contracts({ ...PAGE, status: ContractSignStatus.Pending }),
  );
  return (
    <>
      <ListNotReady state={state} onRetry={retry} empty={t('kyc.contractsEmpty')} />
      {state.status === 'ready' &&
        state.data.items.map((k) => <ContractCard key={k.id} item={k} onDecided={() => setAttempt((a) => a + 1)} />)}
    </>
  );
}

function ContractCard({ item, onDecided }: { item: ContractRow; onDecided(): void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const me = useOperator();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const decide = async (decision: 'approve' | 'reject') => {
    setFailure(null);
    if (decision === 'reject' && !reason.trim()) return setFailure('kyc.reasonRequired');
    setBusy(decision);
    try {
      await kycApi.decideContract(item.id, decision, decision === 'approve' ? null : reason.trim());
      onDecided();
    } catch (caught) {
      setFailure(asApiError(caught).messageKey);
      setBusy(null);
    }
  };
  const may = me.actions.includes('contracts.decide');
  return (
    <article className="card" aria-label={t('kyc.contractOf', { login: item.accountLogin })}>
      <div className="bo-section-head">
        <h2>{t('kyc.contractOf', { login: item.accountLogin })}</h2>
        <StatusBadge variant="warning">{t('kyc.signedWaiting')}</StatusBadge>
      </div>
      <dl className="bo-facts">
        <div>
          <dt>{t('orders.trader')}</dt>
          <dd>
            {item.traderName} ({item.traderEmail})
          </dd>
        </div>
        <div>
          <dt>{t('kyc.signedName')}</dt>
          <dd>{item.signedName ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('kyc.signedAt')}</dt>
          <dd>{f.when(item.signedAt)}</dd>
        </div>
        <div>
          <dt>{t('kyc.signedFrom')}</dt>
          <dd>{item.signedIp ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('kyc.hash')}</dt>
          <dd className="bo-mono">{item.pdfSha256}</dd>
        </div>
      </dl>
      <p>
        <a href={kycApi.contractPdfUrl(item.id)} target="_blank" rel="noreferrer">
          {t('kyc.openPdf')}
        </a>
      </p>
      {failure && <Banner variant="negative">{t(failure)}</Banner>}
      {may && (
        <>
          <div className="field">
            <label className="field__label" htmlFor={reasonId}>
              {t('kyc.reason')}
            </label>
            <input
              id={reasonId}
              className="field__input"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          <div className="row">
            <LoadingButton
              type="button"
              loading={busy === 'approve'}
              disabled={!!busy}
              onClick={() => void decide('approve')}
            >
              {t('kyc.approveContract')}
            </LoadingButton>
            <LoadingButton
              type="button"
              variant="ghost"
              loading={busy === 'reject'}
              disabled={!!busy}
              onClick={() => void decide('reject')}
            >
              {t('kyc.rejectContract')}
            </LoadingButton>
          </div>
        </>
      )}
    </article>
  );
}
