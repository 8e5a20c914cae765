import type { FastifyInstance, FastifyReply } from 'fastify';
import { ResultCode } from '@portal/contract';
import { SANDBOX_KYC_MAX_FILE_BYTES, SandboxKycError, type SandboxKyc, type SandboxKycFailure } from './sandbox-kyc.ts';
import { SANDBOX_KYC_SDK, SANDBOX_KYC_WIDGET_BOOT, widgetPage } from './sdk-script.ts';

const STATUS: Record<SandboxKycFailure, number> = {
  session: 401,
  fileType: 415,
  tooLarge: 413,
  tooManyUploads: 429,
  slot: 400,
  documentType: 400,
  missingFiles: 400,
  dateOfBirth: 400,
};

/**
 * The sandbox verification provider's own endpoints, served by this server as a real provider serves its own:
 * the SDK script, the widget page, and the API they call with the session token (header `x-kyc-token`).
 */
export function sandboxKycRoutes(deps: { kyc: SandboxKyc }) {
  return async function (app: FastifyInstance) {
    const hide = { schema: { hide: true } };
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: SANDBOX_KYC_MAX_FILE_BYTES },
      (_req, body, done) => done(null, body),
    );
    const script = (reply: FastifyReply, js: string) =>
      reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(js);
    app.get('/kyc/sandbox/sdk.js', hide, (_req, reply) => script(reply, SANDBOX_KYC_SDK));
    app.get('/kyc/sandbox/widget.js', hide, (_req, reply) => script(reply, SANDBOX_KYC_WIDGET_BOOT));
    app.get('/kyc/sandbox/widget', hide, (_req, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(widgetPage()),
    );

    const token = (headers: Record<string, unknown>) =>
      typeof headers['x-kyc-token'] === 'string' ? headers['x-kyc-token'] : '';
    // Its errors are the portal's envelope (SPEC §3) like every other reply of this server, the reason in data.
    const refused = (reply: FastifyReply, error: unknown) => {
      if (!(error instanceof SandboxKycError)) throw error;
      const result =
        error.failure === 'fileType'
          ? ResultCode.WrongFileExtension
          : error.failure === 'tooManyUploads'
            ? ResultCode.TechnicalError // a limit reached: -10 with 429, as every limit of the portal answers
            : ResultCode.RequestIsNotValid;
      return reply.status(STATUS[error.failure]).send({ result, data: { reason: error.failure } });
    };

    app.get('/kyc/sandbox/api/session', hide, async (req, reply) => {
      try {
        return await deps.kyc.describe(token(req.headers));
      } catch (e) {
        return refused(reply, e);
      }
    });
    app.put('/kyc/sandbox/api/files/:slot', hide, async (req, reply) => {
      const { slot } = req.params as { slot: string };
      const name = req.headers['x-file-name'];
      let fileName = 'document';
      try {
        if (typeof name === 'string') fileName = decodeURIComponent(name);
      } catch {
        /* an undecodable name stays the default */
      }
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        const doc = await deps.kyc.upload(token(req.headers), slot, fileName, body);
        return { id: doc.id, slot: doc.slot, mime: doc.mime, size: doc.size };
      } catch (e) {
        return refused(reply, e);
      }
    });
    app.post('/kyc/sandbox/api/submit', hide, async (req, reply) => {
      const body = req.body as { documentType?: unknown; dateOfBirth?: unknown } | null;
      const text = (v: unknown) => (typeof v === 'string' ? v : '');
      try {
        return await deps.kyc.submit(token(req.headers), text(body?.documentType), text(body?.dateOfBirth));
      } catch (e) {
        return refused(reply, e);
      }
    });
  };
}
