import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@portal/ui/widgets/form-dialog.tsx';
import { usePendingAction } from './use-pending-action.ts';

type Props = {
  title: string;
  text: string;
  confirmLabel: string;
  /** the action; its failure is shown in the dialog, which stays open */
  onConfirm(): Promise<void>;
  onClose(): void;
  /** what the action changes, under the text (a list of the values before and after) */
  children?: ReactNode;
  /** an action that takes something away (revokes, removes, disables): its button in the kit's danger style */
  danger?: boolean;
};

/** "Are you sure?" before an action that cannot be taken back: cancel, or confirm and wait for the answer. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose, children, danger }: Props) {
  const { t } = useTranslation();
  const action = usePendingAction();
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      submitLabel={confirmLabel}
      submitVariant={danger ? 'danger' : 'primary'}
      pending={action.pending}
      failure={action.failure && t(action.failure)}
      onSubmit={(event) => {
        event.preventDefault();
        return action.run(onConfirm);
      }}
    >
      <p>{text}</p>
      {children}
    </FormDialog>
  );
}
