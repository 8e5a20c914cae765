import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorEnrolment, TwoFactorState } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { RecoveryCodes } from '@portal/ui/widgets/recovery-codes.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { asApiError } from '../api-failure.ts';
import { selectProfile } from '../../../shared/api/common-api.ts';
import { readNow } from '../../../shared/api/read-now.ts';
import { useAppSelector } from '../../../shared/store/store-hooks.ts';
import { useLazyGetTwoFactorQuery, useStartTwoFactorMutation } from '../api/profile-api.ts';
import { TwoFactorDisableForm } from './two-factor-disable-form.tsx';
import { TwoFactorEnrolmentForm } from './two-factor-enrolment.tsx';
import './two-factor.css';

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'idle'; state: TwoFactorState }
  | { kind: 'enrolling'; enrolment: TwoFactorEnrolment }
  | { kind: 'codes'; recoveryCodes: string[] }
  | { kind: 'disabling'; state: TwoFactorState };

/**
 * Profile → Security, two-step sign-in: its state; setting it up (QR code, key, first code, the
 * recovery codes shown once); turning it off behind the password and a code.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const brandName = useAppSelector((s) => s.brandSettings.config?.brandName ?? '');
  const email = useAppSelector((s) => selectProfile(s)?.email ?? '');
  const [getTwoFactor] = useLazyGetTwoFactorQuery();
  const [startTwoFactor] = useStartTwoFactorMutation();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [notice, setNotice] = useState<{ variant: 'positive' | 'negative'; key: string } | null>(null);
  const [starting, setStarting] = useState(false);

  const load = () =>
    readNow(getTwoFactor()).then(
      (state) => setView({ kind: 'idle', state }),
      () => setView({ kind: 'failed' }),
    );
  useEffect(() => void load(), []);

  const start = async () => {
    setNotice(null);
    setStarting(true);
    try {
      setView({ kind: 'enrolling', enrolment: await startTwoFactor().unwrap() });
    } catch (caught) {
      setNotice({ variant: 'negative', key: asApiError(caught).messageKey });
    } finally {
      setStarting(false);
    }
  };
  const back = (key: string | null) => {
    setNotice(key ? { variant: 'positive', key } : null);
    setView({ kind: 'loading' });
    void load();
  };

  const enabled = (view.kind === 'idle' || view.kind === 'disabling') && view.state.enabled;
  return (
    <section className="profile-section two-factor" aria-labelledby={titleId}>
      <div className="card profile-card profile-card--narrow">
        <header className="profile-card__header flow flow--2">
          <div className="two-factor__title-row">
            <h2 id={titleId}>{t('twoFactor.title')}</h2>
            {(view.kind === 'idle' || view.kind === 'disabling') && (
              <StatusBadge variant={enabled ? 'positive' : 'muted'}>
                {enabled ? t('twoFactor.on') : t('twoFactor.off')}
              </StatusBadge>
            )}
          </div>
          <p className="intro-text">{t('twoFactor.intro')}</p>
        </header>
        {notice && <Banner variant={notice.variant}>{t(notice.key)}</Banner>}
        {view.kind === 'loading' && <Skeleton width="60%" height={40} />}
        {view.kind === 'failed' && <Banner variant="negative">{t('twoFactor.loadFailed')}</Banner>}
        {view.kind === 'idle' && !view.state.enabled && (
          <div className="profile-form__actions">
            <LoadingButton variant="primary" type="button" loading={starting} disabled={starting} onClick={start}>
              {t('twoFactor.turnOn')}
            </LoadingButton>
          </div>
        )}
        {view.kind === 'idle' && view.state.enabled && (
          <div className="two-factor__on">
            <p>{t('twoFactor.codesLeft', { count: view.state.recoveryCodesLeft })}</p>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => setView({ ...view, kind: 'disabling' })}
            >
              {t('twoFactor.turnOff')}
            </button>
          </div>
        )}
        {view.kind === 'enrolling' && (
          <TwoFactorEnrolmentForm
            enrolment={view.enrolment}
            onConfirmed={(recoveryCodes) => {
              setNotice({ variant: 'positive', key: 'twoFactor.enabled' });
              setView({ kind: 'codes', recoveryCodes });
            }}
            onCancel={() => back(null)}
          />
        )}
        {view.kind === 'codes' && (
          <div className="two-factor__codes">
            <h3 className="two-factor__subtitle">{t('twoFactor.recoveryTitle')}</h3>
            <p className="intro-text">{t('twoFactor.recoveryIntro')}</p>
            <RecoveryCodes
              codes={view.recoveryCodes}
              fileName={`${(brandName || 'account').toLowerCase().replace(/[^a-z0-9]+/g, '-')}-recovery-codes.txt`}
              fileHeading={t('twoFactor.recoveryFileTitle', { brand: brandName, email })}
              texts={{
                list: t('twoFactor.recoveryTitle'),
                copy: t('twoFactor.copyCodes'),
                copied: t('twoFactor.copied'),
                download: t('twoFactor.downloadCodes'),
                saved: t('twoFactor.savedCodes'),
                done: t('common.continue'),
              }}
              onDone={() => back('twoFactor.enabled')}
            />
          </div>
        )}
        {view.kind === 'disabling' && (
          <TwoFactorDisableForm onDisabled={() => back('twoFactor.disabled')} onCancel={() => back(null)} />
        )}
      </div>
    </section>
  );
}
