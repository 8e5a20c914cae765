import { useTranslation } from 'react-i18next';
import type { ScalingCondition, ScalingProgress as Progress, ScalingReview } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import type { ProfitWidgetProps } from '../../shared/composition/slots.ts';
import { Fact } from '../../shared/ui/fact.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { useGetScalingProgressQuery } from './api/payouts-api.ts';
import './payouts.css';

/** One condition of the running period: met or not, with the account's number and the plan's. */
function ConditionItem({ c }: { c: ScalingCondition }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const numbers =
    c.key === 'profit'
      ? t('payouts.scaling.profitDetail', { actual: format.percent(c.actual), required: format.percent(c.required) })
      : c.key === 'paidPayouts'
        ? t('payouts.scaling.paidPayoutsDetail', { actual: c.actual, required: c.required })
        : t(c.met ? 'payouts.checklist.met' : 'payouts.checklist.notMet');
  return (
    <li className={`checklist__item checklist__item--${c.met ? 'ok' : 'no'}`}>
      <span className="checklist__mark" aria-hidden="true">
        {c.met ? '✓' : '✕'}
      </span>
      <span className="checklist__text">
        <span className="checklist__label">{t(`payouts.scaling.condition.${c.key}`)}</span>
        <span className="visually-hidden">{t(c.met ? 'payouts.checklist.met' : 'payouts.checklist.notMet')}</span>
        <span className="checklist__numbers">{numbers}</span>
      </span>
    </li>
  );
}

/** The last review, in words: grown, waiting, refused (with the firm's reason) or what was missing. */
function LastReview({ review, currency }: { review: ScalingReview; currency: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const values = {
    date: format.date(review.periodEnd),
    size: format.money(review.newSize, currency),
    reason: review.reason ?? '',
    missing: review.conditions
      .filter((c) => !c.met)
      .map((c) => t(`payouts.scaling.condition.${c.key}`))
      .join(', '),
  };
  return <p className="scaling__review">{t(`payouts.scaling.review.${review.decision}`, values)}</p>;
}

function ScalingCard({ p }: { p: Progress }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const last = p.reviews[0];
  return (
    <article className="card profit-widget scaling" aria-labelledby={`scaling-${p.traderAccountId}`}>
      <header className="profit-widget__head">
        <h2 className="profit-widget__title" id={`scaling-${p.traderAccountId}`}>
          {t('payouts.scaling.title')}
        </h2>
        <span className="profit-widget__account">
          {t('payouts.scaling.step', {
            step:
              p.plan.step.kind === 'fixed'
                ? format.money(p.plan.step.value, p.currency)
                : format.percent(p.plan.step.value),
            max: format.money(p.plan.maxSize, p.currency),
          })}
        </span>
      </header>
      <dl className="profit-widget__facts">
        <Fact className="profit-widget__main" label={t('payouts.scaling.currentSize')}>
          <Money minor={p.currentSize} currency={p.currency} />
        </Fact>
        <Fact label={t('payouts.scaling.nextSize')}>
          {p.nextSize === null ? t('payouts.scaling.atCap') : <Money minor={p.nextSize} currency={p.currency} />}
        </Fact>
        <Fact label={t('payouts.scaling.nextReview')}>{format.date(p.nextReviewAt)}</Fact>
        <Fact label={t('payouts.scaling.periodStart')}>{format.date(p.periodStart)}</Fact>
      </dl>
      {p.conditions.length > 0 && (
        <ul className="checklist" aria-label={t('payouts.scaling.conditions')}>
          {p.conditions.map((c) => (
            <ConditionItem key={c.key} c={c} />
          ))}
        </ul>
      )}
      {last && <LastReview review={last} currency={p.currency} />}
    </article>
  );
}

/**
 * A funded account's scaling plan on its dashboard (docs/scaling.md): the running period's conditions met or not
 * with their numbers, the current and next size, the next review date and what the last review decided. Nothing
 * when the account's package has no plan; a failed read leaves the dashboard as it was (the ProfitWidget beside it
 * says when payouts cannot be read).
 */
export function ScalingProgress({ traderAccountId }: ProfitWidgetProps) {
  const { currentData } = useGetScalingProgressQuery();
  const plans = (currentData ?? []).filter((p) => !traderAccountId || p.traderAccountId === traderAccountId);
  if (plans.length === 0) return null;
  return (
    <div className="profit-widgets">
      {plans.map((p) => (
        <ScalingCard key={p.traderAccountId} p={p} />
      ))}
    </div>
  );
}
