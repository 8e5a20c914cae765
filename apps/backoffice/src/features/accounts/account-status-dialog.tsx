import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminAccountStatusRequestSchema } from '@portal/contract';
import { FormDialog } from '@portal/ui/widgets/form-dialog.tsx';
import { useSetAccountStatusMutation, type AdminAccount, type BlockStatus } from './api/accounts-api.ts';
import { SelectField } from '../../shared/ui/select-field.tsx';
import { ReasonField } from '../../shared/ui/reason-field.tsx';
import { usePendingAction } from '../../shared/ui/use-pending-action.ts';
import { formErrors } from '../../shared/forms/form-issues.ts';

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
  const action = usePendingAction();
  const [setStatus] = useSetAccountStatusMutation();
  const form = useForm<Form>({
    resolver: zodResolver(formSchema, formErrors(t)),
    defaultValues: { status: '15', reason: '' },
  });

  const submit = form.handleSubmit(({ status, reason }) =>
    action.run(async () => {
      await setStatus({
        id: account.id,
        reason,
        ...(mode === 'block' ? { status: Number(status) as BlockStatus } : {}),
      }).unwrap();
      onDone();
    }),
  );

  return (
    <FormDialog
      title={t(mode === 'block' ? 'accounts.blockTitle' : 'accounts.unblockTitle', { login: account.login })}
      subtitle={t(mode === 'block' ? 'accounts.blockText' : 'accounts.unblockText')}
      onClose={onClose}
      submitLabel={t(mode === 'block' ? 'accounts.block' : 'accounts.unblock')}
      submitVariant={mode === 'block' ? 'danger' : 'primary'}
      pending={form.formState.isSubmitting}
      failure={action.failure && t(action.failure)}
      onSubmit={submit}
    >
      {mode === 'block' && (
        <SelectField
          label={t('accounts.blockStatus')}
          options={BLOCK_STATUSES.map((s) => [String(s), `${s} · ${t(`accountStatus.${s}`)}`] as const)}
          {...form.register('status')}
        />
      )}
      <ReasonField control={form.control} name="reason" />
    </FormDialog>
  );
}
