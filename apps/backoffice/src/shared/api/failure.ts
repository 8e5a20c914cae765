import { ApiError, somethingWentWrong } from '@portal/ui/api/api-error.ts';

/** A refused or failed admin call as the data store keeps it (plain values; see console-api.ts). */
export type AdminFailure = { result: number; data: unknown; httpStatus: number };

const isAdminFailure = (error: unknown): error is AdminFailure =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as AdminFailure).result === 'number' &&
  typeof (error as AdminFailure).httpStatus === 'number';

/**
 * Any failure of a call as an ApiError: thrown by the admin client, or kept by the data store (an action's
 * `unwrap()` rejects with it); a thrown non-API error reads as "something went wrong".
 */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAdminFailure(error)) return new ApiError(error.result, error.data, error.httpStatus);
  return somethingWentWrong();
}

/** A call whose failure a kit widget reads as an ApiError (the device list, its sign-out). */
export const asApiCall = <T>(call: Promise<T>): Promise<T> =>
  call.catch((caught: unknown) => {
    throw asApiError(caught);
  });
