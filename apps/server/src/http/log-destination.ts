import { writeSync } from 'node:fs';

/** How long a write that the reader is not ready for (EAGAIN on a pipe) waits before it is tried again, in ms. */
const BUSY_WAIT_MS = 10;
/** Above this many characters waiting, the lines are written at once instead of at the end of the turn. */
const MAX_PENDING_CHARS = 64 * 1024;

const live = new Set<TurnLogDestination>();
let exitHooked = false;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * The app's log destination: the lines a turn of the event loop logs, in the order they were
 * logged, leave together in one synchronous `write` at the end of that turn (`setImmediate`), or at once when more
 * than 64 KiB wait. Nothing is dropped or sampled: a line is lost only if the process is killed
 * without running its `exit` handlers (SIGKILL, a native crash) before the turn ends; on a normal exit, a signal the
 * app handles or an uncaught error, every waiting line is written by `flushSync` (the app's close, the process's
 * `exit`). Like pino's own destination it stops writing when the reader has gone (EPIPE), waits when a pipe is full
 * (EAGAIN) and throws any other write error.
 */
export class TurnLogDestination {
  readonly fd: number;
  #pending: string[] = [];
  #chars = 0;
  #scheduled = false;
  #broken = false;
  readonly #flushAtTurnEnd = () => {
    this.#scheduled = false;
    this.flushSync();
  };

  constructor(fd: number) {
    this.fd = fd;
    live.add(this);
    if (!exitHooked) {
      exitHooked = true;
      process.on('exit', () => {
        for (const destination of live) destination.flushSync();
      });
    }
  }

  /** pino's `write`: one serialized line, newline included. */
  write(line: string): boolean {
    if (this.#broken) return true;
    this.#pending.push(line);
    this.#chars += line.length;
    if (this.#chars > MAX_PENDING_CHARS) this.flushSync();
    else if (!this.#scheduled) {
      this.#scheduled = true;
      live.add(this); // again, after an `end`
      setImmediate(this.#flushAtTurnEnd);
    }
    return true;
  }

  /** Writes every waiting line now, in order (pino's `flushSync`; the app's close and the process's exit). */
  flushSync(): void {
    const pending = this.#pending;
    if (pending.length === 0) return;
    this.#pending = [];
    this.#chars = 0;
    if (this.#broken) return;
    const bytes = Buffer.from(pending.join(''));
    let offset = 0;
    while (offset < bytes.length) {
      try {
        offset += writeSync(this.fd, bytes, offset, bytes.length - offset);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EAGAIN' || code === 'EBUSY') Atomics.wait(sleeper, 0, 0, BUSY_WAIT_MS);
        else if (code === 'EPIPE') {
          this.#broken = true;
          return;
        } else throw error;
      }
    }
  }

  /** pino's `flush(cb)` (`logger.flush()`). */
  flush(done?: (error?: Error) => void): void {
    try {
      this.flushSync();
    } catch (error) {
      done?.(error as Error);
      return;
    }
    done?.();
  }

  /** Writes what waits; the process's exit no longer needs to look at it unless it is written to again. */
  end(): void {
    this.flushSync();
    live.delete(this);
  }
}
