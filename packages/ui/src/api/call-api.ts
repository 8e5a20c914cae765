import { ResultCode } from '@portal/contract';
import { ApiError } from './api-error.ts';
import { isHttpError, type HttpResponse } from './http.ts';

type Envelope<T> = { result: number; data: T };

/** Unwraps `{ result, data }`: the data when result is 0, otherwise an ApiError with the code. */
export async function unwrap<T>(request: Promise<HttpResponse<Envelope<T>>>): Promise<T> {
  try {
    const { data } = await request;
    // A body without a numeric result (an HTML error page, a proxy reply) is not an envelope.
    if (typeof data?.result !== 'number') throw new ApiError(ResultCode.SomethingWentWrong, null);
    if (data.result !== ResultCode.Ok) throw new ApiError(data.result, data.data);
    return data.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isHttpError(error) && error.response) {
      const body = error.response.data as Partial<Envelope<unknown>> | undefined;
      throw new ApiError(
        typeof body?.result === 'number' ? body.result : ResultCode.SomethingWentWrong,
        body?.data ?? null,
        error.response.status,
      );
    }
    throw new ApiError(ResultCode.SomethingWentWrong, null, 0);
  }
}
