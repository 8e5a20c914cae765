import { ApiError, somethingWentWrong } from '@portal/ui/api/api-error.ts';

/** Every failure of a call as an ApiError (a bug or an unexpected throw reads as 'Something went wrong'). */
export const asApiError = (error: unknown): ApiError => (error instanceof ApiError ? error : somethingWentWrong());
