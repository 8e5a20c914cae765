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
/** The strip's ends are kept clear of ticks, so that the first and the last opening show whole. */
const EDGE = 8;

const at = (iso: string) => Date.parse(iso);

/** A lane's marker: the account's login on its lane's colour, the same on the strip, the heading and each match. */
export function Lane({ lane, login, className }: { lane: 'a' | 'b'; login: string; className?: string }) {
  return <span className={['risk-lane', `risk-lane--${lane}`, className].filter(Boolean).join(' ')}>{login}</span>;
}

/** An opening on the strip: a vertical tick across its lane's track (lane a the upper, b the lower). */
function Tick({ lane, at }: { lane: 'a' | 'b'; at: number }) {
  const [y1, y2] = lane === 'a' ? ['4', '24'] : ['32', '52'];
  return <line className={`risk-axis__tick risk-axis__tick--${lane}`} x1={at} x2={at} y1={y1} y2={y2} />;
}

/** A trade in its account's lane: the second it was opened, the side and the size. */
function LaneTrade({ trade, lane, login }: { trade: Trade; lane: 'a' | 'b'; login: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <div className={`risk-match__lane risk-match__lane--${lane}`}>
      <Lane lane={lane} login={login} className="risk-match__marker" />
      <time className="risk-match__time" dateTime={trade.openedAt}>
        {f.clock(at(trade.openedAt))}
      </time>
      <StatusBadge variant={trade.side === 'buy' ? 'positive' : 'negative'}>{t(`risk.side.${trade.side}`)}</StatusBadge>
      <span className="risk-match__size">{t('risk.lots', { count: trade.volume, lots: f.lots(trade.volume) })}</span>
    </div>
  );
}

/**
 * Both accounts' matched openings on one time axis: a strip with a lane per account (each opening a tick, a match's
 * two ticks joined) shows when and how regularly they traded together; under it each match in time order, the two
 * accounts' openings side by side under their lanes' markers (on a phone one under the other, the seconds between
 * them in between), with their sizes.
 */
export function CopyTimeline({ pair }: { pair: Pair }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const [all, setAll] = useState(false);
  const [a, b] = pair.accounts;
  const first = (m: Match) => Math.min(at(m.leader.openedAt), at(m.follower.openedAt));
  const matches = [...pair.copy.matches].sort((x, y) => first(x) - first(y));
  if (matches.length === 0) return <p className="bo-muted">{t('risk.noCopies')}</p>;
  const ofA = (m: Match) => (m.leader.accountId === a.accountId ? m.leader : m.follower);
  const ofB = (m: Match) => (m.leader.accountId === a.accountId ? m.follower : m.leader);
  const times = matches.flatMap((m) => [at(m.leader.openedAt), at(m.follower.openedAt)]);
  const start = Math.min(...times);
  const end = Math.max(...times);
  const x = (iso: string) => (end > start ? EDGE + ((at(iso) - start) / (end - start)) * (1000 - 2 * EDGE) : 500);
  const shown = all ? matches : matches.slice(0, FIRST_MATCHES);

  return (
    <div className="stack">
      <figure className="risk-axis" aria-label={t('risk.axisLabel', { count: matches.length })}>
        <Lane lane="a" login={a.login} className="risk-axis__label" />
        <svg className="risk-axis__svg" viewBox="0 0 1000 56" preserveAspectRatio="none" aria-hidden="true">
          <line className="risk-axis__track" x1="0" x2="1000" y1="14" y2="14" />
          <line className="risk-axis__track" x1="0" x2="1000" y1="42" y2="42" />
          {matches.map((m, i) => (
            <g key={i}>
              <line className="risk-axis__join" x1={x(ofA(m).openedAt)} x2={x(ofB(m).openedAt)} y1="20" y2="36" />
              <Tick lane="a" at={x(ofA(m).openedAt)} />
              <Tick lane="b" at={x(ofB(m).openedAt)} />
            </g>
          ))}
        </svg>
        <Lane lane="b" login={b.login} className="risk-axis__label" />
        <figcaption className="risk-axis__range bo-muted">
          <time dateTime={new Date(start).toISOString()}>{f.dateTime(new Date(start).toISOString())}</time>
          <time dateTime={new Date(end).toISOString()}>{f.dateTime(new Date(end).toISOString())}</time>
        </figcaption>
      </figure>
      <div className="risk-match risk-match--head" aria-hidden="true">
        <span className="risk-match__when">{t('risk.openedAt')}</span>
        <span className="risk-match__lane--a">
          <Lane lane="a" login={a.login} />
        </span>
        <span className="risk-match__gap">{t('risk.apart')}</span>
        <span className="risk-match__lane--b">
          <Lane lane="b" login={b.login} />
        </span>
      </div>
      <ol className="risk-timeline" aria-label={t('risk.matchesLabel')}>
        {shown.map((m, i) => {
          const [leader, follower] = m.leader.accountId === a.accountId ? [a, b] : [b, a];
          return (
            <li key={i} className="risk-match">
              <div className="risk-match__when">
                <strong>{m.leader.symbol}</strong> <span className="bo-muted">{f.date(m.leader.openedAt)}</span>
              </div>
              <LaneTrade trade={ofA(m)} lane="a" login={a.login} />
              <div className="risk-match__gap">
                <strong>{f.duration(m.secondsApart * 1000)}</strong>{' '}
                <span className="bo-muted">
                  {t('risk.firstBy', { login: leader.login })} ·{' '}
                  {t('risk.sizedAs', {
                    follower: follower.login,
                    ratio: f.number(m.follower.volume / m.leader.volume, 2),
                  })}
                </span>
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
