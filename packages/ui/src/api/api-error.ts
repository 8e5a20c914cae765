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

  /**
   * The translation key of the message a trader sees (`errors.<Name>`); for a request refused as not valid (-200)
   * with one field rule the server alone can check (a common password), that rule's `validation.*` text.
   */
  get messageKey(): string {
    if (this.httpStatus === 429) return 'errors.tooManyRequests';
    return serverRuleKey(this) ?? `errors.${resultCodeName(this.result) ?? 'SomethingWentWrong'}`;
  }
}

/** The `validation.*` key of a -200 refusal's single issue, if it has one (`{ issues: [{ path, message }] }`). */
function serverRuleKey(error: ApiError): string | null {
  if (error.result !== ResultCode.RequestIsNotValid) return null;
  const issues = (error.data as { issues?: { message?: unknown }[] } | null)?.issues;
  const message = issues?.length === 1 ? issues[0]?.message : undefined;
  return typeof message === 'string' && message.startsWith('validation.') ? message : null;
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
