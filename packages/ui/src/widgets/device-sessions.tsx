import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { endDeviceSessionsFormSchema, type DeviceSession, type EndDeviceSessionsRequest } from '@portal/contract';
import { ApiError } from '../api/api-error.ts';
import { PasswordField } from '../forms/password-field.tsx';
import { Banner } from './banner.tsx';
import { FormError } from '../forms/form-error.tsx';
import { BotCheckWhenAsked } from './bot-check.tsx';
import { useBotCheckStep } from './use-bot-check-step.ts';
import { Dialog } from './dialog.tsx';
import { LoadingButton } from './loading-button.tsx';
import { Skeleton } from './skeleton.tsx';
import { StatusBadge } from './status-badge.tsx';
import './device-sessions.css';

type Props = {
  /** the signed-in user's live sessions */
  load: () => Promise<{ items: DeviceSession[] }>;
  /** ends one other session (`sessionId`) or every other one, behind the password */
  end: (body: EndDeviceSessionsRequest) => Promise<{ ended: number }>;
  /** the bot-check site key to offer when the server asks for one (-800) */
  siteKey?: string | null;
};

type PasswordForm = { password: string };

const messageKeyOf = (error: unknown) => (error instanceof ApiError ? error.messageKey : 'errors.SomethingWentWrong');

/** "Chrome on Windows", "Safari", or "Unknown device": what the user agent told, in the reader's language. */
export function useDeviceName() {
  const { t } = useTranslation();
  return (d: Pick<DeviceSession, 'browser' | 'os'>) =>
    d.browser && d.os
      ? t('devices.browserOnOs', { browser: d.browser, os: d.os })
      : (d.browser ?? d.os ?? t('devices.unknownDevice'));
}

function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  let regions: Intl.DisplayNames | null = null;
  try {
    regions = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    regions = null;
  }
  return {
    when: (iso: string) => dateTime.format(new Date(iso)),
    country: (code: string | null) => (code ? (regions?.of(code) ?? code) : null),
  };
}

function DeviceIcon({ type }: { type: DeviceSession['deviceType'] }) {
  const handheld = type === 'mobile' || type === 'tablet';
  return (
    <svg
      className="device-sessions__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {handheld ? (
        <>
          <rect x="7" y="3" width="10" height="18" rx="2" />
          <path d="M11 18h2" />
        </>
      ) : (
        <>
          <rect x="3" y="4" width="18" height="12" rx="2" />
          <path d="M8 20h8M12 16v4" />
        </>
      )}
    </svg>
  );
}

/** The dialog that asks for the password before ending one session or all the others. */
function ConfirmEnd({
  target,
  onClose,
  onEnded,
  end,
  siteKey,
}: {
  target: DeviceSession | 'others';
  onClose: () => void;
  onEnded: (ended: number) => void;
  end: Props['end'];
  siteKey: string | null;
}) {
  const { t } = useTranslation();
  const deviceName = useDeviceName();
  const [error, setError] = useState<string | null>(null);
  const botCheck = useBotCheckStep(siteKey);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(endDeviceSessionsFormSchema),
    defaultValues: { password: '' },
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  const formId = useId();

  const send = async ({ password }: PasswordForm, captchaToken?: string) => {
    setError(null);
    try {
      const reply = await end({
        password,
        ...(target === 'others' ? {} : { sessionId: target.id }),
        ...(captchaToken ? { captchaToken } : {}),
      });
      onEnded(reply.ended);
    } catch (caught) {
      botCheck.afterFailure(caught);
      setError(messageKeyOf(caught));
    }
  };
  const submit = form.handleSubmit((values) => send(values));
  const retryWithToken = (token: string) => void form.handleSubmit((values) => send(values, token))();

  return (
    <Dialog
      title={t(target === 'others' ? 'devices.confirmOthersTitle' : 'devices.confirmOneTitle')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <LoadingButton type="submit" form={formId} variant="primary" loading={isSubmitting} disabled={isSubmitting}>
            {t(target === 'others' ? 'devices.signOutOthers' : 'devices.signOut')}
          </LoadingButton>
        </>
      }
    >
      <form id={formId} className="flow" noValidate onSubmit={submit}>
        <p>
          {target === 'others'
            ? t('devices.confirmOthersText')
            : t('devices.confirmOneText', { device: deviceName(target) })}
        </p>
        {error && <FormError message={t(error)} />}
        <PasswordField control={form.control} name="password" label={t('devices.password')} />
        <BotCheckWhenAsked step={botCheck.step} onToken={retryWithToken} />
      </form>
    </Dialog>
  );
}

/**
 * "Devices" (docs/decisions/049-devices.md): the user's signed-in sessions, this device marked, each with the device
 * the user agent names, the address and its country, when it signed in and was last active; another session, or all
 * of them, is signed out after the password is entered again. Shared by the trader app and the console.
 */
export function DeviceSessions({ load, end, siteKey = null }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const deviceName = useDeviceName();
  const format = useFormats();
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'failed'; key: string } | { status: 'ready'; items: DeviceSession[] }
  >({ status: 'loading' });
  const [confirm, setConfirm] = useState<DeviceSession | 'others' | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    load().then(
      (reply) => setState({ status: 'ready', items: reply.items }),
      (error: unknown) => setState({ status: 'failed', key: messageKeyOf(error) }),
    );
  }, [load]);
  useEffect(reload, [reload]);

  // this device first, then the others as the server orders them (the most recently active first)
  const items = state.status === 'ready' ? [...state.items].sort((a, b) => Number(b.current) - Number(a.current)) : [];
  const others = items.filter((d) => !d.current);

  return (
    <section className="card device-sessions" aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
      <header className="device-sessions__header">
        <h2 id={titleId}>{t('devices.title')}</h2>
        <p className="intro-text">{t('devices.intro')}</p>
      </header>
      {outcome && <Banner variant="positive">{outcome}</Banner>}
      {state.status === 'loading' && (
        <ul className="device-sessions__list" aria-label={t('common.loading')}>
          {[0, 1].map((i) => (
            <li key={i} className="device-sessions__item">
              <Skeleton width={24} height={24} radius="var(--radius-sm)" />
              <div className="device-sessions__details">
                <Skeleton width="45%" height="1.1rem" />
                <Skeleton width="70%" height="0.9rem" />
              </div>
            </li>
          ))}
        </ul>
      )}
      {state.status === 'failed' && (
        <Banner variant="negative" action={{ label: t('common.retry'), onClick: reload }}>
          {t('devices.loadFailed')} {t(state.key)}
        </Banner>
      )}
      {state.status === 'ready' && (
        <>
          <ul className="device-sessions__list" aria-label={t('devices.listLabel')}>
            {items.map((d) => {
              const place = [format.country(d.countryCode), d.ip].filter(Boolean).join(' · ');
              return (
                <li key={d.id} className="device-sessions__item">
                  <DeviceIcon type={d.deviceType} />
                  <div className="device-sessions__details">
                    <p className="device-sessions__name">
                      <span>{deviceName(d)}</span>
                      {d.current && <StatusBadge variant="positive">{t('devices.thisDevice')}</StatusBadge>}
                    </p>
                    {place && <p className="device-sessions__meta">{place}</p>}
                    <p className="device-sessions__meta">
                      <span>{t('devices.signedInAt', { time: format.when(d.signedInAt) })}</span>
                      <span>{t('devices.lastActiveAt', { time: format.when(d.lastActiveAt) })}</span>
                    </p>
                  </div>
                  {!d.current && (
                    <button
                      type="button"
                      className="btn btn--secondary device-sessions__end"
                      aria-label={t('devices.signOutNamed', { device: deviceName(d) })}
                      onClick={() => {
                        setOutcome(null);
                        setConfirm(d);
                      }}
                    >
                      {t('devices.signOut')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {others.length === 0 ? (
            <p className="intro-text">{t('devices.onlyThisDevice')}</p>
          ) : (
            <div className="device-sessions__actions">
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => {
                  setOutcome(null);
                  setConfirm('others');
                }}
              >
                {t('devices.signOutOthers')}
              </button>
            </div>
          )}
        </>
      )}
      {confirm && (
        <ConfirmEnd
          target={confirm}
          end={end}
          siteKey={siteKey}
          onClose={() => setConfirm(null)}
          onEnded={(ended) => {
            setOutcome(confirm === 'others' ? t('devices.endedOthers', { count: ended }) : t('devices.endedOne'));
            setConfirm(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
