import { ResultCode, type ResultCodeValue } from '@portal/contract';

/**
 * A business refusal: the call was understood and answered with a result code (HTTP 200 unless said).
 * Services throw it; the error handler renders the envelope (ARCHITECTURE.md "The wire contract"). A request that
 * is not valid (-200) is never a 2xx, whoever refuses it and whatever status was asked: 400 (409 and other 4xx
 * given on purpose stay).
 */
export class Refusal extends Error {
  readonly httpStatus: number;
  constructor(
    readonly result: ResultCodeValue,
    readonly data: unknown = null,
    httpStatus = 200,
  ) {
    super(`refused with result ${result}`);
    this.httpStatus = result === ResultCode.RequestIsNotValid && httpStatus < 300 ? 400 : httpStatus;
  }
}

export const refuse = (code: ResultCodeValue, data: unknown = null): never => {
  throw new Refusal(code, data);
};

/** A problem with one field of a request, as a schema refusal lists it. */
export type RequestIssue = { path: string; message: string; detail?: string };

/** 400/-200 with the problems, as a schema refusal answers: the request is wrong, whatever the data holds. */
export const invalidRequest = (issues: RequestIssue[]): never => {
  throw new Refusal(ResultCode.RequestIsNotValid, { issues }, 400);
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
