import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { endEverySessionRequestSchema, type EndEverySessionRequest } from '@portal/contract';
import { CodeField } from '@portal/ui/forms/code-field.tsx';
import { PasswordField } from '@portal/ui/forms/password-field.tsx';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { BotCheckWhenAsked } from '@portal/ui/widgets/bot-check.tsx';
import { useBotCheckStep } from '@portal/ui/widgets/use-bot-check-step.ts';
import { Dialog } from '@portal/ui/widgets/dialog.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { useEndEverySessionMutation } from './api/account-api.ts';
import { asApiError } from '../../shared/api/failure.ts';
import { useToast } from '../../shared/toast/toasts.tsx';
import { SectionCard } from '../../shared/ui/record-page.tsx';
import { formErrors } from '../../shared/forms/form-issues.ts';

type Form = { password: string; code: string };
const formSchema = endEverySessionRequestSchema.pick({ password: true, code: true });

/** The dialog: what will happen, then the password and a fresh authenticator code. */
function ConfirmEndEverySession({ onClose, onDone }: { onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [endEverySession] = useEndEverySessionMutation();
  const botCheck = useBotCheckStep();
  const form = useForm<Form>({
    resolver: zodResolver(formSchema, formErrors(t)),
    defaultValues: { password: '', code: '' },
  });
  const { isSubmitting } = form.formState;

  const send = async (values: Form, captchaToken?: string) => {
    setFailure(null);
    try {
      const body: EndEverySessionRequest = { ...values, ...(captchaToken ? { captchaToken } : {}) };
      const r = await endEverySession(body).unwrap();
      onDone(t('account.everySessionEnded', { traders: r.traderSessions, operators: r.operatorSessions }));
    } catch (caught) {
      const error = asApiError(caught);
      botCheck.afterFailure(error);
      // a code is good once: a refused one is cleared for the next
      form.setValue('code', '');
      setFailure(error.messageKey);
    }
  };
  const submit = form.handleSubmit((values) => send(values));

  return (
    <Dialog
      title={t('account.endEveryTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <LoadingButton
            type="submit"
            form={formId}
            variant="primary"
            className="bo-danger"
            loading={isSubmitting}
            disabled={isSubmitting}
          >
            {t('account.endEvery')}
          </LoadingButton>
        </>
      }
    >
      <form id={formId} className="stack" noValidate onSubmit={submit}>
        <ul className="bo-account__consequences">
          <li>{t('account.endEveryTraders')}</li>
          <li>{t('account.endEveryOperators')}</li>
          <li>{t('account.endEveryKept')}</li>
        </ul>
        {failure && <FormError message={t(failure)} />}
        <PasswordField control={form.control} name="password" label={t('account.password')} />
        <CodeField control={form.control} name="code" label={t('account.totpCode')} />
        <BotCheckWhenAsked
          step={botCheck.step}
          onToken={(token) => void form.handleSubmit((values) => send(values, token))()}
        />
      </form>
    </Dialog>
  );
}

/** The owner's "End every session" card (e.g. after a leaked signing secret); audited on the server. */
export default function EndEverySession() {
  const { t } = useTranslation();
  const notify = useToast();
  const [open, setOpen] = useState(false);
  return (
    <SectionCard title={t('account.endEveryCardTitle')}>
      <p className="bo-muted">{t('account.endEveryIntro')}</p>
      <div className="row">
        <button type="button" className="btn btn--secondary bo-danger" onClick={() => setOpen(true)}>
          {t('account.endEvery')}
        </button>
      </div>
      {open && (
        <ConfirmEndEverySession
          onClose={() => setOpen(false)}
          onDone={(text) => {
            setOpen(false);
            notify(text);
          }}
        />
      )}
    </SectionCard>
  );
}
