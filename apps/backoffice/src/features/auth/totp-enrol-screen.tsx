import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { totpCodeRequestSchema } from '@portal/contract';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { RecoveryCodes } from '@portal/ui/widgets/recovery-codes.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { CodeField } from '@portal/ui/forms/code-field.tsx';
import { authApi, type TotpConfirmed, type TotpEnrolment } from '../../shared/api/session-api.ts';
import { asApiError } from '../../shared/api/failure.ts';
import { useSession } from '../../shared/session/session.tsx';
import { AuthCard } from './auth-card.tsx';
import { AuthForm } from './auth-form.tsx';
import { useBotCheckStep } from '@portal/ui/widgets/use-bot-check-step.ts';
import { formErrors } from '../../shared/forms/form-issues.ts';

/** The secret as text, for typing it into an app that cannot scan: it is the otpauth URL's `secret`. */
export function secretOf(otpauthUrl: string): string {
  try {
    return new URL(otpauthUrl).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/**
 * First sign-in: TotpEnrol gives the QR code and the secret, a code from the app confirms them, and the ten
 * recovery codes are shown once (RecoveryCodes), before the operator goes on.
 */
export default function TotpEnrolScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [confirmed, setConfirmed] = useState<TotpConfirmed | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const botCheck = useBotCheckStep();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(totpCodeRequestSchema, formErrors(t)),
    defaultValues: { code: '' },
  });

  // Each TotpEnrol makes a new secret: once per visit, even under StrictMode's double effects.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    authApi.totpEnrol().then(setEnrolment, (caught: unknown) => setFailure(asApiError(caught).messageKey));
  }, []);

  const send = async ({ code }: { code: string }, captchaToken?: string) => {
    setFailure(null);
    try {
      setConfirmed(await authApi.totpConfirm({ code, ...(captchaToken ? { captchaToken } : {}) }));
    } catch (caught) {
      const error = asApiError(caught);
      botCheck.refusedWith(error); // wrong codes count as at sign-in: after a few, the bot-check
      setFailure(error.messageKey);
    }
  };

  const done = async () => {
    await refresh();
    navigate(confirmed?.mustChangePassword ? '/change-password' : '/', { replace: true });
  };

  if (confirmed) {
    return (
      <AuthCard title={t('auth.enrol.codesTitle')} subtitle={t('auth.enrol.codesSubtitle')}>
        <RecoveryCodes
          codes={confirmed.recoveryCodes}
          fileName="back-office-recovery-codes.txt"
          texts={{
            list: t('auth.enrol.codesTitle'),
            copy: t('auth.enrol.copyCodes'),
            copied: t('common.copied'),
            download: t('auth.enrol.downloadCodes'),
            saved: t('auth.enrol.saved'),
            done: t('auth.enrol.continue'),
          }}
          onDone={() => void done()}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.enrol.title')} subtitle={t('auth.enrol.subtitle')}>
      {failure && <FormError message={t(failure)} />}
      {enrolment ? (
        <>
          <img className="bo-qr" src={enrolment.qrCodeDataUrl} alt={t('auth.enrol.qrAlt')} width={200} height={200} />
          <TextInput label={t('auth.enrol.secret')} value={secretOf(enrolment.otpauthUrl)} readOnly copyable />
          <AuthForm form={form} send={send} botCheck={botCheck.step} submitLabel={t('auth.enrol.submit')}>
            <CodeField control={form.control} name="code" label={t('auth.enrol.code')} />
          </AuthForm>
        </>
      ) : (
        !failure && (
          <div className="stack" aria-busy="true">
            <Skeleton width={200} height={200} />
            <Skeleton width="100%" height={48} />
          </div>
        )
      )}
    </AuthCard>
  );
}
