type Listening = readonly [target: EventTarget, type: string, listener: (event: never) => void];

/** Listens to each event on its target until the returned function is called (an effect's cleanup): one abort. */
export function listenTo(...listenings: Listening[]): () => void {
  const listening = new AbortController();
  for (const [target, type, listener] of listenings)
    target.addEventListener(type, listener as EventListener, { signal: listening.signal });
  return () => listening.abort();
}
