import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { Dialog } from '@portal/ui/widgets/dialog.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { asApiError } from '../api/failure.ts';

type Props = {
  title: string;
  text: string;
  confirmLabel: string;
  /** the action; its failure is shown in the dialog, which stays open */
  onConfirm(): Promise<void>;
  onClose(): void;
};

/** "Are you sure?" before an action that cannot be taken back: cancel, or confirm and wait for the answer. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm();
    } catch (caught) {
      setFailure(asApiError(caught).messageKey);
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <div className="row">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <LoadingButton type="button" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </LoadingButton>
        </div>
      }
    >
      <div className="stack">
        {failure && <FormError message={t(failure)} />}
        <p>{text}</p>
      </div>
    </Dialog>
  );
}
