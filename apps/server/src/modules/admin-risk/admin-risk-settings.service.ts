import {
  RISK_PARAMETER_UNITS,
  type AdminRiskSettings,
  type AdminRiskSettingsUpdateRequest,
  type RiskSignal,
} from '@portal/contract';
import type { Db } from '../../db/client.ts';
import {
  defaultRiskParameters,
  RiskParameterError,
  riskParameters,
  type RiskParameters,
} from '../../domain/risk/index.ts';
import { invalidRequest } from '../../domain/result.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUuid } from '../../lib/ids.ts';
import { assertInScope, type AdminCaller } from '../admin-operators/admin-caller.ts';
import type { Audit } from '../admin-operators/audit.ts';
import { DEFAULT_RISK_THRESHOLD } from '../payouts/risk-hold.ts';
import {
  parametersFrom,
  type RiskSettingsRepository,
  type StoredRiskSettingsRow,
} from '../risk/risk-settings.repository.ts';
import type { AdminRiskRepository } from './admin-risk.repository.ts';

type Overrides = Parameters<typeof riskParameters>[0];

// The contract lists the domain's parameters by name: a parameter added to one and not the other fails here.
type NamesOf<T> = { [S in keyof T]: keyof T[S] };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const SAME_NAMES: Same<NamesOf<RiskParameters>, NamesOf<typeof RISK_PARAMETER_UNITS>> = true;
void SAME_NAMES;

const SIGNALS = Object.keys(RISK_PARAMETER_UNITS) as RiskSignal[];

/** The overrides given, without the sections left empty (null: none, the defaults throughout). */
function overridesOf(parameters: AdminRiskSettingsUpdateRequest['parameters']): Overrides | null {
  const kept = SIGNALS.flatMap((signal) => {
    const given = Object.entries(parameters?.[signal] ?? {}).filter(([, v]) => v !== undefined);
    return given.length > 0 ? [[signal, Object.fromEntries(given)] as const] : [];
  });
  return kept.length > 0 ? (Object.fromEntries(kept) as Overrides) : null;
}

/**
 * A brand's risk settings for the console (docs/risk-desk.md): the risk desk reads them, owners and brand admins
 * change them, audited in the change's transaction. Nothing caches them: detection reads the row on each pass,
 * the case screens on each read, and the payout hold in its query.
 */
export function createAdminRiskSettingsService(deps: {
  db: Db;
  clock: Clock;
  audit: Audit;
  adminRiskRepository: AdminRiskRepository;
  riskSettingsRepository: RiskSettingsRepository;
}) {
  const { db, adminRiskRepository: repo, riskSettingsRepository: settings } = deps;

  /** Unknown and out-of-scope brands answer alike, 403/-50. */
  async function reach(caller: AdminCaller, brandId: string) {
    const known = isUuid(brandId) && (await repo.brandExists(db, brandId));
    assertInScope(caller, known ? brandId : undefined);
  }

  function view(brandId: string, stored: StoredRiskSettingsRow | undefined): AdminRiskSettings {
    const params = parametersFrom(stored?.parameters);
    const section = <S extends RiskSignal>(signal: S) =>
      Object.fromEntries(
        Object.keys(RISK_PARAMETER_UNITS[signal]).map((name) => [
          name,
          {
            value: (params[signal] as Record<string, number>)[name]!,
            default: (defaultRiskParameters[signal] as Record<string, number>)[name]!,
          },
        ]),
      ) as AdminRiskSettings['parameters'][S];
    return {
      brandId,
      custom: stored !== undefined,
      threshold: { value: stored?.threshold ?? DEFAULT_RISK_THRESHOLD, default: DEFAULT_RISK_THRESHOLD },
      parameters: {
        copy: section('copy'),
        hedge: section('hedge'),
        strategy: section('strategy'),
        identity: section('identity'),
      },
      updatedAt: stored?.updated_at.toISOString() ?? null,
    };
  }

  return {
    async get(caller: AdminCaller, brandId: string): Promise<AdminRiskSettings> {
      await reach(caller, brandId);
      return view(brandId, await settings.stored(db, brandId));
    },

    async update(
      caller: AdminCaller,
      brandId: string,
      body: AdminRiskSettingsUpdateRequest,
    ): Promise<AdminRiskSettings> {
      await reach(caller, brandId);
      const overrides = overridesOf(body.parameters);
      try {
        // The domain holds each parameter's range: one refused here is one detection would not run on.
        riskParameters(overrides ?? {});
      } catch (error) {
        if (!(error instanceof RiskParameterError)) throw error;
        invalidRequest([
          { path: `parameters.${error.parameter}`, message: 'validation.riskSetting', detail: error.message },
        ]);
      }
      await db.transaction(async (tx) => {
        const stored = await settings.stored(tx, brandId, true);
        await settings.save(tx, brandId, overrides, body.threshold, deps.clock.now());
        await deps.audit.record(tx, caller, {
          action: 'riskSettings.updated',
          targetType: 'brand',
          targetId: brandId,
          brandId,
          before: { threshold: stored?.threshold ?? DEFAULT_RISK_THRESHOLD, parameters: stored?.parameters ?? null },
          after: { threshold: body.threshold, parameters: overrides },
        });
      });
      return view(brandId, await settings.stored(db, brandId));
    },
  };
}
export type AdminRiskSettingsService = ReturnType<typeof createAdminRiskSettingsService>;
