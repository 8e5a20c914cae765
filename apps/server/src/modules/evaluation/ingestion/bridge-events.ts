import type { BridgeEvent } from '@portal/contract';
import type { EvaluationEvent } from '../../../domain/evaluation/index.ts';
import { eventTime } from './bridge-event-time.ts';

/**
 * A platform bridge's event as it is stored (account_events) and as the engine applies it. Deals are
 * identified by their deal id, equity snapshots by their time: a replayed one is a duplicate.
 */
export type StoredEvent = {
  key: string;
  type: BridgeEvent['type'];
  dealId: string | null;
  positionId: string | null;
  time: number;
  /** The time as the platform wrote it, kept only when it is not the canonical form the column gives back. */
  reportedTime: string | null;
  payload: BridgeEvent;
  engine: EvaluationEvent;
};

export const eventKey = (type: string, dealId: string | null, time: number): string =>
  dealId === null ? `${type}@${time}` : `deal:${dealId}`;

function toEngine(e: BridgeEvent, time: number): EvaluationEvent {
  switch (e.type) {
    case 'dealOpened':
      return {
        type: 'dealOpened',
        dealId: e.dealId,
        positionId: e.positionId,
        time,
        symbol: e.symbol,
        side: e.side,
        volume: e.volume,
        ...(e.price !== undefined ? { price: e.price } : {}),
      };
    case 'dealClosed':
      return {
        type: 'dealClosed',
        dealId: e.dealId,
        positionId: e.positionId,
        time,
        symbol: e.symbol,
        volume: e.volume,
        profit: e.profit,
        commission: e.commission,
        swap: e.swap,
      };
    case 'equitySnapshot':
      return {
        type: 'equitySnapshot',
        time,
        equity: e.equity,
        ...(e.balance !== undefined ? { balance: e.balance } : {}),
      };
  }
}

/** The batch as stored events, each once (a batch that repeats an event keeps its first copy). */
export function toStoredEvents(events: readonly BridgeEvent[]): StoredEvent[] {
  const seen = new Set<string>();
  const out: StoredEvent[] = [];
  for (const e of events) {
    const { time, reported } = eventTime(e.time);
    const dealId = e.type === 'equitySnapshot' ? null : e.dealId;
    const key = eventKey(e.type, dealId, time);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      key,
      type: e.type,
      dealId,
      positionId: e.type === 'equitySnapshot' ? null : e.positionId,
      time,
      reportedTime: reported,
      payload: e,
      engine: toEngine(e, time),
    });
  }
  return out;
}

/** In time order; events of one instant keep the order the platform sent them in (stable sort). */
export const inTimeOrder = (events: StoredEvent[]): StoredEvent[] => [...events].sort((a, b) => a.time - b.time);
