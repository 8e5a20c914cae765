import type { KycEvent, KycProvider, KycStep, KycWebhookVerdict, VerifiedPerson } from '../kyc-provider.ts';
import { calendarDateOf, externalIdOf, nameCase, parseExternalId, readText } from '../provider-reference.ts';
import { sumsubHeaders, checkSumsubDigest } from './sumsub-signing.ts';
import { sumsubDecision, type SumsubReviewResult } from './sumsub-review.ts';

export const SUMSUB_API_URL = 'https://api.sumsub.com';
/** How long a WebSDK access token lives: the SDK asks for a new one when it expires (the portal refreshes it). */
const TOKEN_TTL_SECONDS = 1200;

/** A brand's Sumsub account as its firm entered it in the console (docs/providers.md). */
export type SumsubKeys = { appToken: string; secretKey: string; webhookSecret: string };
/** The verification levels (Sumsub's dashboard) of the identity and the address step. */
export type SumsubLevels = { identity: string; address: string };

export class SumsubError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`sumsub: ${status} ${message}`);
  }
}

/** One signed call to Sumsub's API (App Token auth); the parsed reply, or a SumsubError with its status. */
async function call<T>(
  keys: Pick<SumsubKeys, 'appToken' | 'secretKey'>,
  baseUrl: string,
  method: 'GET' | 'POST',
  pathWithQuery: string,
  body?: unknown,
): Promise<T> {
  const text = body === undefined ? '' : JSON.stringify(body);
  const res = await fetch(`${baseUrl}${pathWithQuery}`, {
    method,
    headers: {
      Accept: 'application/json',
      // Sumsub asks for the type on every call, even one without a body.
      'Content-Type': 'application/json',
      ...sumsubHeaders(keys, method, pathWithQuery, text, Date.now()),
    },
    ...(body === undefined ? {} : { body: text }),
    signal: AbortSignal.timeout(10_000),
  });
  const reply = (await res.json().catch(() => ({}))) as T & { description?: string };
  if (!res.ok) throw new SumsubError(res.status, reply.description ?? res.statusText);
  return reply;
}

/**
 * A harmless call that tells whether the app token and secret key are accepted, and which of the brand's levels
 * Sumsub does not know (the console checks both on save).
 */
export async function checkSumsubKeys(
  keys: Pick<SumsubKeys, 'appToken' | 'secretKey'>,
  levels: SumsubLevels,
  baseUrl = SUMSUB_API_URL,
): Promise<{ accepted: false } | { accepted: true; unknownLevels: (keyof SumsubLevels)[] }> {
  try {
    const reply = await call<{ list?: { items?: { name?: string }[] }; items?: { name?: string }[] }>(
      keys,
      baseUrl,
      'GET',
      '/resources/sdkIntegrations/levels',
    );
    const names = (reply.list?.items ?? reply.items ?? []).map((l) => l.name);
    return {
      accepted: true,
      unknownLevels: (['identity', 'address'] as const).filter((step) => !names.includes(levels[step])),
    };
  } catch (error) {
    if (error instanceof SumsubError && (error.status === 401 || error.status === 403)) return { accepted: false };
    throw error;
  }
}

type SumsubApplicant = {
  id: string;
  externalUserId?: string;
  info?: {
    firstName?: string;
    lastName?: string;
    dob?: string;
    addresses?: { street?: string; buildingNumber?: string; flatNumber?: string; town?: string; postCode?: string }[];
  };
  fixedInfo?: SumsubApplicant['info'];
};

/** What Sumsub read off the documents (its `info`, over what the applicant typed in `fixedInfo`). */
function verifiedOf(applicant: SumsubApplicant): VerifiedPerson & { dateOfBirth?: string } {
  const info = { ...applicant.fixedInfo, ...applicant.info };
  const a = info.addresses?.[0];
  const street = [readText(a?.street), readText(a?.buildingNumber), readText(a?.flatNumber)].filter(Boolean).join(' ');
  const address = {
    ...(street ? { street } : {}),
    ...(readText(a?.town) ? { city: readText(a?.town) } : {}),
    ...(readText(a?.postCode) ? { postalCode: readText(a?.postCode) } : {}),
  };
  const firstName = nameCase(readText(info.firstName));
  const lastName = nameCase(readText(info.lastName));
  const dateOfBirth = calendarDateOf(info.dob);
  return {
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(Object.keys(address).length > 0 ? { address } : {}),
    ...(dateOfBirth ? { dateOfBirth } : {}),
  };
}

type SumsubWebhook = {
  type?: string;
  applicantId?: string;
  inspectionId?: string;
  externalUserId?: string;
  levelName?: string;
  reviewStatus?: string;
  createdAtMs?: string;
  createdAt?: string;
  reviewResult?: SumsubReviewResult;
};

/**
 * Identity verification through Sumsub (SPEC's provider kind 0: its hosted WebSDK), behind the portal's KYC
 * interface. Each step is an applicant (externalUserId `<trader>:<step>`) at the brand's level for that step; the
 * trader's session is a WebSDK access token, refreshed when the SDK says it expired. Webhooks are believed only when
 * their `X-Payload-Digest` matches: `applicantPending` opens the case, `applicantReviewed` decides it (the verified
 * name, date of birth and address are then read from the applicant). Documents stay at Sumsub.
 */
export function createSumsubProvider(keys: SumsubKeys, levels: SumsubLevels, baseUrl = SUMSUB_API_URL): KycProvider {
  const api = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => call<T>(keys, baseUrl, method, path, body);

  const accessToken = async (reference: string, step: KycStep) => {
    const reply = await api<{ token: string }>('POST', '/resources/accessTokens/sdk', {
      userId: externalIdOf(reference, step),
      levelName: levels[step],
      ttlInSecs: TOKEN_TTL_SECONDS,
    });
    return { token: reply.token };
  };

  return {
    name: 'sumsub',
    type: 0,
    async createSession(req) {
      const path = `/resources/applicants?levelName=${encodeURIComponent(levels[req.step])}`;
      try {
        await api('POST', path, { externalUserId: externalIdOf(req.reference, req.step) });
      } catch (error) {
        // 409: the step's applicant exists (a retry): the new token opens it again, with Sumsub's own request.
        if (!(error instanceof SumsubError && error.status === 409)) throw error;
      }
      return accessToken(req.reference, req.step);
    },
    refreshToken: (req) => accessToken(req.reference, req.step),

    async verifyWebhook(headers, rawBody): Promise<KycWebhookVerdict> {
      if (!checkSumsubDigest(keys.webhookSecret, headers, rawBody)) return { ok: false, reason: 'signature' };
      let hook: SumsubWebhook;
      try {
        hook = JSON.parse(rawBody) as SumsubWebhook;
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const who = parseExternalId(hook.externalUserId);
      if (typeof hook.applicantId !== 'string' || typeof hook.type !== 'string')
        return { ok: false, reason: 'malformed' };
      if (!who) return { ok: true, event: null }; // an applicant the portal did not create
      // Sumsub's deliveries carry no id of their own: the applicant, the type and when it happened name one.
      const eventId = `${hook.applicantId}:${hook.type}:${hook.reviewStatus ?? ''}:${hook.createdAtMs ?? hook.createdAt ?? ''}`;
      const base = { eventId, caseId: hook.applicantId, reference: who.reference, step: who.step };
      if (hook.type === 'applicantPending')
        return { ok: true, event: { ...base, type: 'verification.submitted', documents: [] } };
      if (hook.type !== 'applicantReviewed') return { ok: true, event: null };
      const decision = sumsubDecision(hook.reviewResult);
      if (!decision) return { ok: true, event: null };
      const event: KycEvent = { ...base, ...decision };
      if (decision.type === 'verification.approved') {
        const applicant = await api<SumsubApplicant>(
          'GET',
          `/resources/applicants/${encodeURIComponent(hook.applicantId)}/one`,
        );
        const { dateOfBirth, ...verified } = verifiedOf(applicant);
        if (dateOfBirth) event.dateOfBirth = dateOfBirth;
        event.verified = verified;
      }
      return { ok: true, event };
    },
    // Documents stay at Sumsub: the firm reads them in its Sumsub dashboard.
    openDocument: async () => undefined,
  };
}
