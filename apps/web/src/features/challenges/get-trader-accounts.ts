import { ApiPath, type TraderAccounts } from '@portal/contract';
import { api } from '../../shared/api/http-client.ts';
import { unwrap } from '@portal/ui/api/call-api.ts';

/** How long a list read at start-up waits for the home screen to take it; later, the screen asks afresh. */
export const EARLY_READ_MS = 10_000;

let early: Promise<TraderAccounts> | null = null;

const read = () => unwrap<TraderAccounts>(api.get(ApiPath.traderAccounts));

/**
 * Starts reading the trader's accounts with the app, before the home screen's code has loaded (decision 027), so
 * the screen's first paint does not wait for the chunks and then for this call one after the other. The first
 * `getTraderAccounts` within EARLY_READ_MS takes this read; every later one asks the server.
 */
export function preloadTraderAccounts(): void {
  if (early) return;
  const call = read();
  early = call;
  call.catch(() => undefined); // a failure is the screen's to show, once it takes the read
  setTimeout(() => {
    if (early === call) early = null;
  }, EARLY_READ_MS);
}

export const getTraderAccounts = (): Promise<TraderAccounts> => {
  const taken = early;
  early = null;
  return taken ?? read();
};
