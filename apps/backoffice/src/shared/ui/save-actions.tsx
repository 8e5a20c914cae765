import { useTranslation } from 'react-i18next';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';

type FormActionsProps = {
  /** whether there is anything to discard */
  dirty: boolean;
  saving: boolean;
  /** the form's own error (a refused save), translated */
  failure: string | null;
  /** puts the record's values back and clears the failure */
  onDiscard(): void;
  /** the save button's name where a page holds more than one form ("Save changes" otherwise) */
  saveLabel?: string;
};

/** The foot of an edit form: its refusal, then "Discard changes" (once there are any) beside "Save". */
export function FormActions({ dirty, saving, failure, onDiscard, saveLabel }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {failure && <FormError message={failure} />}
      <div className="row bo-form-actions">
        <button type="button" className="btn btn--secondary" disabled={!dirty} onClick={onDiscard}>
          {t('catalogue.discard')}
        </button>
        <LoadingButton type="submit" loading={saving}>
          {saveLabel ?? t('catalogue.save')}
        </LoadingButton>
      </div>
    </>
  );
}

type Props<T extends FieldValues> = {
  form: Pick<UseFormReturn<T>, 'formState' | 'reset'>;
  /** the record's values, which "Discard changes" puts back */
  values: T;
  failure: string | null;
  /** after a discard (the caller clears its failure) */
  onDiscard(): void;
  saveLabel?: string;
};

/** `FormActions` for a react-hook-form record form. */
export function SaveActions<T extends FieldValues>({ form, values, failure, onDiscard, saveLabel }: Props<T>) {
  return (
    <FormActions
      dirty={form.formState.isDirty}
      saving={form.formState.isSubmitting}
      failure={failure}
      saveLabel={saveLabel}
      onDiscard={() => {
        onDiscard();
        form.reset(values);
      }}
    />
  );
}
