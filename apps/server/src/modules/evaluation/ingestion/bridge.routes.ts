import type { FastifyInstance } from 'fastify';
import {
  ApiPath,
  CONTROL_CHARACTER,
  ResultCode,
  bridgeEventsEnvelope,
  bridgeEventsRequestSchema,
} from '@portal/contract';
import { controlCharacterRefusal, findControlCharacter } from '../../../http/control-characters.ts';
import { Refusal } from '../../../domain/result.ts';
import { markCredentialsRefused } from '../../../http/refusal-limit.ts';
import type { Clock } from '../../../lib/clock.ts';
import { checkSignature } from '../../../lib/signed-payload.ts';
import { wellFormedBridgeBody } from './bridge-body.ts';
import type { IngestionService } from './ingestion.service.ts';

export const BRIDGE_SIGNATURE_HEADER = 'x-bridge-signature';
/** A batch of 1000 events is about 250 KiB; above the API's 64 KiB default (docs/decisions/006-http-statuses.md). */
const BRIDGE_BODY_LIMIT = 1024 * 1024;

/**
 * Where a trading platform's bridge pushes an account's events, signed like the payment webhooks over the raw
 * body (lib/signed-payload.ts). Nothing is read before the signature and its age are checked (400 otherwise);
 * then the body must match the contract (400/-200). Repeats and late events are fine: the reply counts what was
 * new and what was a duplicate; events dated ahead of the server's clock or before the account opened are refused
 * by the ingestion (docs/decisions/013). Outside brand resolution: the platform and login name the account.
 */
/**
 * JSON text holds a control character either as itself or through an escape (`\n`, `\u0000` …): text with
 * neither (an escaped backslash before a letter counts too, erring on the side of checking) parses to none.
 */
const mayHoldControlCharacter = (raw: string) => CONTROL_CHARACTER.test(raw) || /\\[bfnrtu]/.test(raw);

const badRequest = (data: unknown): never => {
  throw new Refusal(ResultCode.RequestIsNotValid, data, 400);
};

export function bridgeRoutes(deps: { ingestionService: IngestionService; secret: string; clock: Clock }) {
  return async function (app: FastifyInstance) {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    app.post(
      ApiPath.bridgeEvents,
      {
        bodyLimit: BRIDGE_BODY_LIMIT,
        // Signed server-to-server traffic: a busy bridge may push more than the per-address limit for browsers.
        config: { rateLimit: false },
        schema: {
          tags: ['platform-bridge'],
          summary: `A platform's deals and equity for one account (signed: ${BRIDGE_SIGNATURE_HEADER})`,
          body: bridgeEventsRequestSchema,
          response: { 200: bridgeEventsEnvelope },
        },
        // The body is the raw signed text: it is validated after the signature, by hand.
        validatorCompiler: () => () => true,
      },
      async (req) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const header = req.headers[BRIDGE_SIGNATURE_HEADER];
        const check = checkSignature(
          deps.secret,
          typeof header === 'string' ? header : undefined,
          raw,
          deps.clock.now().getTime(),
        );
        if (check !== 'ok') {
          req.log.warn({ reason: check }, 'bridge push refused');
          markCredentialsRefused(req);
          return badRequest({ reason: check });
        }
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          return badRequest({ reason: 'malformed' });
        }
        // The raw body escapes the server-wide guard: the same check, once parsed (skipped when the text can hold
        // no control character, as a compact push of 1,000 events usually cannot).
        const controlAt = mayHoldControlCharacter(raw) ? findControlCharacter(json, 'body') : null;
        if (controlAt) throw controlCharacterRefusal(controlAt);
        // A well-formed body is checked by hand (bridge-body.ts); anything else goes to the schema,
        // which decides and names the issues.
        const body = wellFormedBridgeBody(json) ?? bridgeEventsRequestSchema.safeParse(json);
        if ('success' in body && !body.success) {
          const issues = body.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
          return badRequest({ issues });
        }
        const { platformId, login, events } = 'success' in body ? body.data : body;
        return { result: ResultCode.Ok, data: await deps.ingestionService.ingest(platformId, login, events) };
      },
    );
  };
}
