import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { Dialog } from '@portal/ui/widgets/dialog.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { asApiError } from '../../shared/api/failure.ts';

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
};

/** A decision that needs a text: a rejection's reason, a payment's transaction reference (audited). */
export function DecisionDialog({ title, text, label, confirmLabel, min = 3, max, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (value.trim().length < min) {
      setError(t('payouts.textRequired'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(value.trim());
    } catch (caught) {
      setFailure(asApiError(caught).messageKey);
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={title}
      subtitle={text}
      onClose={onClose}
      footer={
        <div className="row">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <LoadingButton type="submit" form="bo-payout-decision" loading={busy}>
            {confirmLabel}
          </LoadingButton>
        </div>
      }
    >
      <form id="bo-payout-decision" className="stack" noValidate onSubmit={(e) => void submit(e)}>
        {failure && <FormError message={t(failure)} />}
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {label}
          </label>
          <input
            id={inputId}
            className="field__input"
            maxLength={max}
            value={value}
            aria-invalid={!!error}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id={errorId} className="field__error">
              {error}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
