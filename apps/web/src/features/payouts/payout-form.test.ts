import { describe, expect, it } from 'vitest';
import { amountProblem, buildRequest, emptyForm, toAmountField, toMinor } from './payout-form.ts';

const common = { traderAccountId: 'acc-1', idempotencyKey: '3f2b8c4e-1d2a-4b5c-9e8f-0a1b2c3d4e5f' };

describe('the payout request form', () => {
  it('reads amounts in major units into minor units, refusing what is not an amount', () => {
    expect(toMinor('1,250.50')).toBe(125_050);
    expect(toMinor('800')).toBe(80_000);
    expect(toMinor('0.5')).toBe(50);
    expect(toMinor('1.234')).toBeNull();
    expect(toMinor('-5')).toBeNull();
    expect(toMinor('abc')).toBeNull();
  });

  it('reads amounts as the trader’s language writes them, and never misreads a separator', () => {
    expect(toMinor('1.250,50', 'de')).toBe(125_050);
    expect(toMinor('250,5', 'de')).toBe(25_050);
    expect(toMinor('1\u202f250,50', 'fr')).toBe(125_050);
    expect(toMinor('1 250,50', 'fr')).toBe(125_050);
    expect(toMinor('1.250,50', 'es')).toBe(125_050);
    // a dot in German is a grouping separator before three digits only: "0.5" is refused, not read as 5
    expect(toMinor('0.5', 'de')).toBeNull();
    expect(toMinor('1000.40', 'de')).toBeNull();
    expect(toMinor('1,5', 'en')).toBeNull();
  });

  it('fills the amount field in the language’s format', () => {
    expect(toAmountField(100_040, 'en')).toBe('1000.40');
    expect(toAmountField(100_040, 'de')).toBe('1000,40');
    expect(toAmountField(125_000_00, 'fr')).toBe('125000,00');
    expect(toMinor(toAmountField(100_040, 'de'), 'de')).toBe(100_040);
  });

  it('refuses an IBAN whose checksum fails, on its field, and builds a valid bank request', () => {
    const bad = buildRequest(
      'bankTransfer',
      { ...emptyForm, amount: '100', accountHolder: 'Alice', iban: 'DE89 3704 0044 0532 0130 01', bankCountry: 'DE' },
      common,
    );
    expect(bad).toEqual({ ok: false, errors: { iban: 'validation.iban' } });
    const good = buildRequest(
      'bankTransfer',
      { ...emptyForm, amount: '100', accountHolder: 'Alice', iban: 'DE89 3704 0044 0532 0130 00', bankCountry: 'de' },
      common,
    );
    expect(good).toMatchObject({ ok: true, method: 'bankTransfer', body: { amount: 10_000, bankCountry: 'DE' } });
  });

  it('sends the IBAN alone when one is typed: an account number typed before (its field now hidden) is left out', () => {
    const both = buildRequest(
      'bankTransfer',
      {
        ...emptyForm,
        amount: '100',
        accountHolder: 'Alice',
        accountNumber: '12345678',
        iban: 'DE89 3704 0044 0532 0130 00',
        bankCountry: 'DE',
      },
      common,
    );
    expect(both.ok && both.method === 'bankTransfer' && both.body.accountNumber).toBe(undefined);
  });

  it('checks a crypto address for its network and asks for an amount', () => {
    const v = { ...emptyForm, crypto: 'USDT/TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' };
    expect(buildRequest('crypto', v, common)).toEqual({
      ok: false,
      errors: { amount: 'validation.required', address: 'validation.cryptoAddress' },
    });
    expect(buildRequest('crypto', { ...v, amount: '0' }, common)).toMatchObject({
      errors: { amount: 'validation.amount' },
    });
    const ok = buildRequest('crypto', { ...v, amount: '25', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }, common);
    expect(ok).toMatchObject({ ok: true, body: { asset: 'USDT', network: 'TRC20', amount: 2_500 } });
  });

  it('tells an amount that is not one, or is out of range, by the withdrawal amount rule', () => {
    const range = { min: 5_000, max: 119_440 };
    for (const typed of ['abc', '100.555', '0', '10', '999999', '1194.41'])
      expect(amountProblem(typed, range), typed).toBe('validation.withdrawalAmount');
    for (const typed of ['', '50', '100', '1194.40']) expect(amountProblem(typed, range), typed).toBeNull();
    expect(amountProblem('1.194,40', range, 'de')).toBeNull();
  });
});
