import { useTranslation } from 'react-i18next';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';

type Props<T extends FieldValues> = {
  form: Pick<UseFormReturn<T>, 'formState' | 'reset'>;
  /** the record's values, which "Discard changes" puts back */
  values: T;
  /** the form's own error (a refused save), translated */
  failure: string | null;
  /** after a discard (the caller clears its failure) */
  onDiscard(): void;
};

/** The foot of a record's edit form: its refusal, then "Discard changes" (once there are any) beside "Save". */
export function SaveActions<T extends FieldValues>({ form, values, failure, onDiscard }: Props<T>) {
  const { t } = useTranslation();
  return (
    <>
      {failure && <FormError message={failure} />}
      <div className="row bo-form-actions">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={!form.formState.isDirty}
          onClick={() => {
            onDiscard();
            form.reset(values);
          }}
        >
          {t('catalogue.discard')}
        </button>
        <LoadingButton type="submit" loading={form.formState.isSubmitting}>
          {t('catalogue.save')}
        </LoadingButton>
      </div>
    </>
  );
}
