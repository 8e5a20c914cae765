/** An affiliate network's postback endpoint: a GET whose HTTP status tells whether the sale was recorded. */
export type PostbackClient = { call(url: string): Promise<number> };

/** Networks answer in milliseconds; one that hangs is retried later rather than holding the queue. */
const TIMEOUT_MS = 10_000;

export const fetchPostbackClient = (userAgent: string): PostbackClient => ({
  async call(url) {
    const res = await fetch(url, {
      method: 'GET',
      redirect: 'follow',
      headers: { 'user-agent': userAgent, accept: '*/*' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel().catch(() => undefined);
    return res.status;
  },
});
