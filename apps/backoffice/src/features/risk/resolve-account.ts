import type { AdminTraderAccountRow } from '@portal/contract';

/** An account the compare tool names by its login and trader instead of its id. */
export type KnownAccount = { id: string; login: string; name: string };

/** One side of the compare tool: what the field shows, and the account it names once picked or resolved. */
export type PickedSide = { text: string; account: KnownAccount | null };

const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An account's id, which goes to the comparison as it is typed (the account search does not look ids up). */
export const isAccountId = (text: string) => ACCOUNT_ID.test(text);

export const knownOf = (a: Pick<AdminTraderAccountRow, 'id' | 'login' | 'email'>): KnownAccount => ({
  id: a.id,
  login: a.login,
  name: `${a.login} · ${a.email}`,
});

/**
 * The one account a typed login, platform account id or e-mail names among the search's matches: an exact login or
 * platform account id wins over e-mails that merely begin with the text; otherwise it must be the only match.
 */
export function chooseAccount(
  text: string,
  matches: readonly AdminTraderAccountRow[],
): { account: KnownAccount } | { missing: 'none' | 'several' } {
  const exact = matches.filter((a) => a.login === text || a.platformAccountId === text);
  const candidates = exact.length > 0 ? exact : matches;
  if (candidates.length === 1) return { account: knownOf(candidates[0]!) };
  return { missing: candidates.length === 0 ? 'none' : 'several' };
}
