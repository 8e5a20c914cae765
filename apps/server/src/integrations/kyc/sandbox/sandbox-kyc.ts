import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { isCalendarDate } from '@portal/contract';
import type { Db, Queryable } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { sniffDocumentType } from '../../../lib/file-type.ts';
import { signedEventVerifier } from '../../../lib/signed-payload.ts';
import { createWebhookDeliveries, type WebhookSender } from '../../../lib/signed-webhooks.ts';
import type { KycDocument, KycEvent, KycEventType, KycProvider, KycStep } from '../kyc-provider.ts';
import { createSandboxKycRepository, type SandboxKycSession } from './sandbox-kyc.repository.ts';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256>` (lib/signed-payload.ts), as the sandbox payment provider signs. */
export const SANDBOX_KYC_SIGNATURE_HEADER = 'x-sandbox-kyc-signature';
export const SANDBOX_KYC_SESSION_TTL_MINUTES = 30;
export const SANDBOX_KYC_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Files one session takes, replacements included (a submission needs three at most). */
export const SANDBOX_KYC_MAX_UPLOADS = 20;

/** The files a submission needs: a document's front (and back for cards), a selfie for identity. */
export const SLOTS = ['front', 'back', 'selfie'] as const;
export type Slot = (typeof SLOTS)[number];
export const IDENTITY_DOCUMENTS = ['passport', 'idCard', 'drivingLicence'] as const;
export const ADDRESS_DOCUMENTS = ['utilityBill', 'bankStatement', 'taxLetter'] as const;

export const requiredSlots = (step: KycStep, documentType: string): Slot[] =>
  step === 'address' ? ['front'] : documentType === 'passport' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];

export type SandboxKycFailure =
  'session' | 'fileType' | 'tooLarge' | 'tooManyUploads' | 'slot' | 'documentType' | 'missingFiles' | 'dateOfBirth';
export class SandboxKycError extends Error {
  constructor(readonly failure: SandboxKycFailure) {
    super(`sandbox kyc: ${failure}`);
  }
}

/** A calendar date (YYYY-MM-DD) in the past and after 1900, else undefined. */
function pastDate(value: string | undefined, now: Date): string | undefined {
  if (!value || !isCalendarDate(value)) return undefined;
  return value >= '1900-01-01' && value < now.toISOString().slice(0, 10) ? value : undefined;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const stepOf = (n: number): KycStep => (n === 0 ? 'identity' : 'address');

/**
 * What the sandbox decides from the documents' file names, as real providers' sandboxes do: a name with
 * `reject` is rejected, `retry` asks for new documents, `approve` is approved; anything else waits for a person
 * (the console's identity queue).
 */
export function sandboxDecision(files: readonly { fileName: string }[]): KycEventType | undefined {
  const names = files.map((f) => f.fileName.toLowerCase());
  if (names.some((n) => n.includes('reject'))) return 'verification.rejected';
  if (names.some((n) => n.includes('retry'))) return 'verification.retry';
  if (names.some((n) => n.includes('approve'))) return 'verification.approved';
  return undefined;
}

/**
 * The sandbox verification provider: an offline stand-in that behaves like a hosted KYC service. It issues
 * single-use session tokens, serves its SDK script and widget page (sandbox-kyc.routes.ts), takes the uploads
 * (type sniffed from content, size limit, kept under the data directory, outside any web root), and reports the
 * submission and its decision through signed webhooks delivered with retries and back-off.
 */
export function createSandboxKyc(deps: {
  db: Db;
  secret: string;
  clock: Clock;
  webhookUrl: string;
  documentsDir: string;
  send?: WebhookSender;
  decisionDelayMs: number;
  log: FastifyBaseLogger;
}) {
  const repo = createSandboxKycRepository();
  const fileOf = (id: string) => join(deps.documentsDir, id);

  const provider: KycProvider = {
    name: 'sandbox',
    async createSession(req) {
      const token = randomBytes(32).toString('base64url');
      await repo.insertSession(deps.db, {
        tokenHash: hashToken(token),
        reference: req.reference,
        step: req.step === 'identity' ? 0 : 1,
        ttlMinutes: SANDBOX_KYC_SESSION_TTL_MINUTES,
      });
      return { token };
    },
    verifyWebhook: signedEventVerifier<KycEvent>(
      deps.secret,
      SANDBOX_KYC_SIGNATURE_HEADER,
      deps.clock,
      (event) =>
        typeof event.eventId === 'string' &&
        typeof event.caseId === 'string' &&
        typeof event.reference === 'string' &&
        (event.step === 'identity' || event.step === 'address'),
    ),
    async openDocument(caseId, documentId) {
      const s = await repo.sessionOfCase(deps.db, caseId);
      const doc = s?.files.find((f) => f.id === documentId);
      if (!doc) return undefined;
      return { mime: doc.mime, bytes: await readFile(fileOf(doc.id)) };
    },
  };

  /** An open session of this token, or a failure: unknown, used (submitted) or past its time. */
  async function openSession(q: Queryable, token: string, lock: boolean): Promise<SandboxKycSession> {
    const s = await repo.session(q, hashToken(token), lock);
    if (!s || s.status !== 'open' || s.expires_at.getTime() <= deps.clock.now().getTime())
      throw new SandboxKycError('session');
    return s;
  }
  /** An open session that may take one more file. */
  async function sessionForUpload(q: Queryable, token: string, lock: boolean): Promise<SandboxKycSession> {
    const s = await openSession(q, token, lock);
    if (s.uploads >= SANDBOX_KYC_MAX_UPLOADS) throw new SandboxKycError('tooManyUploads');
    return s;
  }
  const removeFiles = (docs: readonly KycDocument[]) => Promise.all(docs.map((d) => rm(fileOf(d.id), { force: true })));

  async function queue(tx: Queryable, event: Omit<KycEvent, 'eventId'>, delayMs = 0) {
    const full: KycEvent = { eventId: `kevt_${randomBytes(12).toString('hex')}`, ...event };
    await repo.queueEvent(tx, { eventId: full.eventId, payload: JSON.stringify(full), delayMs });
  }

  // db, secret, send, clock and log as given to the sandbox
  const deliveries = createWebhookDeliveries({
    ...deps,
    name: 'sandbox-kyc-webhooks',
    queue: repo,
    signatureHeader: SANDBOX_KYC_SIGNATURE_HEADER,
    url: deps.webhookUrl,
  });

  return {
    provider,
    deliveries,
    /** The step a live session is for (the SDK asks it to show the right documents). */
    async describe(token: string): Promise<{ step: KycStep; files: { slot: string; fileName: string }[] }> {
      const s = await openSession(deps.db, token, false);
      return { step: stepOf(s.step), files: s.files.map((f) => ({ slot: f.slot, fileName: f.fileName })) };
    },
    /**
     * Takes one file of a session into a slot; the type comes from the content. A file it replaces is deleted
     * (the disk holds what the session lists), and a session takes SANDBOX_KYC_MAX_UPLOADS files at most.
     */
    async upload(token: string, slot: string, fileName: string, bytes: Buffer): Promise<KycDocument> {
      if (!(SLOTS as readonly string[]).includes(slot)) throw new SandboxKycError('slot');
      if (bytes.length > SANDBOX_KYC_MAX_FILE_BYTES) throw new SandboxKycError('tooLarge');
      const mime = sniffDocumentType(bytes);
      if (!mime) throw new SandboxKycError('fileType');
      await sessionForUpload(deps.db, token, false);
      const doc: KycDocument = {
        id: randomUUID(),
        slot,
        fileName: fileName.replace(/[^\w.\- ]/g, '_').slice(0, 120) || 'document',
        mime,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
      await mkdir(deps.documentsDir, { recursive: true, mode: 0o700 });
      await writeFile(fileOf(doc.id), bytes, { mode: 0o600 });
      let replaced: KycDocument[];
      try {
        replaced = await deps.db.transaction(async (tx) => {
          const s = await sessionForUpload(tx, token, true);
          await repo.setFiles(tx, s.token_hash, [...s.files.filter((f) => f.slot !== slot), doc]);
          return s.files.filter((f) => f.slot === slot);
        });
      } catch (error) {
        await removeFiles([doc]); // refused after all (the session ended or filled meanwhile): nothing kept
        throw error;
      }
      await removeFiles(replaced);
      return doc;
    },
    /**
     * Submits a session's documents: the token is used up, a case opens, the submission is reported at once and
     * the sandbox's own decision (by file name) a little later; without one, the case waits for a person. The
     * identity step also takes the date of birth as printed on the document (a real provider reads it off the
     * document); it travels with the submission and with the approval, as verified data does.
     */
    async submit(token: string, documentType: string, dateOfBirth?: string): Promise<{ caseId: string }> {
      const caseId = await deps.db.transaction(async (tx) => {
        const s = await openSession(tx, token, true);
        const step = stepOf(s.step);
        const allowed: readonly string[] = step === 'identity' ? IDENTITY_DOCUMENTS : ADDRESS_DOCUMENTS;
        if (!allowed.includes(documentType)) throw new SandboxKycError('documentType');
        const born = step === 'identity' ? pastDate(dateOfBirth, deps.clock.now()) : undefined;
        if (step === 'identity' && !born) throw new SandboxKycError('dateOfBirth');
        const needed = requiredSlots(step, documentType);
        const files = s.files.filter((f) => (needed as string[]).includes(f.slot));
        if (files.length !== needed.length) throw new SandboxKycError('missingFiles');
        const id = `kyc_${randomBytes(12).toString('hex')}`;
        await repo.markSubmitted(tx, s.token_hash, id);
        const base = { caseId: id, reference: s.reference, step, ...(born ? { dateOfBirth: born } : {}) };
        await queue(tx, { ...base, type: 'verification.submitted', documentType, documents: files });
        const decision = sandboxDecision(files);
        if (decision)
          await queue(
            tx,
            {
              ...base,
              type: decision,
              ...(decision === 'verification.approved'
                ? {}
                : {
                    reason:
                      decision === 'verification.rejected'
                        ? 'The document could not be accepted (sandbox: the file name asks for a rejection).'
                        : 'The document was not readable (sandbox: the file name asks for a retry).',
                  }),
            },
            deps.decisionDelayMs,
          );
        return id;
      });
      deliveries.kick();
      deliveries.kick(deps.decisionDelayMs + 50);
      return { caseId };
    },
  };
}
export type SandboxKyc = ReturnType<typeof createSandboxKyc>;
