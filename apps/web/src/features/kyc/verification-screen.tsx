import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ContractSignStatus,
  KycVerificationStatus,
  NOTIFICATION_DURATION_MS,
  StorageKey,
  VERIFICATION_STEPS,
  type ColourVariant,
  type KycInfo,
} from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { ProgressBar } from '@portal/ui/widgets/progress-bar.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { showNotification } from '../../shared/notification/notification-actions.ts';
import { ContractIncompleteBanner } from '../../shared/ui/contract-incomplete-banner.tsx';
import { ContractCard } from './contract-card.tsx';
import { appApi } from '../../shared/api/app-api.ts';
import { apiFailure } from '../../shared/api/base-query.ts';
import { selectKycInfo, selectProfile } from '../../shared/api/common-api.ts';
import { useStartStepMutation, type KycStep } from './api/kyc-api.ts';
import { isAllDone, verificationStep } from './kyc-status.ts';
import { ProviderSession, type Session } from './provider-session.tsx';
import { useAppDispatch, useAppSelector } from '../../shared/store/store-hooks.ts';
import { useKycInfo } from './use-kyc-info.ts';
import { RetryBanner } from '../../shared/ui/retry-banner.tsx';
import './kyc.css';

const BADGE: Record<number, [ColourVariant, string]> = {
  [KycVerificationStatus.NotInit]: ['muted', 'kyc.notStarted'],
  [KycVerificationStatus.Pending]: ['neutral', 'kyc.pending'],
  [KycVerificationStatus.Success]: ['positive', 'kyc.verified'],
  [KycVerificationStatus.Fail]: ['negative', 'kyc.badgeRejected'],
  [KycVerificationStatus.Retry]: ['warning', 'kyc.badgeRetry'],
};
const { NotInit, Pending, Success, Fail, Retry } = KycVerificationStatus;
const PERSONAL_INFORMATION = '/dashboard/profile/personal-information';

/** Verify your Profile identity (SPEC §4): identity, then address, then the contract, with their statuses. */
export default function VerificationScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const info = useAppSelector(selectKycInfo);
  const country = useAppSelector((s) => selectProfile(s)?.countryOfRegistration ?? null);
  const [session, setSession] = useState<(Session & { done: boolean }) | null>(null);
  const [starting, setStarting] = useState<KycStep | null>(null);
  const [startStep] = useStartStepMutation();
  const [congratulate, setCongratulate] = useState(false);

  const underReview =
    !!info &&
    (info.waitPoiStatus === Pending ||
      info.waitPoaStatus === Pending ||
      info.contractSignStatus.some((c) => c.contractSignStatus === ContractSignStatus.Pending) ||
      !!session?.done);
  // A contract waiting for the profile is polled too: it appears once Personal Information is complete.
  const kyc = useKycInfo({ refreshWhile: underReview || !!info?.contractIncomplete });
  const failedToLoad = kyc.isError && !info;
  const reload = () => dispatch(appApi.util.invalidateTags(['Kyc']));
  // Opened again after the trader went elsewhere (Personal Information, say): read afresh what was loaded before.
  const loadedBefore = useRef(info !== null);
  useEffect(() => {
    if (loadedBefore.current) dispatch(appApi.util.invalidateTags(['Kyc']));
  }, [dispatch]);

  // The session ends on Retry or Fail, or once the trader is done and the step is under review (or decided).
  useEffect(() => {
    if (!session || !info) return;
    const now = session.step === 'identity' ? info.waitPoiStatus : info.waitPoaStatus;
    const changed = now !== session.startStatus;
    if ((changed && (now === Retry || now === Fail)) || (session.done && (now === Pending || changed)))
      setSession(null);
  }, [info, session]);

  // SPEC §4: the Congratulations banner shows once (success-showed in local storage).
  const allDone = isAllDone(info);
  useEffect(() => {
    if (!allDone || localStorage.getItem(StorageKey.successShowed) === 'true') return;
    localStorage.setItem(StorageKey.successShowed, 'true');
    setCongratulate(true);
  }, [allDone]);

  // SPEC §8: a start that fails says "Something went wrong", except the day's allowance of sessions used up.
  const failed = (error?: unknown) =>
    dispatch(
      showNotification({
        message: apiFailure(error)?.httpStatus === 429 ? 'kyc.tooManyStarts' : 'errors.SomethingWentWrong',
        variant: 'negative',
        timer: NOTIFICATION_DURATION_MS,
      }),
    );
  const start = async (step: KycStep, startStatus: number) => {
    setStarting(step);
    try {
      if (!country) throw new Error('no country');
      const reply = await startStep({ step, country }).unwrap();
      setSession({
        step,
        type: reply.provider.type,
        name: reply.provider.name,
        token: reply.token,
        startStatus,
        done: false,
      });
    } catch (error) {
      failed(error);
    } finally {
      setStarting(null);
    }
  };
  const done = () => {
    setSession((s) => (s ? { ...s, done: true } : s));
    reload();
  };

  return (
    <section className="profile-section kyc" aria-labelledby={titleId}>
      <div className="card profile-card flow flow--5">
        <header className="profile-card__header flow flow--2">
          <h2 id={titleId}>{t('kyc.title')}</h2>
          <p className="intro-text">{t('kyc.intro')}</p>
        </header>
        {congratulate && (
          <Banner variant="positive" title={t('kyc.congratulations')}>
            {t('kyc.congratulationsText')}
          </Banner>
        )}
        {failedToLoad && <RetryBanner onRetry={reload}>{t('errors.SomethingWentWrong')}</RetryBanner>}
        {!info && !failedToLoad && (
          <div className="kyc__skeleton" aria-busy="true">
            <Skeleton height={12} />
            <Skeleton height={120} />
            <Skeleton height={120} />
          </div>
        )}
        {info && (
          <Steps
            info={info}
            session={session}
            starting={starting}
            onStart={(step, s) => void start(step, s)}
            onDone={done}
            onCancel={() => setSession(null)}
            onFailure={() => {
              setSession(null);
              failed();
            }}
          />
        )}
      </div>
    </section>
  );
}

function Steps({
  info,
  session,
  starting,
  onStart,
  onDone,
  onCancel,
  onFailure,
}: {
  info: KycInfo;
  session: (Session & { done: boolean }) | null;
  starting: KycStep | null;
  onStart: (step: KycStep, status: number) => void;
  onDone: () => void;
  onCancel: () => void;
  onFailure: () => void;
}) {
  const { t } = useTranslation();
  const current = verificationStep(info);
  // A real provider's reason comes as a code, read in the trader's language; the sandbox's and a person's as text.
  const reasonOf = (code: string | null | undefined, text: string | null) =>
    code ? t(`kyc.reasonCodes.${code}`) : text;
  const steps: { step: KycStep; status: number; reason: string | null; open: boolean }[] = [
    { step: 'identity', status: info.waitPoiStatus, reason: reasonOf(info.poiReasonCode, info.poiReason), open: true },
    {
      step: 'address',
      status: info.waitPoaStatus,
      reason: reasonOf(info.poaReasonCode, info.poaReason),
      open: info.waitPoiStatus === Success,
    },
  ];
  return (
    <>
      {current > 0 ? (
        <div className="kyc__progress">
          <p className="kyc__progress-label">{t('kyc.stepProgress', { current, total: VERIFICATION_STEPS })}</p>
          <ProgressBar
            label={t('kyc.title')}
            value={current}
            max={VERIFICATION_STEPS}
            valueText={t('kyc.stepProgress', { current, total: VERIFICATION_STEPS })}
          />
        </div>
      ) : (
        <Banner variant="positive">{t('kyc.allDone')}</Banner>
      )}
      <ol className="kyc__steps">
        {steps.map(({ step, status: read, reason, open }, i) => {
          // Sent by the trader, not yet known to the portal (the provider reports it shortly): under review.
          const sent = session?.step === step && session.done && (read === NotInit || read === Retry);
          const status = sent ? Pending : read;
          const [variant, label] = BADGE[status] ?? BADGE[NotInit]!;
          const title = t(step === 'identity' ? 'kyc.identityTitle' : 'kyc.addressTitle');
          const canStart = open && (status === NotInit || status === Retry) && session?.step !== step;
          return (
            <li key={step} className={`kyc-step${current === i + 1 ? ' is-current' : ''}`} aria-label={title}>
              <div className="kyc-step__head">
                <span className="kyc-step__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{title}</h3>
                <StatusBadge variant={variant}>{t(label)}</StatusBadge>
              </div>
              <p>{t(step === 'identity' ? 'kyc.identityText' : 'kyc.addressText')}</p>
              {status === Fail && (
                <Banner variant="negative">
                  {t('kyc.failed')} {reason ? t('kyc.reason', { reason }) : ''}
                </Banner>
              )}
              {status === Retry && (
                <Banner variant="warning">
                  {t('kyc.retryNeeded')} {reason ? t('kyc.reason', { reason }) : ''}
                </Banner>
              )}
              {status === Pending && (
                <p className="kyc-step__note">{`${t('kyc.pendingText')} ${t('kyc.identityCheckNote')}`}</p>
              )}
              {!open && status === NotInit && <p className="kyc-step__note">{t('kyc.identityFirst')}</p>}
              {canStart && (
                <LoadingButton
                  type="button"
                  variant="primary"
                  loading={starting === step}
                  disabled={!!starting || !!session}
                  onClick={() => onStart(step, status)}
                >
                  {t(status === Retry ? 'kyc.retry' : 'kyc.start')}
                </LoadingButton>
              )}
              {session?.step === step && (
                <ProviderSession session={session} onDone={onDone} onCancel={onCancel} onFailure={onFailure} />
              )}
            </li>
          );
        })}
        <li className={`kyc-step${current === 3 ? ' is-current' : ''}`} aria-label={t('kyc.contractTitle')}>
          <div className="kyc-step__head">
            <span className="kyc-step__number" aria-hidden="true">
              3
            </span>
            <h3>{t('kyc.contractTitle')}</h3>
          </div>
          {info.contractIncomplete && (
            <ContractIncompleteBanner fields={info.contractIncomplete.fields}>
              <Link to={PERSONAL_INFORMATION}>{t('kyc.completeProfile')}</Link>
            </ContractIncompleteBanner>
          )}
          {info.contractSignStatus.length === 0 && !info.contractIncomplete && (
            <p className="kyc-step__note">
              {info.waitPoiStatus !== Success
                ? t('kyc.identityFirst')
                : info.waitPoaStatus !== Success
                  ? t('kyc.addressFirst')
                  : t('kyc.noContractYet')}
            </p>
          )}
          {info.contractSignStatus.map((c) => (
            <ContractCard key={c.contractId} contract={c} />
          ))}
        </li>
      </ol>
    </>
  );
}
