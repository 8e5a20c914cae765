import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { asApiError } from '../../shared/api/failure.ts';
import { LabelledField } from '../../shared/ui/labelled-field.tsx';
import { Facts, type Fact } from '../../shared/ui/record-page.tsx';

/** One of a card's decisions: its button, and whether it needs the reason the trader will see. */
export type Decision<D extends string> = {
  decision: D;
  label: string;
  variant?: 'secondary' | 'ghost' | 'danger';
  needsReason: boolean;
};

type Props<D extends string> = {
  /** the card's heading, and its accessible name */
  title: string;
  badge: ReactNode;
  facts: Fact[];
  /** the documents to open */
  children: ReactNode;
  /** the operator may decide; without that right the card only shows */
  may: boolean;
  decisions: ReadonlyArray<Decision<D>>;
  /** the decision's call: the queue reads again after it, and the card leaves it */
  decide(decision: D, reason: string | null): Promise<unknown>;
};

/**
 * A verification queue's item (an identity case, a signed contract): what to judge, the documents, and the
 * decisions, with the reason a rejection or a retry needs; a failed decision is shown on the card.
 */
export function DecisionCard<D extends string>(props: Props<D>) {
  const { title, badge, facts, children, may, decisions, decide } = props;
  const { t } = useTranslation();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<D | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async ({ decision, needsReason }: Decision<D>) => {
    setFailure(null);
    if (needsReason && !reason.trim()) return setFailure('kyc.reasonRequired');
    setBusy(decision);
    try {
      await decide(decision, needsReason ? reason.trim() : null);
    } catch (caught) {
      setFailure(asApiError(caught).messageKey);
      setBusy(null);
    }
  };
  return (
    <article className="card" aria-label={title}>
      <div className="bo-section-head">
        <h2>{title}</h2>
        {badge}
      </div>
      <Facts facts={facts} />
      {children}
      {failure && <FormError message={t(failure)} />}
      {may && (
        <>
          <LabelledField id={reasonId} label={t('kyc.reason')}>
            <input
              id={reasonId}
              className="field__input"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </LabelledField>
          <div className="row">
            {decisions.map((d) => (
              <LoadingButton
                key={d.decision}
                type="button"
                {...(d.variant ? { variant: d.variant } : {})}
                loading={busy === d.decision}
                disabled={!!busy}
                onClick={() => void run(d)}
              >
                {d.label}
              </LoadingButton>
            ))}
          </div>
        </>
      )}
    </article>
  );
}
