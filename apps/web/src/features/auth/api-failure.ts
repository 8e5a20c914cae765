import { ApiError, somethingWentWrong } from '@portal/ui/api/api-error.ts';

/** Every failure of a call as an ApiError (a bug or an unexpected throw reads as 'Something went wrong'). */
export const asApiError = (error: unknown): ApiError => (error instanceof ApiError ? error : somethingWentWrong());

/** The wait a refusal carries (HTTP 429, resend limits: data.retryAfterSeconds), if any. */
export function retryAfterSeconds(error: ApiError): number | null {
  const wait = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof wait === 'number' && wait > 0 ? Math.ceil(wait) : null;
}
