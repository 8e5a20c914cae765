/** Blocked scripts often neither load nor fail: a load that takes longer than this counts as failed. */
export const SCRIPT_LOAD_TIMEOUT_MS = 15_000;

const loads = new Map<string, Promise<void>>();

/**
 * Adds one async <script> for `src`, once: calls made while it loads share the wait. A failure (offline, blocked,
 * timed out) rejects and is forgotten, so a later call tries again; the app never waits on it to render.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => fail(new Error(`script timed out: ${src}`)), SCRIPT_LOAD_TIMEOUT_MS);
    function fail(error: Error) {
      clearTimeout(timer);
      script.remove();
      loads.delete(src);
      reject(error);
    }
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error(`script failed to load: ${src}`));
    document.head.append(script);
  });
  loads.set(src, loading);
  return loading;
}
