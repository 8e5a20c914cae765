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
  return serverFieldIssue(error)?.message ?? null;
}

/**
 * A -200 refusal's single issue with a `validation.*` key (a rule only the server can check, such as a password
 * holding the brand or a name): the field it names and the key, for a form to show at that field.
 */
export function serverFieldIssue(error: ApiError): { path: string; message: string } | null {
  if (error.result !== ResultCode.RequestIsNotValid) return null;
  const issues = (error.data as { issues?: { path?: unknown; message?: unknown }[] } | null)?.issues;
  const issue = issues?.length === 1 ? issues[0] : undefined;
  const { path, message } = issue ?? {};
  if (typeof message !== 'string' || !message.startsWith('validation.')) return null;
  return { path: typeof path === 'string' ? path : '', message };
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
