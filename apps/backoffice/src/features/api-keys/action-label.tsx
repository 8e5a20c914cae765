import { useTranslation } from 'react-i18next';

/**
 * What a key may do, in words ("View orders"), with the contract's identifier (`orders.read`), which the author of
 * a machine client looks for, on hover. An action this console does not know yet shows its identifier.
 */
export function ActionLabel({ action }: { action: string }) {
  const { t } = useTranslation();
  return <span title={action}>{t(`operatorAction.${action}`, { defaultValue: action })}</span>;
}

/** A key's actions in words, one after the other. */
export function ActionLabels({ actions }: { actions: readonly string[] }) {
  return actions.map((action, i) => (
    <span key={action}>
      {i > 0 && ', '}
      <ActionLabel action={action} />
    </span>
  ));
}
