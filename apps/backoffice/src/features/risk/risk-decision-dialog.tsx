import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RISK_DECISIONS, type RiskDecision } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { FormDialog } from '@portal/ui/widgets/form-dialog.tsx';
import { TextArea } from '../../shared/ui/text-area.tsx';
import { usePendingAction } from '../../shared/ui/use-pending-action.ts';

/** The contract's bounds of a decision's reason. */
const REASON_MIN = 3;
const REASON_MAX = 500;

type Props = {
  /** what confirming would hit: the accounts blocked and the open payouts rejected */
  accounts: number;
  payouts: number;
  onDecide(decision: RiskDecision, reason: string): Promise<void>;
  onClose(): void;
};

/**
 * An analyst's decision on a case: watch, clear or confirm, always with a reason (audited; the trader reads it when
 * the case is confirmed). Confirming says first what it does: the accounts blocked and their open payouts rejected.
 */
export function RiskDecisionDialog({ accounts, payouts, onDecide, onClose }: Props) {
  const { t } = useTranslation();
  const groupId = useId();
  const [decision, setDecision] = useState<RiskDecision | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ decision?: string; reason?: string }>({});
  const action = usePendingAction();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const next = {
      decision: decision ? undefined : t('risk.decisionRequired'),
      reason: reason.trim().length < REASON_MIN ? t('risk.reasonRequired') : undefined,
    };
    setError(next);
    if (!decision || next.reason) return;
    await action.run(() => onDecide(decision, reason.trim()));
  };
  return (
    <FormDialog
      title={t('risk.decideTitle')}
      subtitle={t('risk.decideText')}
      onClose={onClose}
      submitLabel={decision ? t(`risk.decision.${decision}`) : t('risk.decide')}
      submitVariant={decision === 'confirm' ? 'danger' : 'primary'}
      pending={action.pending}
      failure={action.failure && t(action.failure)}
      onSubmit={submit}
    >
      <fieldset className="bo-fieldset risk-choices" aria-describedby={error.decision ? `${groupId}-error` : undefined}>
        <legend className="field__label">{t('risk.decisionLabel')}</legend>
        {RISK_DECISIONS.map((d) => (
          <label key={d} className="risk-choice">
            <input
              type="radio"
              name={groupId}
              value={d}
              checked={decision === d}
              onChange={() => {
                setDecision(d);
                setError((v) => ({ ...v, decision: undefined }));
              }}
            />
            <span>
              <strong>{t(`risk.decision.${d}`)}</strong>
              <span className="bo-muted risk-choice__text">{t(`risk.decisionText.${d}`)}</span>
            </span>
          </label>
        ))}
        {error.decision && (
          <p id={`${groupId}-error`} className="field__error">
            {error.decision}
          </p>
        )}
      </fieldset>
      {decision === 'confirm' && (
        <Banner variant="warning" title={t('risk.confirmWarningTitle')}>
          {t('risk.confirmWarning', {
            accounts: t('risk.accountsCount', { count: accounts }),
            payouts: t('risk.payoutsCount', { count: payouts }),
          })}
        </Banner>
      )}
      <TextArea
        label={t('risk.reason')}
        note={t('risk.reasonNote')}
        rows={3}
        maxLength={REASON_MAX}
        value={reason}
        error={error.reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError((v) => ({ ...v, reason: undefined }));
        }}
      />
    </FormDialog>
  );
}
