/**
 * Calls a page can make after its first paint: the signed-in header's profile, KYC and language
 * reads. Started from the first render's effects, they ran before the browser painted that render, so the page's
 * largest paint came after their replies (Lighthouse's estimate then chains them behind the render); the screen
 * does not need them to paint. Until main.tsx holds the first render (`holdUntilFirstPaint`) nothing waits.
 */

/** Longest wait for the paint's signal (a page opened in a background tab gets no animation frames). */
export const FIRST_PAINT_WAIT_MS = 1_000;

let painted: Promise<void> = Promise.resolve();
let release: (() => void) | null = null;

/** main.tsx, before it renders the held first screen: `afterFirstPaint` calls wait for that paint. */
export function holdUntilFirstPaint(): void {
  painted = new Promise((resolve) => (release = resolve));
}

/**
 * Once React committed the first render: the calls go once the browser has shown it. A frame's animation callback
 * runs before that frame is painted and its paint is shown later still (the largest paint's time is when it was
 * shown), so they go at the frame after the next one.
 */
export function firstRenderCommitted(): void {
  const done = release;
  if (!done) return;
  release = null;
  const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        done();
      }, 0),
    ),
  );
}

/** Runs `call` after the first paint (at once, a microtask later, when nothing is held); returns a cancel. */
export function afterFirstPaint(call: () => void): () => void {
  let live = true;
  void painted.then(() => {
    if (live) call();
  });
  return () => {
    live = false;
  };
}
