/**
 * Runs `fn` while holding a lock shared by every tab of this origin (Web Locks API), so two tabs never
 * refresh at once. Where the API is missing, the in-tab single flight still holds.
 */
export async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request('portal-session-refresh', fn) : fn();
}
