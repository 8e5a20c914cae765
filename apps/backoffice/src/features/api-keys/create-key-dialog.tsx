import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiKeyCreateRequestSchema, OPERATOR_ACTIONS } from '@portal/contract';
import { FormDialog } from '@portal/ui/widgets/form-dialog.tsx';
import { TextField } from '@portal/ui/forms/text-field.tsx';
import type { OperatorMe } from '../../shared/api/session-api.ts';
import { useCreateApiKeyMutation, type CreatedApiKey } from './api/api-keys-api.ts';
import { usePendingAction } from '../../shared/ui/use-pending-action.ts';
import { ActionLabel } from './action-label.tsx';
import { formErrors } from '../../shared/forms/form-issues.ts';

/** What a key may be given: never the firm-wide actions (the server refuses them too). */
export const KEY_ACTIONS = OPERATOR_ACTIONS.filter((a) => a !== 'apiKeys.manage' && a !== 'operators.manage');

const formSchema = z
  .object({
    name: apiKeyCreateRequestSchema.shape.name,
    allBrands: z.boolean(),
    brandIds: z.array(z.string()),
    actions: z.array(z.string()).min(1, 'apiKeys.chooseAction'),
  })
  .refine((v) => v.allBrands || v.brandIds.length > 0, { path: ['brandIds'], message: 'apiKeys.chooseBrand' });
type Form = z.infer<typeof formSchema>;

type Props = { brands: OperatorMe['brands']; onClose(): void; onCreated(key: CreatedApiKey): void };

/** A key's name, brands (all, or a list) and actions; the key itself is shown by the caller, once. */
export function CreateKeyDialog({ brands, onClose, onCreated }: Props) {
  const [createKey] = useCreateApiKeyMutation();
  const { t } = useTranslation();
  const action = usePendingAction();
  const form = useForm<Form>({
    resolver: zodResolver(formSchema, formErrors(t)),
    defaultValues: { name: '', allBrands: true, brandIds: [], actions: [] },
  });
  const allBrands = form.watch('allBrands');
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit((v) =>
    action.run(async () =>
      onCreated(
        await createKey({ name: v.name, brandIds: v.allBrands ? null : v.brandIds, actions: v.actions }).unwrap(),
      ),
    ),
  );

  return (
    <FormDialog
      title={t('apiKeys.createTitle')}
      onClose={onClose}
      submitLabel={t('apiKeys.createSubmit')}
      pending={isSubmitting}
      failure={action.failure && t(action.failure)}
      onSubmit={submit}
    >
      <TextField control={form.control} name="name" label={t('apiKeys.name')} max={100} autoFocus />
      <CheckFieldset legend={t('apiKeys.brands')} errorId="bo-brands-error" error={errors.brandIds?.message}>
        <label className="bo-check">
          <input type="checkbox" {...form.register('allBrands')} />
          {t('apiKeys.allBrands')}
        </label>
        {!allBrands &&
          brands.map((b) => (
            <label key={b.id} className="bo-check">
              <input type="checkbox" value={b.id} {...form.register('brandIds')} />
              {b.name} <span className="bo-muted">({b.code})</span>
            </label>
          ))}
      </CheckFieldset>
      <CheckFieldset legend={t('apiKeys.actions')} errorId="bo-actions-error" error={errors.actions?.message}>
        <div className="bo-checks">
          {KEY_ACTIONS.map((a) => (
            <label key={a} className="bo-check">
              <input type="checkbox" value={a} {...form.register('actions')} />
              <ActionLabel action={a} />
            </label>
          ))}
        </div>
      </CheckFieldset>
    </FormDialog>
  );
}

/** A group of checkboxes under its legend, with the group's error (a key for t) under them, read out with it. */
function CheckFieldset(props: { legend: string; errorId: string; error?: string; children: ReactNode }) {
  const { legend, errorId, error, children } = props;
  const { t } = useTranslation();
  return (
    <fieldset className="bo-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className="bo-error" role="alert">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
