import { z } from 'zod';
import { ResultCode } from '../result-codes.ts';
import { validationIssueSchema } from './envelope.ts';
import { riskCaseRefSchema } from './admin-risk.ts';
import { eligibilityItemSchema } from './payouts.ts';

/**
 * The replies that are not a call's success, as the server sends them (ARCHITECTURE "The wire contract"): each is
 * the envelope `{ result, data }` with a result code of SPEC §8 other than 0, and `data` null or the facts behind
 * the refusal. They are documented in the OpenAPI document (apps/server/src/http/openapi.ts) next to each
 * operation's success; the server renders them itself (http/error-handler.ts), so these schemas only describe.
 */

const refusalCodes = Object.values(ResultCode).filter((code) => code !== ResultCode.Ok);
/** Any result code but 0. */
export const refusalCodeSchema = z.literal(refusalCodes).meta({
  id: 'RefusalCode',
  description: 'A result code of SPEC §8 other than 0 (OK)',
});

const refusal = <T extends z.ZodType>(id: string, description: string, data: T) =>
  z.object({ result: refusalCodeSchema, data }).meta({ id, description });

/** What a request that is not valid is told: the fields and why (400, -200). */
export const issuesDataSchema = z.object({ issues: z.array(validationIssueSchema) });

/** The facts behind a refusal answered with HTTP 200 (a business refusal), one shape per kind of refusal. */
export const refusalDataSchema = z
  .union([
    /** -7, -71: the profile's fields and why each was refused (a translation key) */
    z.object({ fields: z.record(z.string(), z.string()) }),
    /** -60, -70, -100, -201, -202, -40 on a payout request: the checklist that says which item is red */
    z.object({ checklist: z.array(eligibilityItemSchema) }),
    /** -18 on sign-in: the e-mail must be verified first */
    z.object({ emailVerificationRequired: z.literal(true), email: z.string() }),
    /** -31 on sign-in: the second factor is asked with this challenge */
    z.object({ challenge: z.string(), expiresInSeconds: z.number() }),
    /** -30 on the second factor: what is left before the challenge is spent */
    z.object({ triesLeft: z.number().int() }),
    /** -800: the bot check to pass, with the site key it was asked with */
    z.object({ siteKey: z.string().optional() }),
    /** -74: the unpaid order that holds the discount code */
    z.object({ unpaidOrderId: z.string() }),
    /** -200 on an order or payout in the wrong state: its status (and whether a retry may pass) */
    z.object({ status: z.number().int(), retry: z.boolean().optional() }),
    /** -60 on approving or paying a payout: the open risk cases that hold it until an analyst decides them */
    z.object({ reason: z.literal('riskCase'), riskCases: z.array(riskCaseRefSchema) }),
    /** -200 or -60 with a reason: e.g. `status`, `notFunded`, `method`, `unknownAccount` */
    z.object({ reason: z.string(), status: z.number().int().optional() }),
    /** -200 on the platform bridge: the batch refused whole, with the events or the position concerned */
    z.looseObject({ reason: z.enum(['eventTime', 'closeExceedsOpen']) }),
    /** -200 on an admin call: the field that was refused */
    z.object({ field: z.string() }),
    /** -40 on approving a payout: the profit above the initial balance and what the payout takes */
    z.object({ closedProfit: z.number().int(), grossProfit: z.number().int() }),
    /** -200 on an account status change that names none */
    z.object({ blocked: z.boolean() }),
    /** -999: the client is older than the server's minimum site version, and must reload */
    z.object({ minVersion: z.string() }),
  ])
  .meta({ id: 'RefusalData' });

/** HTTP 200 with a result code other than 0: the call was understood and refused (SPEC §8). */
export const refusalEnvelope = refusal(
  'Refusal',
  'The call was understood and refused: `result` says why, `data` is null or the facts behind it',
  refusalDataSchema.nullable(),
);

/**
 * HTTP 400 (-200): the request is not valid (schema, malformed JSON, a control character, a weak password…, or a
 * state it cannot apply to, with the facts); the platform bridge's own refusals name a reason and the events concerned.
 */
export const invalidRequestEnvelope = refusal(
  'InvalidRequest',
  'The request is not valid: `data.issues` names each field and why',
  z.union([
    issuesDataSchema,
    z.looseObject({ reason: z.string() }).meta({ description: 'the platform bridge: why the batch was refused' }),
    // A -200 of a call that was understood but asks for what the state forbids is a 400 too, with its facts.
    refusalDataSchema,
    z.null(),
  ]),
);

/** 401: the access token or the session is missing, expired (-9) or not valid (-17). */
export const unauthorizedEnvelope = refusal('Unauthorized', 'No valid access token or session', z.null());

/** 403 (-50): the caller may not (a role, a brand scope, CSRF, a password to change first). */
export const forbiddenEnvelope = refusal(
  'Forbidden',
  'The caller may not make this call',
  z.object({ mustChangePassword: z.literal(true) }).nullable(),
);

/** 404: no such file, or nothing at that path. */
export const notFoundEnvelope = refusal('NotFound', 'Nothing at this address', issuesDataSchema.nullable());

/** 409: the state does not allow the call (e.g. two-factor already on). */
export const conflictEnvelope = refusal(
  'Conflict',
  'The state does not allow this call',
  z.object({ twoFactorEnabled: z.literal(true) }),
);

/** 429: too many calls; try again after `retryAfterSeconds` (also in Retry-After). */
export const tooManyRequestsEnvelope = refusal(
  'TooManyRequests',
  'Too many calls: try again after `data.retryAfterSeconds`',
  z.object({ retryAfterSeconds: z.number().int() }),
);

/** 500 (a fault, logged under the request id) and 503 (the database cannot be reached: try again). */
export const faultEnvelope = refusal(
  'Fault',
  'The server could not answer: `data.requestId` names the call in its log',
  z.object({ requestId: z.string() }),
);
