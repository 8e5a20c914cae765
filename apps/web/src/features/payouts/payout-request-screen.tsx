import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AccountPayoutSummary, Payout, PayoutMethods } from '@portal/contract';
import { CountrySelect } from '@portal/ui/forms/country-select.tsx';
import { SelectField } from '@portal/ui/forms/select-field.tsx';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { FormError } from '@portal/ui/forms/form-error.tsx';
import { ChoiceChips } from '@portal/ui/widgets/choice-chips.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { Skeleton } from '@portal/ui/widgets/skeleton.tsx';
import { TextInput } from '@portal/ui/widgets/text-input.tsx';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { usePageTitle } from '../../shared/hooks/use-page-title.ts';
import { Money } from '../../shared/ui/money.tsx';
import { apiFailure } from '../../shared/api/base-query.ts';
import {
  useGetPayoutMethodsQuery,
  useGetProfitWidgetQuery,
  useRequestBankTransferMutation,
  useRequestCryptoTransferMutation,
} from './api/payouts-api.ts';
import { EligibilityChecklist } from './eligibility-checklist.tsx';
import { PayoutIsComing } from './payout-is-coming.tsx';
import {
  amountProblem,
  buildRequest,
  emptyForm,
  toAmountField,
  toMinor,
  type PayoutFormValues,
} from './payout-form.ts';
import { nothingToWithdraw } from './payout-outlook.ts';
import { chooseChallengeForPayout, payoutRequested } from './payouts-slice.ts';
import { ProcessingNotes } from './processing-notes.tsx';
import { useAppDispatch, useAppSelector } from '../../shared/store/store-hooks.ts';
import { RetryBanner } from '../../shared/ui/retry-banner.tsx';
import { EmptyStateLink } from '../../shared/ui/empty-state-link.tsx';
import './payouts.css';

/** Without the brand's payout methods, bank transfer is offered. */
const FALLBACK_METHODS: PayoutMethods = { bankTransfer: true, crypto: [] };

/** The checklist's items about the amount: never met while the amount typed is not one. */
const AMOUNT_ITEMS = new Set(['minAmount', 'maxAmount', 'withinWithdrawable']);
const withoutAmount = (summary: AccountPayoutSummary): AccountPayoutSummary => ({
  ...summary,
  checklist: summary.checklist.map((item) => (AMOUNT_ITEMS.has(item.key) ? { ...item, ok: false, value: null } : item)),
});

/** Waits until typing pauses before the checklist is asked again for the amount. */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/**
 * 'Withdraw your Profit' (SPEC §2 /dashboard/payouts-request): the funded account, the checklist with the number
 * behind each condition (re-checked for the amount typed), the method and its details, then 'Payout is coming'.
 */
export default function PayoutRequestScreen() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [params] = useSearchParams();
  const chosen = useAppSelector((s) => s.payouts.challengeForPayout);
  const all = useGetProfitWidgetQuery({});
  const accounts = all.currentData?.items ?? [];
  const accountId = chosen ?? params.get('account') ?? accounts[0]?.traderAccountId ?? '';
  const [values, setValues] = useState<PayoutFormValues>(emptyForm);
  const typed = useSettled(values.amount);
  const parsed = toMinor(typed, format.language);
  const amount = parsed !== null && parsed > 0 ? parsed : undefined;
  // Typed but not an amount: the checklist is read for the whole share, so its amount items are shown unmet.
  const notAnAmount = typed.trim() !== '' && amount === undefined;
  // The checklist for the account and amount; the last answer stays while the next amount is checked, and until
  // the first one comes the account's picture in the list stands for it.
  const one = useGetProfitWidgetQuery({
    ...(accountId ? { traderAccountId: accountId } : {}),
    ...(amount !== undefined && amount > 0 ? { amount } : {}),
  });
  const summary = one.isError
    ? undefined
    : (one.data?.items[0] ?? accounts.find((a) => a.traderAccountId === accountId));
  // the rule's bounds in the currency's units ("50", "1,194.40"): the text names the currency
  const inUnits = (minor: number) => format.price(minor / 100, minor % 100 === 0 ? 0 : 2);
  const range = summary ? { min: summary.min, max: Math.min(summary.max, summary.withdrawable) } : null;
  const rangeText = range ? { min: inUnits(range.min), max: inUnits(range.max) } : { min: '', max: '' };
  // Once typing pauses, an amount that is not one, or is out of range, is told at the field.
  const typedProblem = range && typed === values.amount ? amountProblem(typed, range, format.language) : null;
  const nothing = summary ? nothingToWithdraw(summary) : null;
  const loadedMethods = useGetPayoutMethodsQuery();
  const methods = loadedMethods.data ?? (loadedMethods.isError ? FALLBACK_METHODS : null);
  const [method, setMethod] = useState<'bankTransfer' | 'crypto'>('bankTransfer');
  const [errors, setErrors] = useState<Partial<Record<keyof PayoutFormValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [requestBankTransfer, bank] = useRequestBankTransferMutation();
  const [requestCryptoTransfer, cryptoTransfer] = useRequestCryptoTransferMutation();
  const sending = bank.isLoading || cryptoTransfer.isLoading;
  const [done, setDone] = useState<Payout | null>(null);
  usePageTitle(done ? 'payoutIsComing' : null); // SPEC §2: the page is 'Payout is coming' once requested
  // One key per form: a double click or a retry of the same request makes one payout.
  const idempotencyKey = useRef(crypto.randomUUID());

  // The form starts on a method the brand offers, and on its first coin.
  const offered = loadedMethods.data;
  useEffect(() => {
    if (!offered) return;
    if (!offered.bankTransfer) setMethod('crypto');
    setValues((v) => ({
      ...v,
      crypto: v.crypto || (offered.crypto[0] ? `${offered.crypto[0].asset}/${offered.crypto[0].network}` : ''),
    }));
  }, [offered]);

  const set = (field: keyof PayoutFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const fieldError = (f: keyof PayoutFormValues) => {
    const key = errors[f] ?? (f === 'amount' ? typedProblem : null);
    return key ? t(key, rangeText) : undefined;
  };
  /** A field of the form: its value, its change (which clears its error) and its error. */
  const bind = (field: keyof PayoutFormValues) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field)(e.target.value),
    error: fieldError(field),
  });

  const methodOptions = useMemo(
    () => [
      ...(methods?.bankTransfer ? [{ value: 'bankTransfer' as const, label: t('payouts.bankTransfer') }] : []),
      ...(methods && methods.crypto.length > 0
        ? [{ value: 'crypto' as const, label: t('payouts.cryptoTransfer') }]
        : []),
    ],
    [methods, t],
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const built = buildRequest(
      method,
      values,
      { traderAccountId: accountId, idempotencyKey: idempotencyKey.current },
      format.language,
    );
    const outOfRange = range ? amountProblem(values.amount, range, format.language) : null;
    if (!built.ok || outOfRange) {
      setErrors({ ...(built.ok ? {} : built.errors), ...(outOfRange ? { amount: outOfRange } : {}) });
      return;
    }
    // A refusal invalidates the checklist too: it is read again and shows what stands in the way.
    const result =
      built.method === 'bankTransfer' ? await requestBankTransfer(built.body) : await requestCryptoTransfer(built.body);
    if (result.data) {
      dispatch(payoutRequested(result.data));
      setDone(result.data);
    } else setFailure(apiFailure(result.error)!.key);
  }

  const heading = (
    <h1 id={titleId} className="page__title">
      {done ? t('pageTitle.payoutIsComing') : t('pageTitle.withdrawProfit')}
    </h1>
  );
  if (done)
    return (
      <section className="page payout-request" aria-labelledby={titleId}>
        <h1 id={titleId} className="visually-hidden">
          {t('pageTitle.payoutIsComing')}
        </h1>
        <PayoutIsComing payout={done} />
      </section>
    );
  if (!all.currentData && !all.isError)
    return (
      <section className="page payout-request" aria-labelledby={titleId} aria-busy="true">
        {heading}
        <Skeleton height={320} radius="var(--radius-lg)" />
      </section>
    );
  if (all.isError)
    return (
      <section className="page payout-request" aria-labelledby={titleId}>
        {heading}
        <RetryBanner onRetry={() => void all.refetch()}>{t(apiFailure(all.error)!.key)}</RetryBanner>
      </section>
    );
  if (accounts.length === 0)
    return (
      <section className="page payout-request" aria-labelledby={titleId}>
        {heading}
        <EmptyStateLink place="noPayoutAccount" />
      </section>
    );

  const [asset, network] = values.crypto.split('/');
  return (
    <section className="page payout-request" aria-labelledby={titleId}>
      <Link className="link payout-request__back" to="/dashboard/payouts">
        <span aria-hidden="true">‹ </span>
        {t('payouts.backToList')}
      </Link>
      {heading}
      <div className="payout-request__grid">
        <aside className="card payout-request__checklist" aria-live="polite">
          <h2 className="payout-request__subtitle">{t('payouts.checklist.title')}</h2>
          {!summary && !one.isError && <Skeleton height={240} />}
          {one.isError && <RetryBanner onRetry={() => void one.refetch()}>{t(apiFailure(one.error)!.key)}</RetryBanner>}
          {summary && <EligibilityChecklist summary={notAnAmount ? withoutAmount(summary) : summary} />}
          {summary && summary.result !== 0 && (
            <p className="payout-request__blocked">{t('payouts.checklist.fixFirst')}</p>
          )}
        </aside>
        <form className="card payout-request__form stack" onSubmit={(e) => void submit(e)} noValidate>
          {accounts.length > 1 && (
            <SelectField
              id="payout-account"
              label={t('payouts.account')}
              value={accountId}
              onChange={(e) => dispatch(chooseChallengeForPayout(e.target.value))}
              options={accounts.map((a) => [a.traderAccountId, `${a.packageName} · ${a.login}`] as const)}
            />
          )}
          <p className="payout-request__available">
            {t('payouts.available')}:{' '}
            <strong>{summary ? <Money minor={summary.withdrawable} currency={summary.currency} /> : '…'}</strong>
          </p>
          {summary && nothing ? (
            <Banner variant="neutral" title={t('payouts.nothingToWithdraw.title')}>
              {t(`payouts.nothingToWithdraw.${nothing}`, {
                amount: format.money(nothing === 'held' ? summary.pending : summary.withdrawable, summary.currency),
                min: format.money(summary.min, summary.currency),
              })}
            </Banner>
          ) : (
            <>
              <TextInput
                label={t('payouts.amountIn', { currency: summary?.currency ?? 'USD' })}
                inputMode="decimal"
                autoComplete="off"
                {...bind('amount')}
                note={
                  summary
                    ? t('payouts.limitsIn', {
                        min: format.money(summary.min, summary.currency),
                        max: format.money(Math.min(summary.max, summary.withdrawable), summary.currency),
                      })
                    : undefined
                }
              />
              {summary && (
                <button
                  type="button"
                  className="btn btn--ghost payout-request__max"
                  onClick={() =>
                    set('amount')(toAmountField(Math.min(summary.max, summary.withdrawable), format.language))
                  }
                >
                  {t('payouts.withdrawAll')}
                </button>
              )}
            </>
          )}
          {methodOptions.length > 0 && (
            <ChoiceChips legend={t('payouts.method')} value={method} onChange={setMethod} options={methodOptions} />
          )}
          {method === 'bankTransfer' ? (
            <>
              <TextInput label={t('payouts.accountHolder')} autoComplete="name" {...bind('accountHolder')} />
              <TextInput
                label={t('payouts.ibanLabel')}
                autoComplete="off"
                {...bind('iban')}
                note={t('payouts.ibanNote')}
              />
              {!values.iban.trim() && (
                <TextInput label={t('payouts.accountNumber')} autoComplete="off" {...bind('accountNumber')} />
              )}
              <TextInput label={t('payouts.swift')} autoComplete="off" {...bind('swiftBic')} />
              <CountrySelect
                label={t('payouts.bankCountry')}
                placeholder={t('payouts.selectCountry')}
                language={i18n.resolvedLanguage ?? 'en'}
                excluded={[]}
                {...bind('bankCountry')}
              />
            </>
          ) : (
            <>
              <SelectField
                id="payout-crypto"
                label={t('payouts.assetAndNetwork')}
                value={values.crypto}
                onChange={(e) => set('crypto')(e.target.value)}
                options={(methods?.crypto ?? []).map((c) => [`${c.asset}/${c.network}`, c.label] as const)}
              />
              <TextInput
                label={t('payouts.walletAddressFor', { asset: asset ?? '', network: network ?? '' })}
                autoComplete="off"
                spellCheck={false}
                {...bind('address')}
                note={t('payouts.addressNote')}
              />
            </>
          )}
          {failure && <FormError message={t(failure)} />}
          <LoadingButton type="submit" loading={sending} block disabled={!summary || summary.result !== 0}>
            {t('payouts.request')}
          </LoadingButton>
          <ProcessingNotes method={method} />
        </form>
      </div>
    </section>
  );
}
