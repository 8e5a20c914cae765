import { describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import { Refusal, refuse } from './result.ts';

const thrown = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e as Refusal;
  }
  throw new Error('nothing thrown');
};

describe('a refusal’s HTTP status', () => {
  it('a request that is not valid (-200) is 400, however it was refused (ARCHITECTURE "The wire contract")', () => {
    expect(thrown(() => refuse(ResultCode.RequestIsNotValid, { field: 'actions' })).httpStatus).toBe(400);
    expect(new Refusal(ResultCode.RequestIsNotValid).httpStatus).toBe(400);
    expect(new Refusal(ResultCode.RequestIsNotValid, null, 200).httpStatus).toBe(400);
  });

  it('keeps a status a -200 was given on purpose (409 for a conflict), and 200 for business refusals', () => {
    expect(new Refusal(ResultCode.RequestIsNotValid, null, 409).httpStatus).toBe(409);
    expect(thrown(() => refuse(ResultCode.PayoutIsBlocked)).httpStatus).toBe(200);
  });
});
