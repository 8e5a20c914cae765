import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setImmediate as turnEnd } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TurnLogDestination } from './log-destination.ts';

const repoRoot = resolve(import.meta.dirname, '../../../..');
let dir: string;
let file: string;
let fd: number;
const written = () => readFileSync(file, 'utf8');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
  file = join(dir, 'log');
  fd = openSync(file, 'a');
});
afterEach(() => {
  closeSync(fd);
  rmSync(dir, { recursive: true, force: true });
});

describe('the log destination: the turn’s lines in one write', () => {
  it('writes every line, in the order logged, when the turn ends', async () => {
    const log = new TurnLogDestination(fd);
    const expected: string[] = [];
    for (let turn = 0; turn < 20; turn++) {
      for (let i = 0; i < 50; i++) {
        const n = turn * 50 + i;
        expected.push(`{"n":${n}}\n`);
        log.write(`{"n":${n}}\n`);
      }
      // Nothing has left during the turn; all of it once the turn is over.
      expect(written().split('\n').length - 1).toBe(turn * 50);
      await turnEnd();
      expect(written().split('\n').length - 1).toBe((turn + 1) * 50);
    }
    expect(written()).toBe(expected.join(''));
  });

  it('writes at once when more than 64 KiB wait, the order kept', async () => {
    const log = new TurnLogDestination(fd);
    const line = (n: number) => `{"n":${n},"pad":"${'x'.repeat(1000)}"}\n`;
    for (let n = 0; n < 100; n++) log.write(line(n));
    // 100 KB logged in one turn: the first 64 KiB are already written, the rest waits for the turn's end.
    const now = written();
    expect(now.length).toBeGreaterThan(64 * 1024);
    expect(now.length).toBeLessThan(100 * line(0).length);
    await turnEnd();
    expect(written()).toBe(Array.from({ length: 100 }, (_, n) => line(n)).join(''));
  });

  it('flushSync and end write what waits before the turn ends', () => {
    const log = new TurnLogDestination(fd);
    log.write('a\n');
    log.write('b\n');
    expect(written()).toBe('');
    log.flushSync();
    expect(written()).toBe('a\nb\n');
    log.write('c\n');
    log.end();
    expect(written()).toBe('a\nb\nc\n');
  });

  it.each([
    ['process.exit() in the same turn', 'process.exit(0);', 0],
    ['an uncaught error in the same turn', "throw new Error('boom');", 1],
    ['the event loop running out', '', 0],
  ])('a process that ends by %s has written every line first', (_, ending, status) => {
    const script = [
      `import { TurnLogDestination } from './apps/server/src/http/log-destination.ts';`,
      `const log = new TurnLogDestination(1);`,
      `for (let n = 0; n < 5000; n++) {`,
      `  log.write('{"n":' + n + '}\\n');`,
      `}`,
      ending,
    ].join('\n');
    const out = openSync(file, 'a');
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', out, 'pipe'],
    });
    closeSync(out);
    expect(child.status).toBe(status);
    expect(written()).toBe(Array.from({ length: 5000 }, (_, n) => `{"n":${n}}\n`).join(''));
  });
});
