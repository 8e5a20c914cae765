import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminAccountStatusRequestSchema } from '@portal/contract';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { Dialog } from '@portal/ui/widgets/dialog.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { useFieldError } from '@portal/ui/forms/use-field-error.ts';
import { asApiError } from '../../shared/api/failure.ts';
import { useSetAccountStatusMutation, type AdminAccount, type BlockStatus } from './api/accounts-api.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';

export const BLOCK_STATUSES = [15, 16, 17, 18] as const;

const formSchema = z.object({
  status: z.enum(['15', '16', '17', '18']),
  reason: adminAccountStatusRequestSchema.shape.reason,
});
type Form = z.infer<typeof formSchema>;

type Props = {
  account: AdminAccount;
  mode: 'block' | 'unblock';
  onClose(): void;
  onDone(): void;
};

/** Block (status 15-18 with a reason) or unblock (a reason): the confirmation step of either. */
export function AccountStatusDialog({ account, mode, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const reasonId = useId();
  const errorId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [setStatus] = useSetAccountStatusMutation();
  const form = useForm<Form>({ resolver: zodResolver(formSchema), defaultValues: { status: '15', reason: '' } });
  const reasonError = useFieldError(form.control, 'reason', 500);

  const submit = form.handleSubmit(async ({ status, reason }) => {
    setFailure(null);
    try {
      await setStatus({
        id: account.id,
        reason,
        ...(mode === 'block' ? { status: Number(status) as BlockStatus } : {}),
      }).unwrap();
      onDone();
    } catch (caught) {
      setFailure(asApiError(caught).messageKey);
    }
  });

  return (
    <Dialog
      title={t(mode === 'block' ? 'accounts.blockTitle' : 'accounts.unblockTitle', { login: account.login })}
      subtitle={t(mode === 'block' ? 'accounts.blockText' : 'accounts.unblockText')}
      onClose={onClose}
      footer={
        <div className="row">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <LoadingButton type="submit" form="bo-account-status" loading={form.formState.isSubmitting}>
            {t(mode === 'block' ? 'accounts.block' : 'accounts.unblock')}
          </LoadingButton>
        </div>
      }
    >
      <form id="bo-account-status" className="stack" noValidate onSubmit={submit}>
        {failure && <FormError message={t(failure)} />}
        {mode === 'block' && (
          <SelectField
            label={t('accounts.blockStatus')}
            options={BLOCK_STATUSES.map((s) => [String(s), `${s} · ${t(`accountStatus.${s}`)}`] as const)}
            {...form.register('status')}
          />
        )}
        <div className="field">
          <label className="field__label" htmlFor={reasonId}>
            {t('accounts.reason')}
          </label>
          <textarea
            id={reasonId}
            className="field__input bo-textarea"
            rows={3}
            maxLength={500}
            aria-invalid={!!reasonError}
            aria-describedby={reasonError ? errorId : undefined}
            {...form.register('reason')}
          />
          {reasonError && (
            <p id={errorId} className="field__error">
              {reasonError}
            </p>
          )}
        </div>
      </form>
    </Dialog>
  );
}
