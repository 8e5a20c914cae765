import { useTranslation } from 'react-i18next';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';

type Props = {
  /** the form's own error (a refused save), translated */
  failure: string | null;
  /** the form differs from the record: only then is there something to discard */
  dirty: boolean;
  saving: boolean;
  /** puts the record's values back (and clears the failure) */
  onDiscard(): void;
};

/** The foot of a record's edit form: its refusal, then "Discard changes" beside "Save". */
export function SaveActions({ failure, dirty, saving, onDiscard }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {failure && <FormError message={failure} />}
      <div className="row bo-form-actions">
        <button type="button" className="btn btn--secondary" disabled={!dirty} onClick={onDiscard}>
          {t('catalogue.discard')}
        </button>
        <LoadingButton type="submit" loading={saving}>
          {t('catalogue.save')}
        </LoadingButton>
      </div>
    </>
  );
}
