import { randomBytes, randomUUID } from 'node:crypto';
import { veriffSignature } from '../../src/integrations/kyc/veriff/veriff-signing.ts';
import { startJsonFake, type FakeReply } from './http-fake.ts';

/**
 * A local fake of the parts of Veriff's API the portal's adapter calls, with the request and reply shapes of
 * Veriff's API reference: `X-AUTH-CLIENT` and `X-HMAC-SIGNATURE` (hex HMAC-SHA256 of the body, of the session id
 * for a GET, with the shared secret) checked on every call, errors as `{ status: 'fail', code, message }`; the
 * event and decision webhooks shaped as Veriff's documented examples and signed with the same two headers. It
 * lives with the tests.
 *
 * The test plays the end user (`submitted`) and Veriff's decision (`decide`), which return the deliveries to post.
 */
export type FakeVeriffSession = {
  id: string;
  url: string;
  vendorData: string;
  endUserId: string | null;
  status: 'created' | 'submitted' | 'approved' | 'declined' | 'resubmission_requested';
  attempts: string[];
};

const CODES = { approved: 9001, declined: 9102, resubmission_requested: 9103, expired: 9104, abandoned: 9104 };

export async function startVeriffFake(keys: { apiKey: string; sharedSecret: string }) {
  const sessions = new Map<string, FakeVeriffSession>();
  const error = (status: number, code: string, message: string): FakeReply => ({
    status,
    body: { status: 'fail', code, message },
  });

  const fake = await startJsonFake((call) => {
    if (call.headers['x-auth-client'] !== keys.apiKey)
      return error(401, '1801', 'Mandatory X-AUTH-CLIENT header containing the API key is missing from the request.');
    const decision = /^\/v1\/sessions\/([^/]+)\/decision$/.exec(call.path);
    const signedOver = decision ? decision[1]! : call.body;
    if (call.headers['x-hmac-signature'] !== veriffSignature(keys.sharedSecret, signedOver))
      return error(
        401,
        '1812',
        'Signature "x-hmac-signature" does not match the HMAC-SHA256 of query ID and integration API secret.',
      );
    if (call.method === 'POST' && call.path === '/v1/sessions') {
      const { verification } = JSON.parse(call.body) as {
        verification?: { vendorData?: string; endUserId?: string; callback?: string };
      };
      if (!verification) return error(400, '1102', 'Mandatory parameters are missing from the request.');
      const id = randomUUID();
      const s: FakeVeriffSession = {
        id,
        url: `${fake.url}/v/${randomBytes(24).toString('base64url')}`,
        vendorData: verification.vendorData ?? '',
        endUserId: verification.endUserId ?? null,
        status: 'created',
        attempts: [],
      };
      sessions.set(id, s);
      return {
        status: 201,
        body: {
          status: 'success',
          verification: {
            id,
            url: s.url,
            vendorData: s.vendorData,
            host: fake.url,
            status: 'created',
            sessionToken: randomBytes(32).toString('base64url'),
          },
        },
      };
    }
    if (call.method === 'GET' && decision) {
      const s = sessions.get(decision[1]!);
      return s
        ? { status: 200, body: { status: 'success', verification: null } }
        : error(404, '1104', 'Session not found');
    }
    return error(404, '1104', 'Not found');
  });

  const session = (id: string) => {
    const s = sessions.get(id);
    if (!s) throw new Error(`fake veriff: no session ${id}`);
    return s;
  };
  const sessionOfUrl = (url: string) => [...sessions.values()].find((s) => s.url === url)!;

  /** A webhook as Veriff posts it: the JSON body, the API key and its HMAC. */
  function signed(payload: unknown) {
    const text = JSON.stringify(payload);
    return {
      payload: text,
      headers: {
        'content-type': 'application/json',
        'x-auth-client': keys.apiKey,
        'x-hmac-signature': veriffSignature(keys.sharedSecret, text),
      },
    };
  }

  return {
    url: fake.url,
    calls: fake.calls,
    sessions,
    sessionOfUrl,
    /** The end user submits in the frame: the event webhook's `submitted` (a new attempt). */
    submitted(sessionId: string) {
      const s = session(sessionId);
      const attemptId = randomUUID();
      s.attempts.push(attemptId);
      s.status = 'submitted';
      return signed({
        id: s.id,
        attemptId,
        feature: 'selfid',
        code: 7002,
        action: 'submitted',
        vendorData: s.vendorData,
        endUserId: s.endUserId,
      });
    },
    /** Veriff's decision webhook, as its documented example (the person read off the document on approval). */
    decide(
      sessionId: string,
      status: 'approved' | 'declined' | 'resubmission_requested' | 'expired' | 'abandoned',
      o: { reasonCode?: number; reason?: string; person?: Record<string, unknown> } = {},
    ) {
      const s = session(sessionId);
      if (status === 'approved' || status === 'declined' || status === 'resubmission_requested') s.status = status;
      return signed({
        status: 'success',
        verification: {
          id: s.id,
          attemptId: s.attempts.at(-1) ?? randomUUID(),
          vendorData: s.vendorData,
          endUserId: s.endUserId,
          status,
          code: CODES[status],
          reason: o.reason ?? null,
          reasonCode: o.reasonCode ?? null,
          decisionTime: new Date().toISOString(),
          acceptanceTime: new Date().toISOString(),
          person: status === 'approved' ? (o.person ?? null) : { firstName: null, lastName: null },
          document: status === 'approved' ? { number: 'MORGAN852314SM9IJ', type: 'PASSPORT', country: 'GB' } : null,
          additionalVerifiedData: {},
        },
        technicalData: { ip: '186.153.67.122' },
      });
    },
    signed,
    close: fake.close,
  };
}
export type VeriffFake = Awaited<ReturnType<typeof startVeriffFake>>;
