/**
 * The answer of a lazy query read for a widget's own state. Signing out while it runs resets the cache, and RTK
 * Query then settles `unwrap()` with no data and no error: that reads as a failure here, never as an answer.
 */
export async function readNow<T>(call: { unwrap(): Promise<T> }): Promise<NonNullable<T>> {
  const answer = await call.unwrap();
  if (answer === undefined || answer === null) throw new Error('the session ended before the answer came');
  return answer;
}
