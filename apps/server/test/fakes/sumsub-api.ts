import { randomBytes } from 'node:crypto';
import { sumsubPayloadDigest, sumsubRequestSignature } from '../../src/integrations/kyc/sumsub/sumsub-signing.ts';
import { startJsonFake, type FakeCall, type FakeReply } from './http-fake.ts';

/**
 * A local fake of the parts of Sumsub's API the portal's adapter calls, with the request and reply shapes of
 * Sumsub's API reference: App Token auth checked on every call (`X-App-Token`, `X-App-Access-Ts` within a minute,
 * `X-App-Access-Sig` = HMAC-SHA256 hex of ts + METHOD + path + body), errors as `{ description, code, correlationId,
 * errorCode, errorName }`; webhooks shaped as Sumsub's documented examples and signed with `X-Payload-Digest` (HMAC
 * of the raw body with the webhook's secret, `X-Payload-Digest-Alg` naming it). It lives with the tests.
 *
 * The test plays the applicant (`submit`) and Sumsub's reviewer (`review`), which return the deliveries to post.
 */
export type FakeApplicant = {
  id: string;
  createdAt: string;
  clientId: string;
  inspectionId: string;
  externalUserId: string;
  levelName: string;
  type: 'individual';
  info: Record<string, unknown>;
  review: { reviewStatus: string; reviewResult?: Record<string, unknown> };
};

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export async function startSumsubFake(keys: { appToken: string; secretKey: string; webhookSecret: string }) {
  const applicants = new Map<string, FakeApplicant>();
  const tokens: { token: string; userId: string; levelName: string }[] = [];
  const levels = ['id-and-liveness', 'proof-of-address'];
  let digestAlg = 'HMAC_SHA256_HEX';

  const error = (status: number, description: string, errorName?: string): FakeReply => ({
    status,
    body: { description, code: status, correlationId: `req-${hex(8)}`, ...(errorName ? { errorName } : {}) },
  });

  /** Sumsub's App Token check: the token, a fresh timestamp and the request's signature. */
  function authFailure(call: FakeCall): FakeReply | undefined {
    const h = call.headers;
    const ts = Number(h['x-app-access-ts']);
    if (h['x-app-token'] !== keys.appToken) return error(401, 'App token is invalid', 'app-token-invalid');
    if (!Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > 60)
      return error(401, 'Request timestamp is out of range', 'app-token-invalid-ts');
    const expected = sumsubRequestSignature(keys.secretKey, ts, call.method, call.path, call.body);
    if (h['x-app-access-sig'] !== expected) return error(401, 'Request signature mismatch', 'app-token-signature');
    return undefined;
  }

  const fake = await startJsonFake((call) => {
    const refused = authFailure(call);
    if (refused) return refused;
    const url = new URL(call.path, 'http://fake');
    const body = call.body ? (JSON.parse(call.body) as Record<string, unknown>) : {};
    if (call.method === 'GET' && url.pathname === '/resources/sdkIntegrations/levels')
      return { status: 200, body: { list: { items: levels.map((name) => ({ id: hex(12), name })), totalItems: 2 } } };
    if (call.method === 'POST' && url.pathname === '/resources/applicants') {
      const levelName = url.searchParams.get('levelName') ?? '';
      const externalUserId = body.externalUserId as string | undefined;
      if (!levels.includes(levelName)) return error(404, `Level '${levelName}' not found`);
      if (!externalUserId) return error(400, 'externalUserId is required');
      if ([...applicants.values()].some((a) => a.externalUserId === externalUserId))
        return error(409, `Applicant with external user id '${externalUserId}' already exists`);
      const a: FakeApplicant = {
        id: hex(12),
        createdAt: new Date().toISOString().replace('T', ' ').slice(0, 19),
        clientId: 'northwind',
        inspectionId: hex(12),
        externalUserId,
        levelName,
        type: 'individual',
        info: {},
        review: { reviewStatus: 'init' },
      };
      applicants.set(a.id, a);
      return { status: 200, body: a };
    }
    if (call.method === 'POST' && url.pathname === '/resources/accessTokens/sdk') {
      const { userId, levelName } = body as { userId?: string; levelName?: string };
      if (!userId || !levelName || !levels.includes(levelName)) return error(400, 'userId and levelName are required');
      const token = `_act-sbx-jwt-${hex(16)}`;
      tokens.push({ token, userId, levelName });
      return { status: 200, body: { token, userId } };
    }
    const one = /^\/resources\/applicants\/([^/]+)\/one$/.exec(url.pathname);
    if (call.method === 'GET' && one) {
      const a = applicants.get(one[1]!);
      return a ? { status: 200, body: a } : error(404, 'Applicant not found');
    }
    return error(404, 'Not found');
  });

  const applicantOf = (externalUserId: string) => {
    const a = [...applicants.values()].find((x) => x.externalUserId === externalUserId);
    if (!a) throw new Error(`fake sumsub: no applicant ${externalUserId}`);
    return a;
  };

  /** A webhook as Sumsub posts it: the JSON body and its digest headers. */
  function signed(payload: Record<string, unknown>) {
    const text = JSON.stringify(payload);
    return {
      payload: text,
      headers: {
        'content-type': 'application/json',
        'x-payload-digest': sumsubPayloadDigest(keys.webhookSecret, text, digestAlg),
        'x-payload-digest-alg': digestAlg,
      },
    };
  }
  /** The fields every applicant webhook of Sumsub's examples carries. */
  const hookOf = (a: FakeApplicant, type: string) => ({
    applicantId: a.id,
    inspectionId: a.inspectionId,
    applicantType: 'individual',
    correlationId: `req-${hex(8)}`,
    levelName: a.levelName,
    sandboxMode: true,
    externalUserId: a.externalUserId,
    type,
    reviewStatus: a.review.reviewStatus,
    createdAt: new Date().toISOString().replace('T', ' ').slice(0, 19),
    createdAtMs: new Date().toISOString().replace('T', ' ').replace('Z', ''),
    clientId: a.clientId,
  });

  return {
    url: fake.url,
    calls: fake.calls,
    applicants,
    tokens,
    /** The algorithm the webhook's digest uses (Sumsub's dashboard setting). */
    useDigest: (alg: string) => void (digestAlg = alg),
    /** The applicant submits its documents in the WebSDK: `applicantPending`. */
    submit(externalUserId: string) {
      const a = applicantOf(externalUserId);
      a.review = { reviewStatus: 'pending' };
      return signed(hookOf(a, 'applicantPending'));
    },
    /**
     * Sumsub's review: `applicantReviewed` with the result (the documented GREEN and RED examples); on GREEN the
     * applicant's `info` holds what was read off the documents.
     */
    review(
      externalUserId: string,
      result:
        | { answer: 'GREEN'; info?: Record<string, unknown> }
        | { answer: 'RED'; rejectType: 'FINAL' | 'RETRY'; labels: string[]; comment?: string },
    ) {
      const a = applicantOf(externalUserId);
      const reviewResult =
        result.answer === 'GREEN'
          ? { reviewAnswer: 'GREEN' }
          : {
              moderationComment: result.comment ?? 'We could not verify your profile.',
              clientComment: 'Suspected fraudulent account.',
              reviewAnswer: 'RED',
              rejectLabels: result.labels,
              reviewRejectType: result.rejectType,
            };
      if (result.answer === 'GREEN' && result.info) a.info = result.info;
      a.review = { reviewStatus: 'completed', reviewResult };
      return signed({ ...hookOf(a, 'applicantReviewed'), reviewResult });
    },
    signed,
    close: fake.close,
  };
}
export type SumsubFake = Awaited<ReturnType<typeof startSumsubFake>>;
