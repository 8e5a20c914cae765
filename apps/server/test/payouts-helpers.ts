import { randomUUID } from 'node:crypto';
import { ApiPath, type AccountImport, type Payout } from '@portal/contract';
import { as, findPackage, type Trader } from './buying-helpers.ts';
import { adminCall, type Agent } from './admin-helpers.ts';
import { days, pushOk, trade, type Account } from './evaluation-helpers.ts';
import { call, type TestApp } from './test-app.ts';
import { newTronAddress } from './payout-destinations.ts';

/** Helpers of the payout suites: a funded account with profit, and payout requests. */

export const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/**
 * A funded 10K account of `who`, imported by the firm 30 days back (status 1-6: verified, contract approved,
 * whatever the brand's KYC setting), with a first trade 20 days ago that closed `profit` (minor units).
 */
export async function fundedAccountWithProfit(t: TestApp, owner: Agent, who: Trader, profit: number): Promise<Account> {
  const packageId = (await findPackage(t, 'Two-Step Challenge 10K', 'northwind-webtrader')).id;
  const r = await adminCall<AccountImport>(t, 'POST', ApiPath.adminTraderAccountImport, {
    agent: owner,
    body: {
      traderEmail: who.email,
      packageId,
      phase: 'funded',
      startedAt: ago(days(30)),
      platformId: 'northwind-webtrader',
      identityVerified: true,
    },
  });
  if (r.result !== 0) throw new Error(`import failed: ${r.status} ${r.result}`);
  const account = { id: r.data.traderAccountId, login: r.data.login, platformId: r.data.platformId };
  // The interface to identity and contracts is the status: 1-6 verified with an approved contract.
  if (r.data.status < 1 || r.data.status > 6) throw new Error(`imported in status ${r.data.status}`);
  await pushOk(t, account, trade(ago(days(20)), { profit }));
  return account;
}

/** A USDT request on Tron, to a wallet of its own unless `o` names one (traders sharing one are a risk case). */
export const cryptoRequest = (accountId: string, amount: number, o: Record<string, unknown> = {}) => ({
  traderAccountId: accountId,
  amount,
  idempotencyKey: randomUUID(),
  asset: 'USDT',
  network: 'TRC20',
  address: newTronAddress(),
  ...o,
});

export const requestCrypto = (t: TestApp, who: Trader, body: Record<string, unknown>) =>
  call<Payout>(t, 'POST', ApiPath.payoutCryptoTransfer, { ...as(who), body });

export const requestBank = (t: TestApp, who: Trader, body: Record<string, unknown>) =>
  call<Payout>(t, 'POST', ApiPath.payoutBankTransfer, { ...as(who), body });
