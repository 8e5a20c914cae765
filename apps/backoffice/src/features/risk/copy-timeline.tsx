import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskPairEvidence } from '@portal/contract';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';

type Pair = RiskPairEvidence;
type Match = Pair['copy']['matches'][number];
type Trade = Match['leader'];

/** How many matches the list shows before the analyst asks for all of them. */
const FIRST_MATCHES = 20;

const at = (iso: string) => Date.parse(iso);

/** A trade in its account's lane: the lane's marker, the side, the size and the second it was opened. */
function LaneTrade({ trade, lane, login }: { trade: Trade; lane: 'a' | 'b'; login: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <div className={`risk-match__lane risk-match__lane--${lane}`}>
      <span className={`risk-lane risk-lane--${lane}`}>{login}</span>
      <StatusBadge variant={trade.side === 'buy' ? 'positive' : 'negative'}>{t(`risk.side.${trade.side}`)}</StatusBadge>
      <span className="risk-match__size">{t('risk.lots', { lots: f.lots(trade.volume) })}</span>
      <time className="risk-match__time" dateTime={trade.openedAt}>
        {f.clock(at(trade.openedAt))}
      </time>
    </div>
  );
}

/**
 * Both accounts' matched openings on one time axis: a strip with a lane per account (each opening a tick, a match's
 * two ticks joined) shows when and how regularly they traded together; under it each match in time order, the two
 * accounts' openings side by side (stacked on a phone) with the seconds between them and their sizes.
 */
export function CopyTimeline({ pair }: { pair: Pair }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [all, setAll] = useState(false);
  const [a, b] = pair.accounts;
  const matches = [...pair.copy.matches].sort(
    (x, y) =>
      Math.min(at(x.leader.openedAt), at(x.follower.openedAt)) -
      Math.min(at(y.leader.openedAt), at(y.follower.openedAt)),
  );
  if (matches.length === 0) return <p className="bo-muted">{t('risk.noCopies')}</p>;
  const ofA = (m: Match) => (m.leader.accountId === a.accountId ? m.leader : m.follower);
  const ofB = (m: Match) => (m.leader.accountId === a.accountId ? m.follower : m.leader);
  const times = matches.flatMap((m) => [at(m.leader.openedAt), at(m.follower.openedAt)]);
  const start = Math.min(...times);
  const end = Math.max(...times);
  const x = (iso: string) => (end > start ? ((at(iso) - start) / (end - start)) * 1000 : 500);
  const shown = all ? matches : matches.slice(0, FIRST_MATCHES);

  return (
    <div className="stack">
      <figure className="risk-axis" aria-label={t('risk.axisLabel', { count: matches.length })}>
        <span className="risk-lane risk-lane--a risk-axis__label">{a.login}</span>
        <svg className="risk-axis__svg" viewBox="0 0 1000 56" preserveAspectRatio="none" aria-hidden="true">
          <line className="risk-axis__track" x1="0" x2="1000" y1="14" y2="14" />
          <line className="risk-axis__track" x1="0" x2="1000" y1="42" y2="42" />
          {matches.map((m, i) => (
            <g key={i}>
              <line className="risk-axis__join" x1={x(ofA(m).openedAt)} x2={x(ofB(m).openedAt)} y1="20" y2="36" />
              <line
                className="risk-axis__tick risk-axis__tick--a"
                x1={x(ofA(m).openedAt)}
                x2={x(ofA(m).openedAt)}
                y1="4"
                y2="24"
              />
              <line
                className="risk-axis__tick risk-axis__tick--b"
                x1={x(ofB(m).openedAt)}
                x2={x(ofB(m).openedAt)}
                y1="32"
                y2="52"
              />
            </g>
          ))}
        </svg>
        <span className="risk-lane risk-lane--b risk-axis__label">{b.login}</span>
        <figcaption className="risk-axis__range bo-muted">
          <time dateTime={new Date(start).toISOString()}>{f.dateTime(new Date(start).toISOString())}</time>
          <time dateTime={new Date(end).toISOString()}>{f.dateTime(new Date(end).toISOString())}</time>
        </figcaption>
      </figure>
      <ol className="risk-timeline" aria-label={t('risk.matchesLabel')}>
        {shown.map((m, i) => {
          const leader = m.leader.accountId === a.accountId ? a : b;
          return (
            <li key={i} className="risk-match">
              <div className="risk-match__when">
                <span>{f.date(m.leader.openedAt)}</span> <strong>{m.leader.symbol}</strong>
              </div>
              <LaneTrade trade={ofA(m)} lane="a" login={a.login} />
              <div className="risk-match__gap">
                {t('risk.firstBy', { login: leader.login, gap: f.duration(m.secondsApart * 1000) })}
                <span className="bo-muted"> · {t('risk.sizeRatio', { ratio: f.number(m.sizeRatio, 2) })}</span>
              </div>
              <LaneTrade trade={ofB(m)} lane="b" login={b.login} />
            </li>
          );
        })}
      </ol>
      {matches.length > FIRST_MATCHES && (
        <button type="button" className="btn btn--ghost risk-more" onClick={() => setAll((v) => !v)}>
          {all ? t('risk.showFewer') : t('risk.showAll', { count: matches.length })}
        </button>
      )}
    </div>
  );
}
