import { randomBytes } from 'node:crypto';
import { ResultCode, type OperatorAction } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { apiKeyMayHave } from '../../domain/operators/permissions.ts';
import { refuse, unauthorized } from '../../domain/result.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import { sha256 } from '../../lib/secrets.ts';
import { forbidden, type AdminCaller } from './admin-caller.ts';
import type { ApiKeyRow, ApiKeysRepository } from './api-keys.repository.ts';
import type { Audit } from './audit.ts';

export const API_KEY_HEADER = 'x-api-key';
const PREFIX_LENGTH = 10;

const toApiKey = (r: ApiKeyRow) => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  brandIds: r.brand_ids,
  actions: r.actions,
  createdAt: r.created_at.toISOString(),
  lastUsedAt: r.last_used_at?.toISOString() ?? null,
  revokedAt: r.revoked_at?.toISOString() ?? null,
});

/** Scoped keys for machine clients, created by an owner (docs/decisions/013-operators-and-admin-api.md). */
export function createApiKeysService(deps: {
  db: Db;
  apiKeysRepository: ApiKeysRepository;
  audit: Audit;
  clock: Clock;
}) {
  const { db, apiKeysRepository: keys, audit, clock } = deps;
  return {
    /** The key a request presents, as a caller: 401/-17 when unknown or revoked. */
    async authenticate(key: string, ip: string): Promise<{ caller: AdminCaller; actions: readonly string[] }> {
      const row = key.startsWith('pk_') && key.length < 200 ? await keys.findByHash(db, sha256(key)) : undefined;
      if (!row || row.revoked_at) return unauthorized();
      await keys.touch(db, row.id, clock.now());
      return {
        caller: {
          actorType: 'api_key',
          actorId: row.id,
          email: row.name,
          role: null,
          scope: row.brand_ids ? { all: false, brandIds: row.brand_ids } : { all: true },
          ip,
        },
        actions: row.actions,
      };
    },

    async create(caller: AdminCaller, input: { name: string; brandIds: string[] | null; actions: OperatorAction[] }) {
      if (!input.actions.every(apiKeyMayHave)) refuse(ResultCode.RequestIsNotValid, { field: 'actions' });
      const key = `pk_${randomBytes(32).toString('base64url')}`;
      return db.transaction(async (tx) => {
        if (input.brandIds) {
          const known = await tx.query('select id from brands where id = any($1::uuid[])', [input.brandIds]);
          if (known.length !== new Set(input.brandIds).size)
            refuse(ResultCode.RequestIsNotValid, { field: 'brandIds' });
        }
        const row = await keys.insert(tx, {
          name: input.name,
          keyHash: sha256(key),
          prefix: key.slice(0, PREFIX_LENGTH),
          brandIds: input.brandIds ? [...new Set(input.brandIds)] : null,
          actions: [...new Set(input.actions)],
          createdBy: caller.actorType === 'operator' ? caller.actorId : null,
          now: clock.now(),
        });
        await audit.record(tx, caller, {
          action: 'apiKeys.created',
          targetType: 'api_key',
          targetId: row.id,
          after: toApiKey(row),
        });
        return { ...toApiKey(row), key };
      });
    },

    list: async () => ({ items: (await keys.list(db)).map(toApiKey) }),

    async revoke(caller: AdminCaller, id: string) {
      return db.transaction(async (tx) => {
        const before = isUuid(id) ? await keys.findForUpdate(tx, id) : undefined;
        if (!before) return forbidden();
        const after = (await keys.revoke(tx, id, clock.now()))!;
        await audit.record(tx, caller, {
          action: 'apiKeys.revoked',
          targetType: 'api_key',
          targetId: id,
          before: toApiKey(before),
          after: toApiKey(after),
        });
        return toApiKey(after);
      });
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
