import { useState } from 'react';
import { readState } from '../../shared/api/read-state.ts';
import { recordPlace, useRecordScreen } from '../../shared/ui/use-record-screen.ts';
import { useConfirm } from '../../shared/ui/use-confirm.tsx';
import { ShownOnceDialog } from '../../shared/ui/shown-once-dialog.tsx';
import { Facts, readRecord, RecordHead, SectionCard } from '../../shared/ui/record-page.tsx';
import { OperatorStateBadge, useBrandsText } from './operator-state.tsx';
import { useOperatorActionMutation, useOperatorQuery, type OperatorReset } from './api/operators-api.ts';

type Action = 'reset' | 'endSessions' | 'disable' | 'enable';

/**
 * An operator's record with the owner's actions, each after a confirmation: reset (the one-time password shown
 * once, to hand over after proving who asks, out of band), end the sessions, disable or enable. None on oneself.
 */
export default function OperatorScreen() {
  const { t, id, me, f, notify } = useRecordScreen();
  const brandsText = useBrandsText();
  const confirm = useConfirm();
  const [issued, setIssued] = useState<OperatorReset | null>(null);
  const [operatorAction] = useOperatorActionMutation();

  const [operator, page] = readRecord(
    readState(useOperatorQuery(id)),
    recordPlace(t, 'operators', 'operators.recordTitle'),
  );
  if (!operator) return page;
  const self = operator.id === me.operatorId;

  const act = async (action: Action) => {
    // The record shows the operator as the action answered it.
    const done = await operatorAction({ id: operator.id, action }).unwrap();
    if (action === 'reset' && done.reset) setIssued(done.reset);
    else if (action === 'endSessions') notify(t('operators.sessionsEnded', { count: done.ended ?? 0 }));
    else if (action === 'disable') notify(t('operators.disabledToast', { email: operator.email }));
    else if (action === 'enable') notify(t('operators.enabledToast', { email: operator.email }));
  };
  const ask = (action: Action) =>
    confirm.ask({
      texts: `operators.${action}`,
      values: { email: operator.email },
      danger: action !== 'enable',
      run: () => act(action),
    });

  const actionButton = (action: Action, variant = 'secondary') => (
    <button type="button" className={`btn btn--${variant}`} onClick={() => ask(action)}>
      {t(`operators.${action}`)}
    </button>
  );

  return (
    <section className="page">
      <RecordHead back="/operators" backLabel={t('operators.back')} title={operator.email}>
        {!self && (
          <div className="row">
            {actionButton('reset')}
            {actionButton('endSessions')}
            {operator.disabledAt ? actionButton('enable') : actionButton('disable', 'ghost')}
          </div>
        )}
      </RecordHead>
      {self && <p className="bo-muted">{t('operators.selfNote')}</p>}
      <SectionCard title={t('operators.details')}>
        <Facts
          facts={[
            { label: t('operators.role'), value: t(`operators.roles.${operator.role}`) },
            { label: t('operators.brands'), value: brandsText(operator) },
            { label: t('operators.state'), value: <OperatorStateBadge operator={operator} /> },
            operator.disabledAt !== null && { label: t('operators.disabledAt'), value: f.when(operator.disabledAt) },
            operator.oneTimeExpiresAt !== null && {
              label: t('operators.oneTimeExpiresAt'),
              value: f.when(operator.oneTimeExpiresAt),
            },
            {
              label: t('operators.totp'),
              value: operator.totpEnrolled ? t('operators.enrolled') : t('operators.notEnrolled'),
            },
            { label: t('operators.liveSessions'), value: String(operator.liveSessions) },
            { label: t('operators.created'), value: f.when(operator.createdAt) },
          ]}
        />
      </SectionCard>
      {confirm.dialog}
      {issued && (
        <ShownOnceDialog
          title={t('operators.issuedTitle')}
          text={t('operators.issuedText', { when: f.when(issued.expiresAt) })}
          label={t('operators.oneTimePassword')}
          value={issued.oneTimePassword}
          doneLabel={t('operators.done')}
          onClose={() => setIssued(null)}
        />
      )}
    </section>
  );
}
