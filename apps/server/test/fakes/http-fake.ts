import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake was sent, as it arrived (the tests assert on bodies and headers). */
export type FakeCall = { method: string; path: string; headers: IncomingMessage['headers']; body: string };
export type FakeReply = { status: number; body: unknown };

/** A local HTTP server answering JSON through `handle`, for the fakes of outside providers' APIs. */
export async function startJsonFake(handle: (call: FakeCall) => FakeReply | Promise<FakeReply>) {
  const calls: FakeCall[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const call = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body };
      calls.push(call);
      void Promise.resolve(handle(call)).then((reply) => {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
