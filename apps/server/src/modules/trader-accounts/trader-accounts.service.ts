import {
  ChallengeStatus,
  ResultCode,
  type LoginCredentials,
  type PlatformCredentials,
  type TraderAccount,
  type TraderAccounts,
} from '@portal/contract';
import type { Db, Queryable } from '../../db/client.ts';
import type { TradingPlatformAdapter } from '../../integrations/trading-platform/trading-platform.ts';
import { refuse } from '../../http/refusal.ts';
import { isUuid } from '../../lib/ids.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { PackageSnapshot } from '../orders/order-snapshot.ts';
import type { PackagesService } from '../packages/packages.service.ts';
import type { TraderAccountRow, TraderAccountsRepository } from './trader-accounts.repository.ts';

const toTraderAccount = (r: TraderAccountRow): TraderAccount => ({
  id: r.id,
  login: r.login,
  status: r.status,
  phase: r.is_funded ? null : r.stage,
  isFunded: r.is_funded,
  packageId: r.package_id,
  packageName: r.package_name,
  traderPackageType: r.trader_package_type,
  group: r.group_name,
  accountSize: r.account_size,
  currency: r.currency,
  platform: { id: r.platform_id, name: r.platform_name, type: r.platform_type, demoModeNote: r.demo_mode_note },
  orderId: r.order_id,
  createdAt: r.created_at.toISOString(),
  metrics: {
    balance: r.balance,
    equity: r.equity,
    profit: r.balance - r.account_size,
    updatedAt: r.metrics_updated_at.toISOString(),
  },
});

/** Stage-1 trading status of SPEC §4 (docs/decisions/010-buying.md): evaluation phases trade as Stage N. */
const STAGE_STATUS = [
  ChallengeStatus.Stage1KycSuccess,
  ChallengeStatus.Stage2KycSuccess,
  ChallengeStatus.Stage3KycSuccess,
];

/** The trader's trading accounts: provisioning on the platform, the list, credentials and platform links. */
export function createTraderAccountsService(deps: {
  db: Db;
  traderAccountsRepository: TraderAccountsRepository;
  packagesService: PackagesService;
  platform: TradingPlatformAdapter;
  passwords: SecretBox;
}) {
  const { db, traderAccountsRepository: accounts } = deps;

  /** -50 for an id that is not one of the trader's accounts (unknown and foreign look the same). */
  async function own(brandId: string, userId: string, id: string): Promise<TraderAccountRow> {
    const row = isUuid(id) ? await accounts.get(db, brandId, userId, id) : undefined;
    return row ?? refuse(ResultCode.NotAuthorized);
  }

  return {
    /**
     * Opens the phase-1 account of a paid order on its platform, inside the payment's transaction. Idempotent:
     * an order that already has its account gets the same one back.
     */
    async provisionForOrder(
      tx: Queryable,
      order: { id: string; brandId: string; userId: string; snapshot: PackageSnapshot; email: string },
    ): Promise<string> {
      const existing = await accounts.findForOrder(tx, order.id, 1);
      if (existing) return existing;
      const p = order.snapshot;
      const created = await deps.platform.provisionAccount(tx, {
        platformId: p.platformId,
        platformType: p.platformType,
        serverName: p.platformServer,
        currency: p.currency,
        balance: p.accountSize,
        leverage: p.leverage,
        traderEmail: order.email,
      });
      return accounts.insert(tx, {
        brandId: order.brandId,
        userId: order.userId,
        orderId: order.id,
        packageId: p.id,
        packageName: p.name,
        traderPackageType: p.traderPackageType,
        group: p.group,
        accountSize: p.accountSize,
        currency: p.currency,
        platformId: p.platformId,
        stage: 1,
        isFunded: false,
        status: STAGE_STATUS[0]!,
        rules: p.phases[0]!.rules,
        leverage: p.leverage,
        login: created.login,
        passwordSealed: created.password && deps.passwords.seal(created.password),
        server: created.server,
        platformAccountId: created.platformAccountId,
      });
    },

    async list(brand: BrandRow, userId: string): Promise<TraderAccounts> {
      const rows = await accounts.list(db, brand.id, userId);
      return {
        items: rows.map(toTraderAccount),
        useGroups: brand.settings.useGroups === true,
        useTraderPackageType: brand.settings.useTraderPackageType === true,
      };
    },

    async loginCredentials(brandId: string, userId: string, id: string): Promise<LoginCredentials> {
      const a = await own(brandId, userId, id);
      return {
        login: a.login,
        password: a.password_sealed ? deps.passwords.open(a.password_sealed) : null,
        server: a.server,
        platformAccountId: a.platform_account_id,
      };
    },

    async platformCredentials(brandId: string, origin: string): Promise<PlatformCredentials> {
      const absolute = (link: string | undefined) => (link ? (link.startsWith('/') ? `${origin}${link}` : link) : null);
      return (await deps.packagesService.platforms(brandId)).map((p) => ({
        platformId: p.id,
        name: p.name,
        type: p.type,
        links: {
          web: absolute(p.links.web),
          ios: absolute(p.links.ios),
          android: absolute(p.links.android),
          windows: absolute(p.links.windows),
          mac: absolute(p.links.mac),
        },
      }));
    },

    async platformRedirectUrl(brandId: string, userId: string, id: string, origin: string) {
      const a = await own(brandId, userId, id);
      return {
        platform_redirect_url: await deps.platform.signInUrl({ login: a.login, platformId: a.platform_id }, origin),
      };
    },
  };
}
export type TraderAccountsService = ReturnType<typeof createTraderAccountsService>;
