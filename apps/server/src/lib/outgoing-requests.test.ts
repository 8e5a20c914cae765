import { createServer, type Server } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createOutgoingHttp,
  forbiddenAddress,
  forbiddenUrl,
  OutgoingRequestRefused,
  type OutgoingHttp,
} from './outgoing-requests.ts';

const strict = { allowLoopback: false };
const loose = { allowLoopback: true };

describe('forbiddenAddress / forbiddenUrl', () => {
  it('lets only global unicast addresses through, IPv4 and IPv6', () => {
    for (const ok of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(forbiddenAddress(ok, strict), ok).toBeNull();
    for (const [address, range] of [
      ['127.0.0.1', 'loopback'],
      ['127.255.0.9', 'loopback'],
      ['::1', 'loopback'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['10.1.2.3', 'private'],
      ['172.31.0.1', 'private'],
      ['192.168.0.10', 'private'],
      ['100.64.0.1', 'carrierGradeNat'],
      ['169.254.169.254', 'linkLocal'],
      ['fe80::1', 'linkLocal'],
      ['fd12::1', 'uniqueLocal'],
      ['224.0.0.1', 'multicast'],
      ['ff02::1', 'multicast'],
      ['0.0.0.0', 'unspecified'],
      ['::', 'unspecified'],
      ['255.255.255.255', 'broadcast'],
    ])
      expect(forbiddenAddress(address!, strict), address).toBe(range);
    expect(forbiddenAddress('127.0.0.1', loose)).toBeNull();
    expect(forbiddenAddress('10.1.2.3', loose)).toBe('private');
  });

  it('reads a URL host written as an address in any form the URL parser takes', () => {
    for (const url of [
      'http://0x7f000001:3429/pb?cid={clickId}',
      'http://127.1/pb',
      'http://2130706433/',
      'http://0177.0.0.1/',
      'http://[::ffff:7f00:1]/',
      'http://localhost:3429/',
      'http://a.b.localhost./',
    ])
      expect(forbiddenUrl(url, strict), url).toBe('loopback');
    expect(forbiddenUrl('gopher://track.example/', strict)).toBe('not http(s)');
    expect(forbiddenUrl('https://track.example/pb?cid={clickId}', strict)).toBeNull();
    expect(forbiddenUrl('http://localhost:3429/', loose)).toBeNull();
  });
});

describe('createOutgoingHttp: checked where the connection is made', () => {
  let server: Server;
  let port: number;
  const hits: string[] = [];
  let http: OutgoingHttp | undefined;
  /** A DNS that answers what the test says: a public-looking name that resolves to loopback (or rebinds). */
  const dns =
    (answers: Record<string, { address: string; family: number }[]>): LookupFunction =>
    (hostname, _options, callback) =>
      (callback as (e: Error | null, a: { address: string; family: number }[]) => void)(null, answers[hostname] ?? []);

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/big') res.writeHead(200).end(Buffer.alloc(4 * 1024 * 1024, 120));
      else if (req.url === '/hang')
        return; // never answers
      else res.writeHead(200).end('OK');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(async () => {
    hits.length = 0;
    await http?.close();
    http = undefined;
  });
  const get = (h: OutgoingHttp, url: string) => h.call(url, { method: 'GET', headers: {} });

  it('refuses a name whose DNS answer is loopback, before connecting', async () => {
    http = createOutgoingHttp(strict, { resolve: dns({ 'tracker.example': [{ address: '127.0.0.1', family: 4 }] }) });
    await expect(get(http, `http://tracker.example:${port}/pb`)).rejects.toBeInstanceOf(OutgoingRequestRefused);
    expect(hits).toEqual([]);
  });

  it('refuses a name with any forbidden answer among public ones (a rebinding DNS)', async () => {
    http = createOutgoingHttp(strict, {
      resolve: dns({
        'rebind.example': [
          { address: '93.184.216.34', family: 4 },
          { address: '::1', family: 6 },
        ],
      }),
    });
    await expect(get(http, `http://rebind.example:${port}/pb`)).rejects.toThrow(/::1.*loopback/);
    expect(hits).toEqual([]);
  });

  it('refuses a host written as a loopback address without asking DNS', async () => {
    http = createOutgoingHttp(strict, { resolve: () => expect.unreachable('no DNS for an address') });
    await expect(get(http, `http://127.0.0.1:${port}/pb`)).rejects.toBeInstanceOf(OutgoingRequestRefused);
    expect(hits).toEqual([]);
  });

  it('with loopback allowed, connects to the address DNS gave, and reads at most a bounded part of the answer', async () => {
    http = createOutgoingHttp(loose, { resolve: dns({ 'tracker.example': [{ address: '127.0.0.1', family: 4 }] }) });
    expect(await get(http, `http://tracker.example:${port}/pb?x=1`)).toBe(200);
    expect(await get(http, `http://tracker.example:${port}/big`)).toBe(200);
    expect(hits).toEqual(['/pb?x=1', '/big']);
  });

  it('gives up on an endpoint that does not answer within the time limit', async () => {
    // A second of real time: on a loaded machine a shorter limit ran out before the request reached the server.
    http = createOutgoingHttp(loose, { timeoutMs: 1000 });
    await expect(get(http, `http://127.0.0.1:${port}/hang`)).rejects.toThrow();
    expect(hits).toEqual(['/hang']);
  });
});
