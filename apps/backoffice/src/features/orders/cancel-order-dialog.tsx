import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { adminOrderCancelRequestSchema } from '@portal/contract';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { Dialog } from '@portal/ui/widgets/dialog.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { useFieldError } from '@portal/ui/forms/use-field-error.ts';
import { asApiError } from '../../shared/api/failure.ts';
import { useCancelOrderMutation, type Order } from './api/orders-api.ts';

type Props = { order: Order; onClose(): void; onDone(): void };

/** Cancelling an order needs a reason (it goes to the audit log); the server says whether it still may be. */
export function CancelOrderDialog({ order, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const reasonId = useId();
  const errorId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelOrder] = useCancelOrderMutation();
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(adminOrderCancelRequestSchema),
    defaultValues: { reason: '' },
  });
  const reasonError = useFieldError(form.control, 'reason', 500);
  const submit = form.handleSubmit(async ({ reason }) => {
    setFailure(null);
    try {
      await cancelOrder({ id: order.id, reason }).unwrap();
      onDone();
    } catch (caught) {
      setFailure(asApiError(caught).messageKey);
    }
  });
  return (
    <Dialog
      title={t('orders.cancelTitle', { number: order.number })}
      subtitle={t('orders.cancelText')}
      onClose={onClose}
      footer={
        <div className="row">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('orders.keep')}
          </button>
          <LoadingButton type="submit" form="bo-order-cancel" loading={form.formState.isSubmitting}>
            {t('orders.cancel')}
          </LoadingButton>
        </div>
      }
    >
      <form id="bo-order-cancel" className="stack" noValidate onSubmit={submit}>
        {failure && <FormError message={t(failure)} />}
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
