import { ResultCode, type TraderAccounts } from '@portal/contract';
import { traderAccountsRoutes } from '@portal/contract/routes';
import { callTo } from '@portal/ui/api/request-to.ts';
import { api } from '../../../shared/api/http-client.ts';
import { takeEarlyAccountsRead } from '../../../shared/browser/page-data.ts';

/** How long a list read at start-up waits for the home screen to take it; later, the screen asks afresh. */
export const EARLY_READ_MS = 10_000;

let early: Promise<TraderAccounts> | null = null;

const read = () => callTo<TraderAccounts>(api, traderAccountsRoutes.traderAccounts);

/**
 * The list from the read the page started when it succeeded. Anything else (no reply, a status
 * outside 2xx, a result other than Ok) is asked again through the client, whose session rules (refresh on 401,
 * sign-out, the forced update) then apply as to any call.
 */
async function fromPage(reply: Promise<Response>): Promise<TraderAccounts> {
  const response = await reply;
  const body = response.ok ? ((await response.json()) as { result?: unknown; data?: TraderAccounts | null }) : null;
  if (body?.result !== ResultCode.Ok || !body.data) throw new Error('the page read gave no list');
  return body.data;
}

/**
 * Starts reading the trader's accounts with the app, before the home screen's code has loaded, so
 * the screen's first paint does not wait for the chunks and then for this call one after the other; when the
 * page already started that read, its reply is used instead. The accounts endpoint's first read
 * within EARLY_READ_MS takes this one (`takeEarlyRead`); every later one asks the server.
 */
export function preloadTraderAccounts(): void {
  if (early) return;
  const page = takeEarlyAccountsRead();
  const call = page ? fromPage(page).catch(() => read()) : read();
  early = call;
  call.catch(() => undefined); // a failure is the screen's to show, once it takes the read
  setTimeout(() => {
    if (early === call) early = null;
  }, EARLY_READ_MS);
}

/** The read started with the app, once; null when none is waiting. */
export function takeEarlyRead(): Promise<TraderAccounts> | null {
  const taken = early;
  early = null;
  return taken;
}

/** A list read less than this long ago (seconds) is not read again when the home screen mounts. */
export const ACCOUNTS_FRESH_S = EARLY_READ_MS / 1000;
