import type { OutgoingHttp } from '../../lib/outgoing-requests.ts';

/** An affiliate network's postback endpoint: a GET whose HTTP status tells whether the sale was recorded. */
export type PostbackClient = { call(url: string): Promise<number> };

/**
 * The brand's template is typed in the console, so the call goes through the outgoing-request guard
 * (lib/outgoing-requests.ts): public addresses only, no redirects followed, bounded in time and size.
 */
export const httpPostbackClient = (http: OutgoingHttp, userAgent: string): PostbackClient => ({
  call: (url) => http.call(url, { method: 'GET', headers: { 'user-agent': userAgent, accept: '*/*' } }),
});
