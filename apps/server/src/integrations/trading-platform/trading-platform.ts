import type { Queryable } from '../../db/client.ts';

/** What the portal asks of a trading platform when a challenge account must exist. */
export type ProvisionRequest = {
  platformId: string;
  platformType: 0 | 1 | 2 | 3;
  serverName: string | null;
  currency: string;
  /** the starting balance, minor units */
  balance: number;
  leverage: number;
  traderEmail: string;
  /** the login the account must have (an account imported with its login); the platform's own when absent */
  login?: string;
};

/** What the platform gives back; which fields exist depends on the platform type (SPEC §9). */
export type ProvisionedAccount = {
  login: string;
  /** null where the trader signs in with the portal password or the platform's own e-mail login */
  password: string | null;
  server: string | null;
  platformAccountId: string | null;
};

/**
 * A trading platform as the portal sees it. Provisioning runs inside the caller's transaction, so an account
 * exists exactly when the order that paid for it is Paid (a real bridge queues the request in that
 * transaction and confirms it later).
 */
export type TradingPlatformAdapter = {
  /** null only when the request names a login the platform already has */
  provisionAccount(q: Queryable, request: ProvisionRequest): Promise<ProvisionedAccount | null>;
  /** Stops trading on an account (a failed or finished phase). */
  disableAccount(q: Queryable, login: string): Promise<void>;
  /** Lets an account trade again (a firm lifted its block). */
  enableAccount(q: Queryable, login: string): Promise<void>;
  /** How many positions are open on the account now (a payout needs none, SPEC §1). */
  openPositions(q: Queryable, login: string): Promise<number>;
  /**
   * Takes money off the account's balance (a paid payout), in the caller's transaction; `reference` names the
   * operation so that a repeated call does not withdraw twice.
   */
  withdraw(q: Queryable, login: string, amount: number, reference: string): Promise<void>;
  /**
   * Gives the account a new size (a scaling step): its balance takes the difference, `size.to − size.from`, as
   * one balance operation, in the caller's transaction; `reference` names it so that a repeated call changes nothing.
   */
  resizeAccount(q: Queryable, login: string, size: { from: number; to: number }, reference: string): Promise<void>;
  /** A short-lived address that signs the trader in on the platform's web terminal (platform type 1). */
  signInUrl(account: { login: string; platformId: string }, origin: string): Promise<string>;
};
