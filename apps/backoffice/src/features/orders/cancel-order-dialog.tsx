import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { adminOrderCancelRequestSchema } from '@portal/contract';
import { FormDialog } from '@portal/ui/widgets/form-dialog.tsx';
import { ReasonField } from '../../shared/ui/reason-field.tsx';
import { usePendingAction } from '../../shared/ui/use-pending-action.ts';
import { useCancelOrderMutation, type Order } from './api/orders-api.ts';
import { formErrors } from '../../shared/forms/form-issues.ts';

type Props = { order: Order; onClose(): void; onDone(): void };

/** Cancelling an order needs a reason (it goes to the audit log); the server says whether it still may be. */
export function CancelOrderDialog({ order, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const action = usePendingAction();
  const [cancelOrder] = useCancelOrderMutation();
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(adminOrderCancelRequestSchema, formErrors(t)),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(({ reason }) =>
    action.run(async () => {
      await cancelOrder({ id: order.id, reason }).unwrap();
      onDone();
    }),
  );
  return (
    <FormDialog
      title={t('orders.cancelTitle', { number: order.number })}
      subtitle={t('orders.cancelText')}
      onClose={onClose}
      cancelLabel={t('orders.keep')}
      submitLabel={t('orders.cancel')}
      submitVariant="danger"
      pending={form.formState.isSubmitting}
      failure={action.failure && t(action.failure)}
      onSubmit={submit}
    >
      <ReasonField control={form.control} name="reason" />
    </FormDialog>
  );
}
