import { ResultCode, resultCodeName } from '@portal/contract';

/** A reply whose `result` was not OK (SPEC §8), or a transport failure (result -99999). */
export class ApiError extends Error {
  constructor(
    readonly result: number,
    readonly data: unknown = null,
    readonly httpStatus = 200,
  ) {
    super(`API result ${result}`);
  }

  /** The translation key of the message a trader sees (`errors.<Name>`). */
  get messageKey(): string {
    if (this.httpStatus === 429) return 'errors.tooManyRequests';
    return `errors.${resultCodeName(this.result) ?? 'SomethingWentWrong'}`;
  }
}

export const somethingWentWrong = () => new ApiError(ResultCode.SomethingWentWrong);

/** Thunks keep an ApiError through Redux's serialisation: the message key and the result code. */
export const serializeApiError = (error: unknown) =>
  error instanceof ApiError
    ? { name: 'ApiError', message: error.messageKey, code: String(error.result) }
    : { name: 'Error', message: 'errors.SomethingWentWrong', code: String(ResultCode.SomethingWentWrong) };

/** The state areas keep a string for a failed call (SPEC §8 Handling): its message key. */
export function errorKeyOf(error: unknown): string {
  if (error instanceof ApiError) return error.messageKey;
  const e = error as { name?: string; message?: string } | null;
  return e?.name === 'ApiError' && e.message ? e.message : 'errors.SomethingWentWrong';
}
