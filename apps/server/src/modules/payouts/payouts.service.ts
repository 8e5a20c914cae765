import {
  maskedTail,
  normalIban,
  PayoutStatus,
  ResultCode,
  type BankTransferRequest,
  type CryptoTransferRequest,
  type Payout,
  type PayoutBounds,
} from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { boundsIn, closedProfitAbove, grossProfitFor } from '../../domain/payouts/payout-money.ts';
import { Refusal, refuse } from '../../domain/result.ts';
import {
  clientMarks,
  payoutDestinationMark,
  type IdentityMarks,
  type TraderClient,
} from '../../domain/risk/identity-marks.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { BrandRow } from '../brands/brand.ts';
import type { TraderAccountsService } from '../trader-accounts/trader-accounts.service.ts';
import type { PayoutMailer } from './payout-mails.ts';
import { methodsOf } from './payout-settings.ts';
import type { PayoutSummaries } from './payout-summary.ts';
import { toPayout } from './payout-view.ts';
import type { PayoutsRepository } from './payouts.repository.ts';

type Destination = { method: 'bankTransfer' | 'crypto'; masked: string; details: Record<string, string> };

function bankDestination(r: BankTransferRequest): Destination {
  const iban = r.iban ? normalIban(r.iban) : null;
  const details: Record<string, string> = { accountHolder: r.accountHolder, bankCountry: r.bankCountry };
  if (iban) details.iban = iban;
  if (r.accountNumber) details.accountNumber = r.accountNumber.replace(/\s+/g, '');
  if (r.swiftBic) details.swiftBic = r.swiftBic.replace(/\s+/g, '').toUpperCase();
  return {
    method: 'bankTransfer',
    masked: `${r.bankCountry} ${maskedTail(iban ?? details.accountNumber ?? '')}`,
    details,
  };
}

const cryptoDestination = (r: CryptoTransferRequest): Destination => ({
  method: 'crypto',
  masked: `${r.asset} · ${r.network} · ${maskedTail(r.address)}`,
  details: { asset: r.asset, network: r.network, address: r.address },
});

/**
 * The trader's payouts (docs/decisions/018-payouts.md): the ProfitWidget and checklist, the bounds and methods,
 * history and details, and requests: one pending per account, idempotent per key, details sealed at rest.
 */
export function createPayoutsService(deps: {
  db: Db;
  payoutsRepository: PayoutsRepository;
  summaries: PayoutSummaries;
  traderAccountsService: Pick<TraderAccountsService, 'lock'>;
  details: SecretBox;
  mailer: PayoutMailer;
  clock: Clock;
  /** the destination, address and device of each request, for the risk desk (signal 4) */
  identityMarks: IdentityMarks;
}) {
  const { db, payoutsRepository: repo, summaries } = deps;

  async function ownedFunded(brandId: string, userId: string, accountId: string) {
    // Another trader's account answers as an unknown one, and as every foreign id does: not yours (-50).
    if (!(isUuid(accountId) && (await repo.owns(db, brandId, userId, accountId))))
      return refuse(ResultCode.NotAuthorized);
    const [account] = await repo.fundedAccounts(db, brandId, userId, accountId);
    // The trader's own account, not funded (still in its challenge, or failed): the payout rule's refusal.
    return account ?? refuse(ResultCode.PayoutIsBlocked, { reason: 'notFunded' });
  }

  async function request(
    brand: BrandRow,
    userId: string,
    body: { traderAccountId: string; amount: number; idempotencyKey: string },
    destination: Destination,
    client: TraderClient,
  ): Promise<Payout> {
    // Recorded first: a destination another trader uses has its case open before this payout waits for review,
    // and a refused request to it says as much as a granted one.
    await deps.identityMarks.record(
      brand.id,
      userId,
      [...clientMarks(client), payoutDestinationMark(destination.details)],
      { allShared: true },
    );
    try {
      return await requestOnce(brand, userId, body, destination);
    } catch (err) {
      // A concurrent request with the same key made the payout (and so this one saw it pending): it is the answer.
      const made = err instanceof Refusal ? await repo.byIdempotencyKey(db, userId, body.idempotencyKey) : undefined;
      if (made) return toPayout(made);
      throw err;
    }
  }

  async function requestOnce(
    brand: BrandRow,
    userId: string,
    body: { traderAccountId: string; amount: number; idempotencyKey: string },
    destination: Destination,
  ): Promise<Payout> {
    const repeated = await repo.byIdempotencyKey(db, userId, body.idempotencyKey);
    if (repeated) return toPayout(repeated);
    const account = await ownedFunded(brand.id, userId, body.traderAccountId);
    const settings = await summaries.settingsOf(db, brand.id);
    if (destination.method === 'bankTransfer' ? !settings.bank_transfer : !isOffered(settings, destination))
      refuse(ResultCode.RequestIsNotValid, { reason: 'method' });
    // The checklist with the platform's answer, then again under the account's lock: concurrent requests
    // (a double click, 50 at once) serialise there, and the partial unique index is the last word.
    const before = await summaries.summarise(db, account, { amount: body.amount, settings });
    if (before.result !== ResultCode.Ok) refuse(before.result as never, { checklist: before.checklist });
    const created = await db.transaction(async (tx) => {
      await deps.traderAccountsService.lock(tx, account.id);
      const again = await repo.byIdempotencyKey(tx, userId, body.idempotencyKey);
      if (again) return again.id;
      const now = await summaries.summarise(tx, account, { amount: body.amount, settings });
      if (now.result !== ResultCode.Ok) refuse(now.result as never, { checklist: now.checklist });
      const id = await repo.insert(tx, {
        brand_id: brand.id,
        user_id: userId,
        account_id: account.id,
        method: destination.method,
        amount: body.amount,
        currency: account.currency,
        profit_split_percent: account.profit_split_percent,
        gross_profit: grossProfitFor(
          body.amount,
          account.profit_split_percent,
          closedProfitAbove(now.balance, account.account_size),
        ),
        destination: destination.masked,
        details_sealed: deps.details.seal(JSON.stringify(destination.details)),
        idempotency_key: body.idempotencyKey,
        requested_at: deps.clock.now(),
        request_checklist: now.checklist,
      });
      if (!id) return (await repo.byIdempotencyKey(tx, userId, body.idempotencyKey))!.id;
      const row = (await repo.owned(tx, brand.id, userId, id))!;
      await deps.mailer.queue(tx, brand, await repo.user(tx, userId), row);
      return id;
    });
    deps.mailer.kick();
    return toPayout((await repo.owned(db, brand.id, userId, created))!);
  }

  const isOffered = (settings: Parameters<typeof methodsOf>[0], d: Destination) =>
    methodsOf(settings).crypto.some((c) => c.asset === d.details.asset && c.network === d.details.network);

  return {
    async profitWidget(brandId: string, userId: string, q: { traderAccountId?: string; amount?: number }) {
      // One account: the trader's own (another's answers -50 like an unknown one); not funded, it has no picture.
      if (
        q.traderAccountId &&
        !(isUuid(q.traderAccountId) && (await repo.owns(db, brandId, userId, q.traderAccountId)))
      )
        return refuse(ResultCode.NotAuthorized);
      const accounts = await repo.fundedAccounts(db, brandId, userId, q.traderAccountId);
      const settings = await summaries.settingsOf(db, brandId);
      return {
        items: await Promise.all(accounts.map((a) => summaries.summarise(db, a, { amount: q.amount, settings }))),
      };
    },

    async bounds(brandId: string): Promise<PayoutBounds> {
      const s = await summaries.settingsOf(db, brandId);
      const usd = { min: s.min_usd, max: s.max_usd };
      return {
        currency: 'USD',
        ...usd,
        converted: Object.keys(s.usd_rates).flatMap((currency) => {
          const b = boundsIn(currency, usd, s.usd_rates);
          return b ? [{ currency, ...b }] : [];
        }),
      };
    },

    methods: async (brandId: string) => methodsOf(await summaries.settingsOf(db, brandId)),

    async list(
      brandId: string,
      userId: string,
      q: { cursor?: string | undefined; pageSize: number; status?: number | undefined },
    ) {
      // One trader's payouts stay far below the count's threshold: the count is theirs exactly.
      const { rows, count, next, previous } = await repo.ownedPage(db, brandId, userId, q);
      return { items: rows.map(toPayout), totalCount: count.value, next, previous };
    },

    async get(brandId: string, userId: string, id: string): Promise<Payout> {
      const row = isUuid(id) ? await repo.owned(db, brandId, userId, id) : undefined;
      return row ? toPayout(row) : refuse(ResultCode.NotAuthorized);
    },

    requestBankTransfer: (brand: BrandRow, userId: string, body: BankTransferRequest, client: TraderClient) =>
      request(brand, userId, body, bankDestination(body), client),
    requestCryptoTransfer: (brand: BrandRow, userId: string, body: CryptoTransferRequest, client: TraderClient) =>
      request(brand, userId, body, cryptoDestination(body), client),

    /** The trader withdraws a request the firm has not decided yet. */
    async cancel(brand: BrandRow, userId: string, id: string): Promise<Payout> {
      const row = isUuid(id) ? await repo.owned(db, brand.id, userId, id) : undefined;
      if (!row) return refuse(ResultCode.NotAuthorized);
      const done = await repo.transition(db, id, [PayoutStatus.Requested], PayoutStatus.Cancelled, {
        cancelled_at: deps.clock.now(),
      });
      if (!done) refuse(ResultCode.PayoutIsBlocked, { reason: 'status', status: row.status });
      return toPayout((await repo.owned(db, brand.id, userId, id))!);
    },
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
