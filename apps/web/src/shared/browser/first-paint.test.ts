import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS, firstRenderCommitted, holdUntilFirstPaint } from './first-paint.ts';

describe('afterFirstPaint', () => {
  afterEach(() => {
    firstRenderCommitted(); // a test that held leaves nothing held for the next
    vi.useRealTimers();
  });

  it('runs at once (a microtask later) when nothing holds the first render', async () => {
    const call = vi.fn();
    afterFirstPaint(call);
    await Promise.resolve();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('waits for the committed first render to be shown: two frames, then a task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    holdUntilFirstPaint();
    const call = vi.fn();
    afterFirstPaint(call);
    await vi.advanceTimersByTimeAsync(100);
    expect(call).not.toHaveBeenCalled(); // not committed yet
    firstRenderCommitted();
    await vi.advanceTimersByTimeAsync(40); // two frames and the task after them
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('does not wait past FIRST_PAINT_WAIT_MS for a frame that never comes (a background tab)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    holdUntilFirstPaint();
    const call = vi.fn();
    afterFirstPaint(call);
    firstRenderCommitted();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(1);
    frames.mockRestore();
  });

  it('drops a call cancelled before the paint (an effect cleaned up)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    holdUntilFirstPaint();
    const call = vi.fn();
    const cancel = afterFirstPaint(call);
    cancel();
    firstRenderCommitted();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS);
    expect(call).not.toHaveBeenCalled();
  });
});
