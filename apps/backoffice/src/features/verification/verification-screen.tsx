import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractSignStatus, KycVerificationStatus, type ColourVariant } from '@portal/contract';
import { CursorPagination } from '@portal/ui/widgets/cursor-pagination.tsx';
import type { CursorPage } from '@portal/contract';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { QUEUE_POLLING_MS } from '../../shared/api/console-api.ts';
import { readState, type Load } from '../../shared/api/read-state.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { BrandFilter } from '../../shared/ui/brand-filter.tsx';
import { FilterActions, ListNotReady } from '../../shared/ui/list-states.tsx';
import { useListQuery, type ListQuery } from '../../shared/ui/use-list-query.ts';
import { listOrder, OrderField } from '../../shared/ui/list-order.tsx';
import { DecisionCard } from './decision-card.tsx';
import {
  contractPdfUrl,
  documentUrl,
  useContractsQuery,
  useDecideCaseMutation,
  useDecideContractMutation,
  useIdentityCasesQuery,
  type ContractRow,
  type IdentityCase,
} from './api/verification-api.ts';

const FILTERS = ['brandId', 'order'] as const;
const CASE_BADGE: Record<number, ColourVariant> = { 1: 'warning', 2: 'positive', 3: 'negative', 4: 'warning' };

/**
 * The firm's verification work: cases waiting for a person (approve, reject with a reason the trader sees, ask
 * for a retry) and signed contracts waiting for review (approve: the funded account goes live; reject: it ends);
 * either queue for all the operator's brands or one, 100 a page.
 */
export default function VerificationScreen() {
  const { t } = useTranslation();
  const me = useOperator();
  const [view, setView] = useState<'identity' | 'contracts'>('identity');
  const list = useListQuery(FILTERS, { pageSize: 100 });
  const show = (v: typeof view) => {
    setView(v);
    if (list.cursor) list.go(undefined); // the other queue starts at its first page
  };
  // The open queue asks again while it is open: other operators work it too.
  const query = {
    brandId: list.applied.brandId || undefined,
    order: listOrder(list.applied.order, 'asc').order,
    cursor: list.cursor,
    pageSize: list.pageSize,
  };
  const cases = readState(
    useIdentityCasesQuery(
      { ...query, status: KycVerificationStatus.Pending },
      { skip: view !== 'identity', pollingInterval: QUEUE_POLLING_MS },
    ),
  );
  const contracts = readState(
    useContractsQuery(
      { ...query, status: ContractSignStatus.Pending },
      { skip: view !== 'contracts', pollingInterval: QUEUE_POLLING_MS },
    ),
  );
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
            onClick={() => show(v)}
          >
            {t(`kyc.${v}Queue`)}
          </button>
        ))}
      </div>
      <form className="card bo-filters" noValidate aria-label={t('kyc.filters')} onSubmit={list.submit}>
        {me.brands.length > 1 && <BrandFilter {...list.field('brandId')} />}
        <OrderField {...list.field('order')} own="asc" by="waiting" />
        <FilterActions onClear={list.clear} />
      </form>
      {view === 'identity' ? (
        <Queue
          key="identity"
          list={list}
          read={cases}
          empty={t('kyc.identityEmpty')}
          card={(c) => <CaseCard item={c} />}
        />
      ) : (
        <Queue
          key="contracts"
          list={list}
          read={contracts}
          empty={t('kyc.contractsEmpty')}
          card={(k) => <ContractCard item={k} />}
        />
      )}
    </section>
  );
}

type QueueProps<T> = {
  list: Pick<ListQuery, 'go'>;
  read: { state: Load<CursorPage<T>>; retry(): void };
  empty: string;
  /** an item's card (a decision re-reads the queue, so a decided item leaves it) */
  card(item: T): ReactNode;
};

/** A queue's read (by the brand filter and the position) and its items' cards, with first, previous, next, last. */
function Queue<T extends { id: string }>({ list, read: { state, retry }, empty, card }: QueueProps<T>) {
  // A position the server refused (an edited or outdated link) tries again from the first page.
  const badCursor = state.status === 'failed' && state.error === 'validation.cursor';
  return (
    <>
      <ListNotReady state={state} onRetry={badCursor ? () => list.go(undefined) : retry} empty={empty} />
      {state.status === 'ready' && (
        <>
          {state.data.items.map((item) => (
            <Fragment key={item.id}>{card(item)}</Fragment>
          ))}
          <CursorPagination previous={state.data.previous} next={state.data.next} go={list.go} />
        </>
      )}
    </>
  );
}

function CaseCard({ item }: { item: IdentityCase }) {
  const { t } = useTranslation();
  const [decideCase] = useDecideCaseMutation();
  const f = useFormat();
  const me = useOperator();
  return (
    <DecisionCard
      title={`${item.traderName || item.traderEmail} · ${t(`kyc.step.${item.step}`)}`}
      badge={
        <StatusBadge variant={CASE_BADGE[item.status] ?? 'muted'}>{t(`kyc.caseStatus.${item.status}`)}</StatusBadge>
      }
      facts={[
        { label: t('orders.trader'), value: item.traderEmail },
        { label: t('kyc.country'), value: item.country ?? '—' },
        { label: t('kyc.dateOfBirth'), value: item.dateOfBirth ?? '—' },
        { label: t('kyc.documentType'), value: item.documentType ? t(`kyc.document.${item.documentType}`) : '—' },
        { label: t('kyc.submitted'), value: f.when(item.createdAt) },
      ]}
      may={me.actions.includes('identity.decide')}
      decisions={[
        { decision: 'approve', label: t('kyc.approve'), needsReason: false },
        { decision: 'retry', label: t('kyc.askRetry'), variant: 'secondary', needsReason: true },
        { decision: 'reject', label: t('kyc.reject'), variant: 'danger', needsReason: true },
      ]}
      decide={(decision, reason) => decideCase({ id: item.id, decision, reason }).unwrap()}
    >
      <ul className="bo-list">
        {item.documents.map((d) => (
          <li key={d.id}>
            <a href={documentUrl(item.id, d.id)} target="_blank" rel="noreferrer">
              {t(`kyc.slot.${d.slot}`)}: {d.fileName}
            </a>{' '}
            <span className="bo-muted">({Math.ceil(d.size / 1024)} KB)</span>
          </li>
        ))}
      </ul>
    </DecisionCard>
  );
}

function ContractCard({ item }: { item: ContractRow }) {
  const { t } = useTranslation();
  const [decideContract] = useDecideContractMutation();
  const f = useFormat();
  const me = useOperator();
  return (
    <DecisionCard
      title={t('kyc.contractOf', { login: item.accountLogin })}
      badge={<StatusBadge variant="warning">{t('kyc.signedWaiting')}</StatusBadge>}
      facts={[
        { label: t('orders.trader'), value: `${item.traderName} (${item.traderEmail})` },
        { label: t('kyc.signedName'), value: item.signedName ?? '—' },
        { label: t('kyc.signedAt'), value: f.when(item.signedAt) },
        { label: t('kyc.signedFrom'), value: item.signedIp ?? '—' },
        { label: t('kyc.hash'), value: item.pdfSha256, mono: true },
      ]}
      may={me.actions.includes('contracts.decide')}
      decisions={[
        { decision: 'approve', label: t('kyc.approveContract'), needsReason: false },
        { decision: 'reject', label: t('kyc.rejectContract'), variant: 'danger', needsReason: true },
      ]}
      decide={(decision, reason) => decideContract({ id: item.id, decision, reason }).unwrap()}
    >
      <p>
        <a href={contractPdfUrl(item.id)} target="_blank" rel="noreferrer">
          {t('kyc.openPdf')}
        </a>
      </p>
    </DecisionCard>
  );
}
