import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contract';
import { ApiError, errorKeyOf, serializeApiError, somethingWentWrong } from './api-error.ts';
import { unwrap } from './call-api.ts';
import { createHttpClient } from './http.ts';

const publicApi = createHttpClient();

// SPEC §3 envelope {result, data} and §8 result codes, as the features see them.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

function reply(response: () => Response) {
  server.use(http.get('/api/probe', response));
  return unwrap<unknown>(publicApi.get('/api/probe'));
}
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error as ApiError,
  );

describe('unwrap', () => {
  it('returns the data of an OK reply', async () => {
    await expect(reply(() => HttpResponse.json({ result: 0, data: { id: 7 } }))).resolves.toEqual({ id: 7 });
  });

  it('throws an ApiError with the result, the data and the message key errors.<Name>', async () => {
    const error = await failure(reply(() => HttpResponse.json({ result: -2, data: { field: 'email' } })));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.result).toBe(ResultCode.UserExists);
    expect(error.data).toEqual({ field: 'email' });
    expect(error.httpStatus).toBe(200);
    expect(error.messageKey).toBe('errors.UserExists');
  });

  it('keeps the result code of an HTTP error reply that carries an envelope', async () => {
    const error = await failure(reply(() => HttpResponse.json({ result: -200, data: null }, { status: 400 })));
    expect(error.result).toBe(ResultCode.RequestIsNotValid);
    expect(error.httpStatus).toBe(400);
    expect(error.messageKey).toBe('errors.RequestIsNotValid');
  });

  it('maps 429 to errors.tooManyRequests, with or without an envelope', async () => {
    const withBody = await failure(reply(() => HttpResponse.json({ result: -8, data: null }, { status: 429 })));
    expect(withBody.messageKey).toBe('errors.tooManyRequests');
    const plain = await failure(reply(() => new HttpResponse('slow down', { status: 429 })));
    expect(plain.result).toBe(-99999);
    expect(plain.messageKey).toBe('errors.tooManyRequests');
  });

  it('maps a network failure to -99999 (something went wrong)', async () => {
    const error = await failure(reply(() => HttpResponse.error()));
    expect(error.result).toBe(-99999);
    expect(error.httpStatus).toBe(0);
    expect(error.messageKey).toBe('errors.SomethingWentWrong');
  });

  it('maps a reply that is not an envelope to -99999', async () => {
    const html = await failure(reply(() => HttpResponse.html('<html></html>')));
    expect(html.result).toBe(-99999);
    const empty = await failure(reply(() => new HttpResponse(null, { status: 204 })));
    expect(empty.result).toBe(-99999);
    const server500 = await failure(reply(() => HttpResponse.text('oops', { status: 500 })));
    expect([server500.result, server500.httpStatus]).toEqual([-99999, 500]);
  });

  it('falls back to errors.SomethingWentWrong for a code the contract does not know', async () => {
    const error = await failure(reply(() => HttpResponse.json({ result: -12345, data: null })));
    expect(error.result).toBe(-12345);
    expect(error.messageKey).toBe('errors.SomethingWentWrong');
  });
});

describe('ApiError helpers', () => {
  it('somethingWentWrong is the -99999 error', () => {
    expect(somethingWentWrong().result).toBe(-99999);
  });

  it('serializeApiError keeps the message key and code through Redux', () => {
    expect(serializeApiError(new ApiError(-1))).toEqual({
      name: 'ApiError',
      message: 'errors.InvalidUsernameOrPassword',
      code: '-1',
    });
    expect(serializeApiError(new Error('boom'))).toEqual({
      name: 'Error',
      message: 'errors.SomethingWentWrong',
      code: '-99999',
    });
  });

  it('tells a -200 refusal by its one field rule (a common password), else as not valid', () => {
    const rule = (message: string) => ({ issues: [{ path: 'newPassword', message }] });
    expect(new ApiError(-200, rule('validation.passwordCommon'), 400).messageKey).toBe('validation.passwordCommon');
    expect(errorKeyOf(serializeApiError(new ApiError(-200, rule('validation.passwordContext'), 400)))).toBe(
      'validation.passwordContext',
    );
    expect(new ApiError(-200, rule('Invalid input'), 400).messageKey).toBe('errors.RequestIsNotValid');
    expect(
      new ApiError(-200, { issues: [rule('validation.required').issues[0], rule('validation.email').issues[0]] }, 400)
        .messageKey,
    ).toBe('errors.RequestIsNotValid');
    expect(new ApiError(-22, rule('validation.passwordCommon')).messageKey).toBe('errors.PasswordUsedBefore');
  });

  it('errorKeyOf reads an ApiError, a serialised one, or falls back', () => {
    expect(errorKeyOf(new ApiError(-73))).toBe('errors.InvalidDiscountCode');
    expect(errorKeyOf(serializeApiError(new ApiError(-22)))).toBe('errors.PasswordUsedBefore');
    expect(errorKeyOf(new Error('boom'))).toBe('errors.SomethingWentWrong');
    expect(errorKeyOf(null)).toBe('errors.SomethingWentWrong');
  });
});
