import { useState } from 'react';
import type { SecondChanceOffer } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { BusyRegion } from '@portal/ui/widgets/busy-region.tsx';
import { RetryBanner } from '../../../shared/ui/retry-banner.tsx';
import { useGetSecondChanceQuery } from '../api/second-chance-api.ts';
import { ResetDialog, RetryDialog } from './second-chance-dialogs.tsx';
import './second-chance-panel.css';

const K = 'secondChance';

type Choice = 'retry' | 'reset' | null;

/** One option: its title, what it does, how much of its limit is used, and its button (or why it is not offered). */
function Option({
  kind,
  offer,
  onChoose,
}: {
  kind: 'freeRetry' | 'paidReset';
  offer: SecondChanceOffer;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const o = offer[kind];
  const reset = offer.paidReset;
  const price = reset.price === null ? '' : format.money(reset.price, reset.currency);
  return (
    <div className={`second-chance__option${o.available ? ' second-chance__option--on' : ''}`} data-option={kind}>
      <h4 className="second-chance__name">{t(`${K}.${kind}.title`)}</h4>
      {o.available ? (
        <>
          <p>{t(`${K}.${kind}.text`, { price })}</p>
          {o.max > 0 && <p className="second-chance__limit">{t(`${K}.used`, { used: o.used, max: o.max })}</p>}
          <button type="button" className="btn btn--primary" onClick={onChoose}>
            {t(`${K}.${kind}.action`, { price })}
          </button>
        </>
      ) : (
        <p className="second-chance__why">{t(`${K}.reason.${o.reason ?? 'notOffered'}`)}</p>
      )}
    </div>
  );
}

/**
 * A second chance on a failed or ended account's dashboard (docs/decisions/080-second-chance.md): the free retry or
 * the paid reset with its price in the account's currency, each behind a confirmation, or why neither applies; the
 * account that replaced this one, or the reset order awaiting payment, when there is one.
 */
export function SecondChancePanel({ accountId, phase }: { accountId: string; phase: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const read = useGetSecondChanceQuery(accountId);
  const [choice, setChoice] = useState<Choice>(null);
  const offer = read.data;

  let body;
  if (!offer) {
    body = read.isError ? (
      <RetryBanner onRetry={() => void read.refetch()}>{t(`${K}.loadFailed`)}</RetryBanner>
    ) : (
      <BusyRegion className="second-chance__loading">
        <Skeleton width="60%" height={16} />
        <Skeleton height={44} radius="var(--radius-md)" />
      </BusyRegion>
    );
  } else if (offer.replacedBy) {
    body = (
      <Banner variant="neutral" title={t(`${K}.replacedTitle`)}>
        <Link className="link" to={`/dashboard/challenge/${encodeURIComponent(offer.replacedBy)}`}>
          {t(`${K}.openReplacement`, { phase })}
        </Link>
      </Banner>
    );
  } else if (offer.paidReset.pendingOrderId) {
    body = (
      <Banner variant="warning" title={t(`${K}.pendingTitle`)}>
        <Link className="link" to={`/dashboard/order/${encodeURIComponent(offer.paidReset.pendingOrderId)}`}>
          {t(`${K}.openOrder`)}
        </Link>
      </Banner>
    );
  } else if (offer.freeRetry.reason === 'notOffered' && offer.paidReset.reason === 'notOffered') {
    body = <p className="second-chance__why">{t(`${K}.noneOffered`)}</p>;
  } else {
    body = (
      <div className="second-chance__options">
        <Option kind="freeRetry" offer={offer} onChoose={() => setChoice('retry')} />
        <Option kind="paidReset" offer={offer} onChoose={() => setChoice('reset')} />
      </div>
    );
  }

  return (
    <section className="second-chance" aria-labelledby="second-chance-title">
      <h3 id="second-chance-title" className="second-chance__title">
        {t(`${K}.title`)}
      </h3>
      {body}
      {offer && choice === 'retry' && (
        <RetryDialog
          accountId={accountId}
          phase={phase}
          onClose={() => setChoice(null)}
          onDone={(id) => void navigate(`/dashboard/challenge/${encodeURIComponent(id)}`)}
        />
      )}
      {offer && choice === 'reset' && <ResetDialog offer={offer} phase={phase} onClose={() => setChoice(null)} />}
    </section>
  );
}
