import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractSignStatus, KycVerificationStatus, type ColourVariant } from '@portal/contract';
import { Pagination } from '@portal/ui/widgets/pagination.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { kycApi, type ContractRow, type IdentityCase, type Page } from '../../shared/api/admin-api.ts';
import { useLoad } from '../../shared/api/use-load.ts';
import { useFormat } from '../../shared/format/format.ts';
import { useOperator } from '../../shared/session/session.tsx';
import { BrandFilter } from '../../shared/ui/brand-filter.tsx';
import { FilterActions, ListNotReady } from '../../shared/ui/list-states.tsx';
import { useListQuery, type ListQuery } from '../../shared/ui/use-list-query.ts';
import { DecisionCard } from './decision-card.tsx';

const FILTERS = ['brandId'] as const;
const CASE_BADGE: Record<number, ColourVariant> = { 1: 'warning', 2: 'positive', 3: 'negative', 4: 'warning' };

/**
 * The firm's verification work: cases waiting for a person (approve, reject with a reason the trader sees, ask
 * for a retry) and signed contracts waiting for review (approve: the funded account goes live; reject: it ends);
 * either queue for all the operator's brands or one (decision 028), 100 a page.
 */
export default function VerificationScreen() {
  const { t } = useTranslation();
  const me = useOperator();
  const [view, setView] = useState<'identity' | 'contracts'>('identity');
  const list = useListQuery(FILTERS, { pageSize: 100 });
  const show = (v: typeof view) => {
    setView(v);
    if (list.page > 1) list.apply(list.applied); // the other queue starts at its first page
  };
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
      {me.brands.length > 1 && (
        <form className="card bo-filters" noValidate aria-label={t('kyc.filters')} onSubmit={list.submit}>
          <BrandFilter {...list.field('brandId')} />
          <FilterActions onClear={list.clear} />
        </form>
      )}
      {view === 'identity' ? (
        <Queue
          key="identity"
          list={list}
          read={(q) => kycApi.cases({ ...q, status: KycVerificationStatus.Pending })}
          empty={t('kyc.identityEmpty')}
          card={(c, onDecided) => <CaseCard item={c} onDecided={onDecided} />}
        />
      ) : (
        <Queue
          key="contracts"
          list={list}
          read={(q) => kycApi.contracts({ ...q, status: ContractSignStatus.Pending })}
          empty={t('kyc.contractsEmpty')}
          card={(k, onDecided) => <ContractCard item={k} onDecided={onDecided} />}
        />
      )}
    </section>
  );
}

type QueueProps<T> = {
  list: Pick<ListQuery, 'applied' | 'key' | 'page' | 'pageSize' | 'goTo'>;
  read(query: { brandId: string | undefined; page: number; pageSize: number }): Promise<Page<T>>;
  empty: string;
  /** an item's card; `onDecided` reads the queue again, so a decided item leaves it */
  card(item: T, onDecided: () => void): ReactNode;
};

/** A queue's read (by the brand filter and the page) and its items' cards. */
function Queue<T extends { id: string }>({ list, read, empty, card }: QueueProps<T>) {
  const { state, retry } = useLoad(list.key, () =>
    read({ brandId: list.applied.brandId || undefined, page: list.page, pageSize: list.pageSize }),
  );
  return (
    <>
      <ListNotReady state={state} onRetry={retry} empty={empty} />
      {state.status === 'ready' && (
        <>
          {state.data.items.map((item) => (
            <Fragment key={item.id}>{card(item, retry)}</Fragment>
          ))}
          <Pagination
            page={list.page}
            totalPages={Math.ceil(state.data.totalCount / list.pageSize)}
            onChange={list.goTo}
          />
        </>
      )}
    </>
  );
}

function CaseCard({ item, onDecided }: { item: IdentityCase; onDecided(): void }) {
  const { t } = useTranslation();
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
        { decision: 'reject', label: t('kyc.reject'), variant: 'ghost', needsReason: true },
      ]}
      decide={(decision, reason) => kycApi.decideCase(item.id, decision, reason)}
      onDecided={onDecided}
    >
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
    </DecisionCard>
  );
}

function ContractCard({ item, onDecided }: { item: ContractRow; onDecided(): void }) {
  const { t } = useTranslation();
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
        { decision: 'reject', label: t('kyc.rejectContract'), variant: 'ghost', needsReason: true },
      ]}
      decide={(decision, reason) => kycApi.decideContract(item.id, decision, reason)}
      onDecided={onDecided}
    >
      <p>
        <a href={kycApi.contractPdfUrl(item.id)} target="_blank" rel="noreferrer">
          {t('kyc.openPdf')}
        </a>
      </p>
    </DecisionCard>
  );
}
