import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskCaseAccount, RiskPairEvidence } from '@portal/contract';
import { DataTable, type DataColumn } from '@portal/ui/widgets/data-table.tsx';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { useFormat } from '../../shared/format/format.ts';
import { AccountName } from './account-name.tsx';
import { CopyTimeline, Lane } from './copy-timeline.tsx';
import { RiskScore } from './risk-labels.tsx';

type Overlap = RiskPairEvidence['hedge']['overlaps'][number];
type Mark = RiskPairEvidence['shared'][number];

/** Who a mark's trader ids are: the names of the case's traders, the others counted. */
function tradersOf(mark: Mark, accounts: readonly RiskCaseAccount[]) {
  const names = [
    ...new Set(
      mark.traderIds.map((id) => {
        const account = accounts.find((a) => a.traderId === id);
        return account ? account.traderName || account.traderEmail : null;
      }),
    ),
  ];
  return { known: names.filter((n): n is string => n !== null), others: names.filter((n) => n === null).length };
}

/** The addresses, devices, payout destinations and documents several traders share, masked as the server shows them. */
export function SharedMarks({ marks, accounts }: { marks: readonly Mark[]; accounts: readonly RiskCaseAccount[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (marks.length === 0) return <p className="bo-muted">{t('risk.noShared')}</p>;
  const columns: Array<DataColumn<Mark>> = [
    { label: t('risk.markKind'), cell: (m) => t(`risk.mark.${m.kind}`) },
    { label: t('risk.markValue'), breakAnywhere: true, cell: (m) => <span className="bo-mono">{m.shown}</span> },
    {
      label: t('risk.markTraders'),
      cell: (m) => {
        const { known, others } = tradersOf(m, accounts);
        return [...known, others ? t('risk.otherTraders', { count: others }) : ''].filter(Boolean).join(', ');
      },
    },
    { label: t('risk.lastSeen'), nowrap: true, cell: (m) => f.when(m.lastSeenAt) },
  ];
  return (
    <DataTable
      bare
      columns={columns}
      rows={marks}
      rowKey={(m, i) => `${m.kind}-${m.shown}-${i}`}
      caption={t('risk.shared')}
      hideCaption
    />
  );
}

/** Opposite positions of the two accounts on one symbol at the same time, with how long both were open. */
function HedgeOverlaps({ pair }: { pair: RiskPairEvidence }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const login = (accountId: string) => pair.accounts.find((a) => a.accountId === accountId)?.login ?? accountId;
  if (pair.hedge.overlaps.length === 0) return <p className="bo-muted">{t('risk.noHedges')}</p>;
  const leg = (trade: Overlap['long']) =>
    `${login(trade.accountId)} · ${t('risk.lots', { count: trade.volume, lots: f.lots(trade.volume) })} · ${f.dateTime(trade.openedAt)}`;
  const columns: Array<DataColumn<Overlap>> = [
    { label: t('risk.symbol'), nowrap: true, cell: (o) => o.long.symbol },
    { label: t('risk.long'), cell: (o) => leg(o.long) },
    { label: t('risk.short'), cell: (o) => leg(o.short) },
    { label: t('risk.overlap'), nowrap: true, cell: (o) => f.duration(o.overlapSeconds * 1000) },
  ];
  return (
    <DataTable
      bare
      columns={columns}
      rows={pair.hedge.overlaps}
      rowKey={(o) => `${o.long.positionId}-${o.short.positionId}`}
      caption={t('risk.hedges')}
      hideCaption
    />
  );
}

/**
 * The copied trades or the hedges of a pair: the heading with the score, and when any were found a summary (how many,
 * each account's share) over the evidence itself.
 */
function EvidenceSection({
  pair,
  kind,
  children,
}: {
  pair: RiskPairEvidence;
  kind: 'copy' | 'hedge';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const [a, b] = pair.accounts;
  const found = kind === 'copy' ? pair.copy.matches.length : pair.hedge.overlaps.length;
  const { score, shares } = pair[kind];
  const title = t(kind === 'copy' ? 'risk.copies' : 'risk.hedges');
  return (
    <section className="stack" aria-label={title}>
      <div className="bo-section-head">
        <h3 className="bo-card-title bo-card-title--small">{title}</h3>
        {found > 0 && <RiskScore score={score} label={t(`risk.${kind}Score`)} />}
      </div>
      {found > 0 && (
        <p className="bo-muted">
          {t(`risk.${kind}Summary`, {
            count: found,
            ...(kind === 'copy' && { days: pair.copy.days }),
            a: a.login,
            b: b.login,
            shareA: f.percent(shares[0]),
            shareB: f.percent(shares[1]),
          })}
        </p>
      )}
      {children}
    </section>
  );
}

/**
 * What ties two accounts, as the case screen shows each of its pairs and the compare tool its answer: the copied
 * trades on one timeline, the opposite positions held together, and what their traders share.
 */
export function PairEvidence({ pair, extraShared = true }: { pair: RiskPairEvidence; extraShared?: boolean }) {
  const { t } = useTranslation();
  const [a, b] = pair.accounts;
  return (
    <div className="stack risk-pair">
      <p className="risk-pair__who">
        <span className="risk-pair__account">
          <Lane lane="a" login={a.login} /> <AccountName account={a} nameOnly />
        </span>
        <span className="risk-pair__account">
          <Lane lane="b" login={b.login} /> <AccountName account={b} nameOnly />
        </span>
      </p>
      <EvidenceSection pair={pair} kind="copy">
        <CopyTimeline pair={pair} />
      </EvidenceSection>
      <EvidenceSection pair={pair} kind="hedge">
        <HedgeOverlaps pair={pair} />
      </EvidenceSection>
      {extraShared && (
        <section className="stack" aria-label={t('risk.shared')}>
          <h3 className="bo-card-title bo-card-title--small">{t('risk.shared')}</h3>
          <SharedMarks marks={pair.shared} accounts={pair.accounts} />
        </section>
      )}
    </div>
  );
}
