import { asApiError } from '@portal/ui/api/base-query.ts';

export { asApiError };

/** A call whose failure a kit widget reads as an ApiError (the device list, its sign-out). */
export const asApiCall = <T>(call: Promise<T>): Promise<T> =>
  call.catch((caught: unknown) => {
    throw asApiError(caught);
  });
