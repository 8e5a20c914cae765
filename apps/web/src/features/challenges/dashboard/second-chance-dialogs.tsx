import { useState } from 'react';
import type { SecondChanceOffer, SecondChanceReason } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { Dialog } from '@portal/ui/widgets/dialog.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { apiFailure, failureOf } from '../../../shared/api/base-query.ts';
import { setUserFromCheckout } from '../../../shared/auth/auth-actions.ts';
import { externalNavigation } from '../../../shared/browser/external-navigation.ts';
import { useAppDispatch } from '../../../shared/store/store-hooks.ts';
import { useOrderResetMutation, useTakeFreeRetryMutation } from '../api/second-chance-api.ts';

const K = 'secondChance';

/** What a refused call says: the option's reason when the server gave one, else the result's message. */
function refusalText(t: (key: string) => string, error: unknown): string {
  const failure = apiFailure(error) ?? failureOf(error);
  const reason = (failure.data as { reason?: SecondChanceReason } | null)?.reason;
  return reason ? t(`${K}.reason.${reason}`) : t(failure.key);
}

/** A confirmation: its text, a refusal when the call was refused, cancel and the action (busy while it runs). */
function Confirm({
  title,
  onClose,
  action,
  busy,
  disabled,
  error,
  onConfirm,
  children,
}: {
  title: string;
  onClose: () => void;
  action: string;
  busy: boolean;
  disabled?: boolean;
  error: string | null;
  onConfirm: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <LoadingButton type="button" loading={busy} disabled={disabled} onClick={onConfirm}>
            {action}
          </LoadingButton>
        </>
      }
    >
      <div className="second-chance__dialog">
        {children}
        {error && <Banner variant="negative">{error}</Banner>}
      </div>
    </Dialog>
  );
}

/** Takes the free retry; the fresh account's dashboard opens once it is there. */
export function RetryDialog(p: {
  accountId: string;
  phase: number;
  onClose: () => void;
  onDone: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [take, state] = useTakeFreeRetryMutation();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      p.onDone((await take(p.accountId).unwrap()).accountId);
    } catch (caught) {
      setError(refusalText(t, caught));
    }
  };
  return (
    <Confirm
      title={t(`${K}.freeRetry.confirmTitle`)}
      onClose={p.onClose}
      action={t(`${K}.freeRetry.confirm`)}
      busy={state.isLoading}
      error={error}
      onConfirm={() => void confirm()}
    >
      <p>{t(`${K}.freeRetry.confirmText`, { phase: p.phase })}</p>
    </Confirm>
  );
}

/** Orders the reset and leaves for its checkout; the payment's confirmation opens the fresh account. */
export function ResetDialog({
  offer,
  phase,
  onClose,
}: {
  offer: SecondChanceOffer;
  phase: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const [order, state] = useOrderResetMutation();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const price = format.money(offer.paidReset.price ?? 0, offer.paidReset.currency);
  const confirm = async () => {
    setError(null);
    try {
      const { checkoutUrl } = await order({ accountId: offer.accountId, acceptTerms: true }).unwrap();
      // Back from the provider, step 3 of buying follows the order until it is paid (as for a challenge).
      dispatch(setUserFromCheckout(true));
      externalNavigation.assign(checkoutUrl);
    } catch (caught) {
      setError(refusalText(t, caught));
    }
  };
  return (
    <Confirm
      title={t(`${K}.paidReset.confirmTitle`, { price })}
      onClose={onClose}
      action={t(`${K}.paidReset.confirm`)}
      busy={state.isLoading || state.isSuccess}
      disabled={!accepted}
      error={error}
      onConfirm={() => void confirm()}
    >
      <p>{t(`${K}.paidReset.confirmText`, { phase, price })}</p>
      <label className="second-chance__accept">
        <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
        {t(`${K}.paidReset.acceptTerms`)}
      </label>
    </Confirm>
  );
}
