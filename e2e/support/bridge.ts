import { ApiPath, type BridgeEvent } from '@portal/contract';
import { signPayload } from '../../apps/server/src/lib/signed-payload.ts';
import { E2E_BRIDGE_SECRET, E2E_PORT } from './env.ts';

/** Pushes an account's events as a trading platform's bridge does: signed, over HTTP, to the running server. */
export async function pushEvents(account: { platformId: string; login: string }, events: BridgeEvent[]) {
  const body = JSON.stringify({ platformId: account.platformId, login: account.login, events });
  const res = await fetch(`http://127.0.0.1:${E2E_PORT}${ApiPath.bridgeEvents}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-bridge-signature': signPayload(E2E_BRIDGE_SECRET, body, Date.now()),
    },
    body,
  });
  const reply = (await res.json()) as { result: number; data: { accepted: number; status: number } };
  if (res.status !== 200 || reply.result !== 0)
    throw new Error(`bridge push refused: ${res.status} ${JSON.stringify(reply)}`);
  return reply.data;
}

const HOUR = 3_600_000;
let deals = 0;
/**
 * A round trip on EURUSD: opened at `at`, closed `holdMs` later (an hour by default) with `profit` (minor units).
 * The server refuses events dated ahead of its clock (beyond a few seconds of skew): date them now or earlier.
 */
export function roundTrip(at: Date, profit: number, holdMs = HOUR): BridgeEvent[] {
  const n = `${Date.now().toString(36)}-${++deals}`;
  const close = new Date(at.getTime() + holdMs);
  return [
    {
      type: 'dealOpened',
      dealId: `o-${n}`,
      positionId: `p-${n}`,
      time: at.toISOString(),
      symbol: 'EURUSD',
      side: 'buy',
      volume: 1,
      price: 1.085,
    },
    {
      type: 'dealClosed',
      dealId: `c-${n}`,
      positionId: `p-${n}`,
      time: close.toISOString(),
      symbol: 'EURUSD',
      volume: 1,
      price: 1.087,
      profit,
      commission: -700,
      swap: 0,
    },
  ];
}
