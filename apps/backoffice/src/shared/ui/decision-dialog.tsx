import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@portal/ui/widgets/form-dialog.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { usePendingAction } from './use-pending-action.ts';

type Props = {
  title: string;
  text: string;
  label: string;
  confirmLabel: string;
  /** minimum length of the text (the server's rule) */
  min?: number;
  max: number;
  onConfirm(value: string): Promise<void>;
  onClose(): void;
  /** a decision that takes something away (a rejection): its button in the kit's danger style */
  danger?: boolean;
};

/** A decision that needs a text: a rejection's reason, a payment's transaction reference (audited). */
export function DecisionDialog({ title, text, label, confirmLabel, min = 3, max, onConfirm, onClose, danger }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = usePendingAction();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (value.trim().length < min) {
      setError(t('payouts.textRequired'));
      return;
    }
    await action.run(() => onConfirm(value.trim()));
  };
  return (
    <FormDialog
      title={title}
      subtitle={text}
      onClose={onClose}
      submitLabel={confirmLabel}
      submitVariant={danger ? 'danger' : 'primary'}
      pending={action.pending}
      failure={action.failure && t(action.failure)}
      onSubmit={submit}
    >
      <TextInput
        label={label}
        maxLength={max}
        value={value}
        error={error ?? undefined}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
      />
    </FormDialog>
  );
}
