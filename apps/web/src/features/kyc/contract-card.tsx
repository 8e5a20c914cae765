import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContractSignStatus, ResultCode, type ColourVariant, type KycInfo } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { StatusBadge } from '@portal/ui/widgets/status-badge.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { showNotification } from '../../shared/notification/notification-actions.ts';
import { apiFailure } from '../../shared/api/base-query.ts';
import { getContractPdf, useSignContractMutation } from './api/kyc-api.ts';
import { selectProfile } from '../../shared/api/common-api.ts';
import { useAppDispatch, useAppSelector } from '../../shared/store/store-hooks.ts';

type Contract = KycInfo['contractSignStatus'][number];

const BADGE: Record<number, [ColourVariant, string]> = {
  [ContractSignStatus.NotInit]: ['warning', 'kyc.signContract'],
  [ContractSignStatus.Pending]: ['muted', 'kyc.pending'],
  [ContractSignStatus.Success]: ['positive', 'kyc.contractApproved'],
  [ContractSignStatus.Fail]: ['negative', 'kyc.badgeRejected'],
  [ContractSignStatus.Blocked]: ['negative', 'kyc.badgeRejected'],
};

/** One funded-trader contract: read the PDF, sign it (typed legal name + consent), then its review. */
export function ContractCard({ contract }: { contract: Contract }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const consentId = useId();
  const profile = useAppSelector(selectProfile);
  const legalName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [signContract, { isLoading: signing }] = useSignContractMutation();
  const [variant, badge] = BADGE[contract.contractSignStatus] ?? BADGE[ContractSignStatus.NotInit]!;
  const waiting = contract.contractSignStatus === ContractSignStatus.NotInit;

  useEffect(() => () => void (pdfUrl && URL.revokeObjectURL(pdfUrl)), [pdfUrl]);

  const open = async () => {
    setOpening(true);
    setFailure(null);
    try {
      setPdfUrl(URL.createObjectURL(await getContractPdf(contract.contractId)));
    } catch {
      setFailure('errors.SomethingWentWrong');
    } finally {
      setOpening(false);
    }
  };

  const sign = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNameError(undefined);
    if (!fullName.trim()) return setNameError('validation.required');
    // A signed contract invalidates the KYC info, which is read again and shows it under review.
    const result = await signContract({ id: contract.contractId, fullName: fullName.trim() });
    if (!result.error) {
      dispatch(showNotification({ message: 'kyc.signedToast', variant: 'positive' }));
      return;
    }
    const error = apiFailure(result.error)!;
    if (error.result === ResultCode.PersonalDataNotValid) setNameError('validation.signatureName');
    else setFailure(error.key);
  };

  return (
    <article className="kyc-contract" aria-label={t('kyc.contractFor', { login: contract.accountLogin })}>
      <div className="kyc-contract__head">
        <h3>{t('kyc.contractFor', { login: contract.accountLogin })}</h3>
        <StatusBadge variant={variant}>{t(badge)}</StatusBadge>
      </div>
      {failure && <FormError message={t(failure)} />}
      {contract.contractSignStatus === ContractSignStatus.Pending && (
        <p className="kyc-step__note">
          {t('kyc.contractWaiting')} {t('kyc.contractReviewNote')}
        </p>
      )}
      {contract.contractSignStatus === ContractSignStatus.Fail && (
        <Banner variant="negative">{t('kyc.contractFailed')}</Banner>
      )}
      {contract.contractSignStatus === ContractSignStatus.Blocked && (
        <Banner variant="negative">{t('kyc.contractBlocked')}</Banner>
      )}
      {waiting && (
        <>
          <p>{t('kyc.contractText')}</p>
          {pdfUrl ? (
            <div className="kyc-contract__pdf">
              <iframe title={t('kyc.contractFor', { login: contract.accountLogin })} src={pdfUrl} />
              <a href={pdfUrl} target="_blank" rel="noreferrer">
                {t('kyc.openContract')}
              </a>
            </div>
          ) : (
            <LoadingButton type="button" variant="secondary" loading={opening} onClick={() => void open()}>
              {t('kyc.openContract')}
            </LoadingButton>
          )}
          <form className="kyc-contract__form" noValidate onSubmit={(e) => void sign(e)}>
            <TextInput
              label={t('kyc.fullName')}
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
              autoComplete="name"
              maxLength={200}
              {...(nameError ? { error: t(nameError) } : {})}
              note={t('kyc.fullNameNote', { name: legalName })}
            />
            <label className="kyc-contract__consent" htmlFor={consentId}>
              <input id={consentId} type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
              <span>{t('kyc.consent')}</span>
            </label>
            <LoadingButton type="submit" variant="primary" loading={signing} disabled={!consent || !pdfUrl || signing}>
              {t('kyc.sign')}
            </LoadingButton>
          </form>
        </>
      )}
    </article>
  );
}
