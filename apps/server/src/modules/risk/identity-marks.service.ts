import type { Db } from '../../db/client.ts';
import { identityFinding, reopens } from '../../domain/risk/identity-cases.ts';
import type { IdentityMarks, Mark, MarkKind } from '../../domain/risk/identity-marks.ts';
import type { RiskParameters } from '../../domain/risk/parameters.ts';
import type { Clock } from '../../lib/clock.ts';
import { derivedKey } from '../../lib/secret-box.ts';
import { keyedHash } from '../../lib/secrets.ts';
import { createIdentityCasesRepository, type IdentityCasesRepository } from './identity-cases.repository.ts';
import { createIdentityMarksRepository, type IdentityMarksRepository } from './identity-marks.repository.ts';
import { createRiskSettingsRepository, type RiskSettingsRepository } from './risk-settings.repository.ts';

/** Traders read of one device, destination or document: far more than any honest sharing, enough for a farm. */
const SIGHTINGS_READ = 200;

/** A case's stable name: the signal, the kind and the value's hash (never the value). */
export const identitySubject = (kind: MarkKind, hash: string) => `identity:${kind}:${hash}`;

/**
 * Signal 4 live (docs/risk.md): records what a trader acted with (one statement: the marks upserted, and whether
 * another trader has any of them), and only for a shared value reads who else has it and opens or updates the
 * case `identity:<kind>:<hash>` with their active accounts. Values are kept as keyed hashes (HMAC under a key
 * derived from the server secret): a leaked table names no address, IBAN or document, and a guessed IBAN cannot
 * be checked against it without the secret.
 */
export function createIdentityMarksService(deps: {
  db: Db;
  serverSecret: string;
  clock: Clock;
  log: { warn(obj: object, msg: string): void };
  marksRepository?: IdentityMarksRepository;
  casesRepository?: IdentityCasesRepository;
  settingsRepository?: RiskSettingsRepository;
}): IdentityMarks & { hashOf(mark: Mark): string } {
  const { db } = deps;
  const marks = deps.marksRepository ?? createIdentityMarksRepository();
  const cases = deps.casesRepository ?? createIdentityCasesRepository();
  const settings = deps.settingsRepository ?? createRiskSettingsRepository();
  const key = derivedKey(deps.serverSecret, 'risk-marks');
  const hashOf = (mark: Mark) => keyedHash(key, `${mark.kind}:${mark.value}`);

  async function judge(brandId: string, kind: MarkKind, hash: string, params: RiskParameters['identity'], at: Date) {
    const limit = kind === 'ip' ? params.ipMaxTraders + 1 : SIGHTINGS_READ;
    const finding = identityFinding(kind, await marks.sightingsOf(db, brandId, kind, hash, limit), params);
    if (!finding) return;
    // A case is about accounts: traders without one yet are in its shared marks, and join when they buy.
    const accounts = await cases.activeAccounts(db, brandId, finding.userIds);
    if (accounts.length === 0) return;
    await db.transaction(async (tx) => {
      const found = await cases.lockCase(tx, brandId, identitySubject(kind, hash), { ...finding, at });
      const added = await cases.addAccounts(tx, found.id, accounts);
      const reopen =
        !found.created &&
        found.status !== 'open' &&
        reopens(
          found.userIds,
          accounts.map((a) => a.user_id),
        );
      if (added > 0 || found.score !== finding.score) await cases.updateCase(tx, found.id, { ...finding, reopen, at });
    });
  }

  return {
    hashOf,
    async record(brandId, userId, given, options) {
      try {
        const unique = new Map<string, Mark>();
        for (const m of given) if (m) unique.set(`${m.kind}:${m.value}`, m);
        const at = deps.clock.now();
        const hashed = [...unique.values()].map((m) => ({ kind: m.kind, hash: hashOf(m), shown: m.shown }));
        const recorded = hashed.length > 0 ? await marks.upsertMarks(db, brandId, userId, hashed, at) : [];
        const shared = options?.allShared
          ? await marks.sharedOf(db, brandId, userId)
          : recorded.filter((m) => m.shared);
        if (shared.length === 0) return;
        const params = (await settings.parameters(db, brandId)).identity;
        for (const m of shared) await judge(brandId, m.kind, m.hash, params, at);
      } catch (err) {
        // The trader's sign-in, order, verification or payout stands: a missed mark is caught at the next one.
        deps.log.warn({ err, brandId, userId }, 'identity marks not recorded');
      }
    },
  };
}
export type IdentityMarksService = ReturnType<typeof createIdentityMarksService>;
