import { ApiError } from '@portal/ui/api/api-error.ts';

/** Any failure of a call as an ApiError (a thrown non-API error reads as "something went wrong"). */
export const asApiError = (error: unknown): ApiError => (error instanceof ApiError ? error : new ApiError(-99999));
