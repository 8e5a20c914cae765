import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { discountCodeSchema, type PricePreview } from '@portal/contract';
import { validationMessage } from '@portal/ui/forms/validation-message.ts';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { CheckIcon } from '@portal/ui/widgets/ui-icons.tsx';
import { refusalOf } from '../use-checkout.ts';

type Props = {
  packageId: string;
  /** A code to apply at once (from the link, or chosen through Subscribe). */
  initialCode: string | null;
  preview: (packageId: string, code: string) => Promise<PricePreview>;
  /** The price with the code applied, or null when the code is removed. */
  onChange: (preview: PricePreview | null) => void;
};

/**
 * The discount code: Apply asks the server for the price with it (-73 invalid, -74 used up, -75 expired,
 * -76 for other packages, each with its own message); an applied code can be removed.
 */
export function DiscountField({ packageId, initialCode, preview, onChange }: Props) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initialCode ?? '');
  const [applied, setApplied] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const apply = async (raw: string) => {
    const parsed = discountCodeSchema.safeParse(raw);
    if (!parsed.success) {
      setError(validationMessage(t, parsed.error.issues[0]?.message, 40) ?? t('validation.discountCode'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const price = await preview(packageId, parsed.data);
      setApplied(parsed.data);
      setCode(parsed.data);
      onChange(price);
    } catch (caught) {
      setError(t(refusalOf(caught).key));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const first = useRef(initialCode);
  useEffect(() => {
    if (first.current) void apply(first.current);
    first.current = null; // only the code the step opened with is applied by itself
  }, []);

  const remove = () => {
    setApplied(null);
    setCode('');
    setError(null);
    onChange(null);
  };

  if (applied) {
    return (
      <div className="discount-applied" role="status">
        <CheckIcon />
        <span className="discount-applied__text">
          {t('newChallenge.discountApplied')}: <strong>{applied}</strong>
        </span>
        <button
          type="button"
          className="link discount-applied__remove"
          aria-label={`${t('newChallenge.remove')} ${applied}`}
          onClick={remove}
        >
          {t('newChallenge.remove')}
        </button>
      </div>
    );
  }

  // Not a form of its own: the field also sits inside Subscribe's form, and Enter must apply the code there.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply(code);
  };
  return (
    <div className="discount-field">
      <TextInput
        ref={input}
        label={t('newChallenge.discountCode')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        value={code}
        error={error ?? undefined}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <LoadingButton
        type="button"
        variant="secondary"
        loading={busy}
        className="discount-field__apply"
        onClick={() => void apply(code)}
      >
        {t('newChallenge.apply')}
      </LoadingButton>
    </div>
  );
}
