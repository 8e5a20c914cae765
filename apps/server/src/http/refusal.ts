import { ResultCode, type ResultCodeValue } from '@portal/contract';

/**
 * A business refusal: the call was understood and answered with a result code (HTTP 200 unless said).
 * Services throw it; the error handler renders the envelope (ARCHITECTURE.md "The wire contract").
 */
export class Refusal extends Error {
  constructor(
    readonly result: ResultCodeValue,
    readonly data: unknown = null,
    readonly httpStatus = 200,
  ) {
    super(`refused with result ${result}`);
  }
}

export const refuse = (code: ResultCodeValue, data: unknown = null): never => {
  throw new Refusal(code, data);
};

/** 401: missing, expired (-9) or invalid (-17) access token. */
export const unauthorized = (code: ResultCodeValue = ResultCode.AccessTokenInvalid): never => {
  throw new Refusal(code, null, 401);
};

/** 429: too many attempts; the client may try again after the given seconds. */
export const tooManyRequests = (retryAfterSeconds: number): never => {
  throw new Refusal(ResultCode.TechnicalError, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) }, 429);
};

export const ok = <T>(data: T) => ({ result: ResultCode.Ok, data });
export const okEmpty = () => ({ result: ResultCode.Ok, data: null });
