import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isResultCode, ResultCode, resultCodeMeaning, resultCodeName, type ResultCodeValue } from './result-codes.ts';

/** SPEC §8 "Result codes", copied as the spec writes it. */
const spec: [number, string][] = [
  [0, 'OK'],
  [-1, 'invalid username or password'],
  [-2, 'user exists'],
  [-3, 'user not found'],
  [-4, 'old password is wrong'],
  [-5, 'wrong file extension'],
  [-6, 'file not found'],
  [-7, 'personal data is not valid'],
  [-8, 'system error'],
  [-9, 'access token expired'],
  [-10, 'technical error'],
  [-11, 'country restriction'],
  [-17, 'access token invalid'],
  [-18, 'access claim required'],
  [-19, 'trader package not found'],
  [-20, 'order not found'],
  [-21, 'order not paid'],
  [-22, 'password was used before'],
  [-30, 'invalid code entered'],
  [-40, 'not enough balance'],
  [-50, 'not authorized'],
  [-51, 'refresh token expired'],
  [-60, 'payout is blocked'],
  [-70, 'trader is not verified'],
  [-71, 'trader is already verified'],
  [-72, 'invalid code'],
  [-73, 'invalid discount code'],
  [-74, 'discount code usage exceeded'],
  [-75, 'discount code expired'],
  [-76, 'discount code for other packages'],
  [-80, 'invalid site language'],
  [-100, 'user has open positions'],
  [-200, 'request is not valid'],
  [-201, 'amount exceeds max'],
  [-202, 'amount less than min'],
  [-800, 'bot-check (recaptcha) required'],
  [-900, 'brand is not set up'],
  [-999, 'force update required'],
  [-99999, 'something went wrong'],
];

/** Codes SPEC does not have, each with the decision that adds it (chosen where SPEC leaves a number free). */
const extensions: [number, string][] = [[-31, 'second factor required']]; // two-factor sign-in, beyond SPEC

describe('result codes', () => {
  const entries = Object.entries(ResultCode) as [string, ResultCodeValue][];

  it('are exactly the codes of SPEC §8 and the recorded extensions, with their meanings', () => {
    const all = [...spec, ...extensions];
    expect(entries.map(([, code]) => code).sort((a, b) => a - b)).toEqual(all.map(([c]) => c).sort((a, b) => a - b));
    for (const [code, meaning] of all) expect(resultCodeMeaning[code as ResultCodeValue], String(code)).toBe(meaning);
  });

  it('are unique and each has a meaning', () => {
    expect(new Set(entries.map(([, code]) => code)).size).toBe(entries.length);
    expect(Object.keys(resultCodeMeaning)).toHaveLength(entries.length);
    for (const [name, code] of entries) expect(resultCodeMeaning[code], name).toMatch(/\S/);
  });

  it('round-trip through their names', () => {
    for (const [name, code] of entries) {
      expect(resultCodeName(code)).toBe(name);
      expect(ResultCode[resultCodeName(code)!]).toBe(code);
      expect(isResultCode(code)).toBe(true);
    }
    expect(resultCodeName(ResultCode.PersonalDataNotValid)).toBe('PersonalDataNotValid');
  });

  it('know no other number', () => {
    const known = new Set<number>(entries.map(([, code]) => code));
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(isResultCode(n)).toBe(known.has(n));
        expect(resultCodeName(n) === undefined).toBe(!known.has(n));
      }),
    );
    expect(resultCodeName(1)).toBeUndefined();
    expect(isResultCode(-12)).toBe(false);
  });
});
