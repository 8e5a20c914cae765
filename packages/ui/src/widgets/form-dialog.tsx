import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../forms/form-error.tsx';
import { Dialog } from './dialog.tsx';
import { LoadingButton } from './loading-button.tsx';

type FormDialogProps = {
  title: string;
  /** A line under the title (what the dialog does). */
  subtitle?: string;
  onClose(): void;
  /** The submit button's label (translated). */
  submitLabel: string;
  /** 'danger' for a destructive submit (the kit's danger button); the primary button unless given. */
  submitVariant?: 'primary' | 'danger';
  /** The other button's label, which closes the dialog; 'Cancel' unless given. */
  cancelLabel?: string;
  /** The submit is running: the button shows it and takes no second press. */
  pending: boolean;
  /** The form's own error (a refused submit), translated. */
  failure?: string | null;
  onSubmit(event: FormEvent<HTMLFormElement>): unknown;
  children?: ReactNode;
};

/**
 * A dialog that is one form: its fields, the form's error above them, and in the footer "Cancel" beside the submit
 * button, which shows while the answer is awaited. The form is validated by the caller (`noValidate`).
 */
export function FormDialog({
  title,
  subtitle,
  onClose,
  submitLabel,
  submitVariant = 'primary',
  cancelLabel,
  pending,
  failure,
  onSubmit,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog
      title={title}
      subtitle={subtitle}
      onClose={onClose}
      footer={
        <div className="row">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {cancelLabel ?? t('common.cancel')}
          </button>
          <LoadingButton type="submit" form={formId} loading={pending} variant={submitVariant}>
            {submitLabel}
          </LoadingButton>
        </div>
      }
    >
      <form id={formId} className="stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && <FormError message={failure} />}
        {children}
      </form>
    </Dialog>
  );
}
