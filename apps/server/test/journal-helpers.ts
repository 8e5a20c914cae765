import type { BridgeEvent } from '@portal/contract';
import { FIXTURE_TRADES } from '../src/domain/journal/journal-fixture.ts';
import { dealClosed, dealOpened } from './evaluation-helpers.ts';

/**
 * The journal's worked example (docs/journal.md) as the bridge reports it: each trade an opening deal (none for
 * the trade whose opening is unknown) and a closing deal netting its result; deal ids prefixed by `prefix`.
 */
export function fixtureEvents(prefix: string): BridgeEvent[] {
  return FIXTURE_TRADES.flatMap((f, i) => {
    const ids = { positionId: `${prefix}p${i + 1}`, symbol: f.symbol };
    const close = dealClosed({ ...ids, dealId: `${prefix}c${i + 1}`, time: f.close, profit: f.net, price: 1.1 });
    if (f.open === null || f.side === null) return [close];
    return [dealOpened({ ...ids, dealId: `${prefix}o${i + 1}`, time: f.open, side: f.side, price: 1.09 }), close];
  });
}
