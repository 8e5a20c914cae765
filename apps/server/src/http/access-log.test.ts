import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import { ACCESS_LINE, answeredGetLine } from './access-log.ts';
import { TurnLogDestination } from './log-destination.ts';
import { logRedaction } from '../lib/log-redaction.ts';

const REQ_ID = '0b6f7a3e-3c1f-4d2a-9a8e-000000000042';

function captured(options: LoggerOptions) {
  const lines: string[] = [];
  const log = pino({ level: 'info', ...logRedaction, ...options }, { write: (l: string) => void lines.push(l) });
  return { log, lines, line: answeredGetLine(log as unknown as FastifyBaseLogger) };
}

/** The line as the app's logger writes it for a request: its child with the request id, the `req` serializer. */
function throughTheLogger(log: pino.Logger, req: object, responseTime: number) {
  log.child({ reqId: REQ_ID }).info({ req, res: { statusCode: 200 }, responseTime }, ACCESS_LINE);
}

const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0');

describe('the access line of a read the fast path answered (decision 040)', () => {
  const req = {
    method: 'GET',
    url: '/api/Dashboard/v1/TradingMetrics/42',
    host: 'brand.example:8443',
    ip: '203.0.113.7',
    socket: { remotePort: 51234 },
  };

  it('is the very line the logger writes for the same request, byte for byte but the time', () => {
    const { log, lines, line } = captured({});
    line(REQ_ID, req, 0.123456);
    throughTheLogger(log, req, 0.123456);
    expect(lines).toHaveLength(2);
    expect(withoutTime(lines[0]!)).toBe(withoutTime(lines[1]!));
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 30,
      reqId: REQ_ID,
      req: { method: 'GET', url: req.url, host: req.host, remoteAddress: req.ip, remotePort: 51234 },
      res: { statusCode: 200 },
      responseTime: 0.123456,
      msg: ACCESS_LINE,
    });
  });

  it('escapes and masks what the logger does: a quote in the host, a secret-named parameter in the URL', () => {
    const odd = { ...req, url: '/x?token=abc&x=1', host: 'a"b\\c\u0001', socket: null };
    const { log, lines, line } = captured({});
    line(REQ_ID, odd, 1);
    throughTheLogger(log, odd, 1);
    expect(withoutTime(lines[0]!)).toBe(withoutTime(lines[1]!));
    expect(lines[0]).toContain('"url":"/x?token=[REDACTED]&x=1"');
  });

  it('writes nothing when the level is above info, and writes again once it is info', () => {
    const { log, lines, line } = captured({});
    log.level = 'warn';
    line(REQ_ID, req, 1);
    expect(lines).toEqual([]);
    log.level = 'info';
    line(REQ_ID, req, 1);
    expect(lines).toHaveLength(1);
  });

  it('goes through the logger itself when the template does not fit it (here a mixin)', () => {
    const { log, lines, line } = captured({ mixin: () => ({ region: 'eu' }) });
    line(REQ_ID, req, 1);
    throughTheLogger(log, req, 1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ region: 'eu', reqId: REQ_ID, msg: ACCESS_LINE });
    expect(withoutTime(lines[0]!)).toBe(withoutTime(lines[1]!));
  });

  it('through the app’s destination, made when the turn’s lines are written: the same bytes, in order', () => {
    const dir = mkdtempSync(join(tmpdir(), 'access-log-'));
    const fd = openSync(join(dir, 'log'), 'a');
    try {
      const destination = new TurnLogDestination(fd);
      const log = pino({ level: 'info', ...logRedaction }, destination);
      const line = answeredGetLine(log as unknown as FastifyBaseLogger);
      const odd = { ...req, url: '/x?token=abc&x=1', host: 'a"b\\c\u0001', socket: null };
      line(REQ_ID, req, 0.123456);
      throughTheLogger(log, req, 0.123456);
      line(REQ_ID, odd, 1);
      throughTheLogger(log, odd, 1);
      log.level = 'warn';
      line(REQ_ID, req, 2);
      expect(readFileSync(join(dir, 'log'), 'utf8')).toBe(''); // nothing before the turn's write
      destination.flushSync();
      const lines = readFileSync(join(dir, 'log'), 'utf8').split('\n').slice(0, -1);
      expect(lines).toHaveLength(4);
      expect(withoutTime(lines[0]!)).toBe(withoutTime(lines[1]!));
      expect(withoutTime(lines[2]!)).toBe(withoutTime(lines[3]!));
      expect(JSON.parse(lines[0]!)).toMatchObject({
        reqId: REQ_ID,
        req: { remotePort: 51234 },
        responseTime: 0.123456,
      });
      expect(lines[2]).toContain('"url":"/x?token=[REDACTED]&x=1"');
    } finally {
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('through the app’s destination, requests one after another: each line the logger’s, its time too', () => {
    const dir = mkdtempSync(join(tmpdir(), 'access-log-'));
    const fd = openSync(join(dir, 'log'), 'a');
    const now = vi.spyOn(Date, 'now');
    try {
      const destination = new TurnLogDestination(fd);
      const log = pino({ level: 'info', ...logRedaction }, destination);
      const line = answeredGetLine(log as unknown as FastifyBaseLogger);
      // The same request from other ports, then each field changed in turn (the summary kept for the last one).
      const requests = [
        req,
        { ...req, socket: { remotePort: 1 } },
        req,
        { ...req, url: '/api/TraderAccount/v1' },
        { ...req, url: '/api/TraderAccount/v1', host: 'other.example' },
        { ...req, url: '/api/TraderAccount/v1', host: 'other.example', ip: '::1' },
        { ...req, host: undefined, ip: undefined, socket: { remotePort: 2 } },
        { ...req, host: undefined, ip: undefined, socket: null },
        { ...req, socket: { remotePort: 2.5 } },
        { ...req, url: '/x?token=abc&x=1', host: 'a"b\\c\u0001', socket: { remotePort: 3 } },
        { ...req, url: '/x?token=abc&x=1', host: 'a"b\\c\u0001', socket: { remotePort: 4 } },
        { ...req, method: 'HEAD' },
        req,
      ];
      for (const [i, r] of requests.entries()) {
        now.mockReturnValue(1_764_300_000_000 + Math.floor(i / 2)); // two lines share each millisecond
        line(REQ_ID, r, i / 7);
        throughTheLogger(log, r, i / 7);
      }
      destination.flushSync();
      const lines = readFileSync(join(dir, 'log'), 'utf8').split('\n').slice(0, -1);
      expect(lines).toHaveLength(2 * requests.length);
      for (let i = 0; i < requests.length; i++) expect(lines[2 * i]).toBe(lines[2 * i + 1]);
      expect(JSON.parse(lines[2]!)).toMatchObject({ time: 1_764_300_000_000, req: { remotePort: 1 } });
    } finally {
      now.mockRestore();
      closeSync(fd);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
