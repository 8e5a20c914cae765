import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { TextWithNodes } from '@portal/ui/widgets/text-with-nodes.tsx';
import { useAppSelector } from '../../../shared/store/store-hooks.ts';
import { refusalOf, useLeaveForCheckout, type Refusal } from '../use-checkout.ts';

type Props = {
  submitLabel: string;
  /** Creates the order and answers the address of its checkout. */
  checkout: () => Promise<string>;
};

/** The brand's terms (accepted each time), then off to the payment page; a refusal shows above the button. */
export function CheckoutForm({ submitLabel, checkout }: Props) {
  const { t } = useTranslation();
  const termsUrl = useAppSelector((s) => s.brandSettings.config?.termsUrl);
  const leave = useLeaveForCheckout();
  const id = useId();
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setTermsError(true);
      document.getElementById(id)?.focus();
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      leave(await checkout()); // the page unloads; the button keeps its spinner until then
    } catch (error) {
      setRefusal(refusalOf(error));
      setBusy(false);
    }
  };

  const terms = termsUrl ? (
    <a className="link" href={termsUrl} target="_blank" rel="noopener noreferrer">
      {t('footer.termsAndConditions')}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  ) : (
    t('footer.termsAndConditions')
  );

  return (
    <form className="checkout-form flow flow--3" noValidate onSubmit={(event) => void submit(event)}>
      {refusal && <FormError message={t(refusal.key)} />}
      <div className="checkout-form__terms">
        <input
          id={id}
          type="checkbox"
          checked={accepted}
          aria-invalid={termsError || undefined}
          aria-describedby={termsError ? `${id}-error` : undefined}
          onChange={(event) => {
            setAccepted(event.target.checked);
            if (event.target.checked) setTermsError(false);
          }}
        />
        <label htmlFor={id}>
          <TextWithNodes render={(markers) => t('newChallenge.acceptTerms', markers)} nodes={{ terms }} />
        </label>
      </div>
      {termsError && (
        <p id={`${id}-error`} className="field__error">
          {t('validation.acceptTerms')}
        </p>
      )}
      <LoadingButton type="submit" variant="primary" block loading={busy}>
        {submitLabel}
      </LoadingButton>
      <p className="checkout-form__secure">{t('newChallenge.secureNote')}</p>
    </form>
  );
}
