import type { KycEvent, KycProvider, KycWebhookVerdict } from '../kyc-provider.ts';
import { calendarDateOf, externalIdOf, nameCase, parseExternalId, readText } from '../provider-reference.ts';
import { veriffDecision } from './veriff-decision.ts';
import { checkVeriffSignature, veriffSignature } from './veriff-signing.ts';

export const VERIFF_API_URL = 'https://stationapi.veriff.com';

/** A brand's Veriff integration as its firm entered it in the console (docs/providers.md). */
export type VeriffKeys = { apiKey: string; sharedSecret: string };

export class VeriffError extends Error {
  constructor(readonly status: number) {
    super(`veriff: ${status}`);
  }
}

/** One call to Veriff's API: `X-AUTH-CLIENT` and `X-HMAC-SIGNATURE` over the body (a GET signs the session id). */
async function call<T>(keys: VeriffKeys, baseUrl: string, method: 'GET' | 'POST', path: string, signed: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-AUTH-CLIENT': keys.apiKey,
      'X-HMAC-SIGNATURE': veriffSignature(keys.sharedSecret, signed),
    },
    ...(method === 'POST' ? { body: signed } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new VeriffError(res.status);
  return (await res.json()) as T;
}

/**
 * A harmless call that tells whether the API key and shared secret are accepted: the decision of a session that
 * does not exist (404 to an integration Veriff knows, 401 to one it does not).
 */
export async function checkVeriffKeys(keys: VeriffKeys, baseUrl = VERIFF_API_URL): Promise<boolean> {
  const id = crypto.randomUUID();
  try {
    await call(keys, baseUrl, 'GET', `/v1/sessions/${id}/decision`, id);
    return true;
  } catch (error) {
    if (!(error instanceof VeriffError)) throw error;
    if (error.status === 404) return true;
    if (error.status === 401 || error.status === 403) return false;
    throw error;
  }
}

type VeriffPerson = {
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  addresses?: {
    parsedAddress?: { street?: string; houseNumber?: string; unit?: string; city?: string; postcode?: string };
  }[];
};
type VeriffHook = {
  // decision webhook
  status?: string;
  verification?: {
    id?: string;
    attemptId?: string;
    status?: string;
    code?: number;
    reason?: string | null;
    reasonCode?: number | null;
    vendorData?: string;
    person?: VeriffPerson;
  };
  // event webhook
  id?: string;
  attemptId?: string;
  action?: string;
  vendorData?: string;
};

function verifiedOf(person: VeriffPerson | undefined) {
  const a = person?.addresses?.[0]?.parsedAddress;
  const street = [readText(a?.street), readText(a?.houseNumber), readText(a?.unit)].filter(Boolean).join(' ');
  const firstName = nameCase(readText(person?.firstName));
  const lastName = nameCase(readText(person?.lastName));
  const address = {
    ...(street ? { street } : {}),
    ...(readText(a?.city) ? { city: readText(a?.city) } : {}),
    ...(readText(a?.postcode) ? { postalCode: readText(a?.postcode) } : {}),
  };
  return {
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(Object.keys(address).length > 0 ? { address } : {}),
  };
}

/**
 * Identity verification through Veriff (SPEC's provider kind 1: its InContext frame), behind the portal's KYC
 * interface. Each start opens a Veriff session (vendorData `<trader>:<step>`), whose URL the trader's app opens in
 * the frame. Webhooks are believed only when their `X-HMAC-SIGNATURE` matches: the event webhook's `submitted`
 * opens the case (the session id), the decision webhook decides it with the verified person. A resubmission happens
 * in the same session. Documents stay at Veriff.
 */
export function createVeriffProvider(keys: VeriffKeys, baseUrl = VERIFF_API_URL): KycProvider {
  return {
    name: 'veriff',
    type: 1,
    async createSession(req) {
      const body = JSON.stringify({
        verification: { vendorData: externalIdOf(req.reference, req.step), endUserId: req.reference },
      });
      const reply = await call<{ status: string; verification?: { id: string; url: string } }>(
        keys,
        baseUrl,
        'POST',
        '/v1/sessions',
        body,
      );
      if (!reply.verification?.url) throw new Error('veriff: the session has no url');
      return { token: reply.verification.url };
    },

    verifyWebhook(headers, rawBody): KycWebhookVerdict {
      if (!checkVeriffSignature(keys, headers, rawBody)) return { ok: false, reason: 'signature' };
      let hook: VeriffHook;
      try {
        hook = JSON.parse(rawBody) as VeriffHook;
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const v = hook.verification;
      if (v) {
        const who = parseExternalId(v.vendorData);
        if (typeof v.id !== 'string') return { ok: false, reason: 'malformed' };
        if (!who) return { ok: true, event: null };
        const decision = veriffDecision(v.status, v.reasonCode, v.reason);
        if (!decision) return { ok: true, event: null };
        const event: KycEvent = {
          eventId: `${v.id}:${v.attemptId ?? ''}:${v.status}`,
          caseId: v.id,
          reference: who.reference,
          step: who.step,
          ...decision,
        };
        if (decision.type === 'verification.approved') {
          const born = calendarDateOf(v.person?.dateOfBirth);
          if (born) event.dateOfBirth = born;
          event.verified = verifiedOf(v.person);
        }
        return { ok: true, event };
      }
      const who = parseExternalId(hook.vendorData);
      if (typeof hook.id !== 'string' || typeof hook.action !== 'string') return { ok: false, reason: 'malformed' };
      if (!who || hook.action !== 'submitted') return { ok: true, event: null };
      return {
        ok: true,
        event: {
          eventId: `${hook.id}:${hook.attemptId ?? ''}:submitted`,
          type: 'verification.submitted',
          caseId: hook.id,
          reference: who.reference,
          step: who.step,
          documents: [],
        },
      };
    },
    // Documents stay at Veriff: the firm reads them in Veriff's Station.
    openDocument: async () => undefined,
  };
}
