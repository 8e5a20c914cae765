import { describe, expect, it } from 'vitest';
import { chartEnvelope, type Chart } from '@portal/contract';
import { ok } from '../../../domain/result.ts';
import { chartReplyBytes } from './chart-reply.ts';

describe('chartReplyBytes', () => {
  it("writes the schema serialiser's bytes for random charts", () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const int = (scale: number) => Math.round((rnd() - 0.5) * 2 * scale);
    for (const n of [0, 1, 17, 2000]) {
      const chart: Chart = {
        traderAccountId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        currency: n % 2 ? 'EUR' : 'USD',
        initialBalance: 10_000_000,
        points: Array.from({ length: n }, (_, i) => ({
          time: new Date(Date.UTC(2025, 5, 1) + i * 3_600_000).toISOString(),
          balance: int(1e7),
          equity: int(1e7),
          minEquity: int(1e7),
          maxEquity: int(1e7),
        })),
        days: Array.from({ length: n % 40 }, (_, i) => ({
          day: `2025-06-${String(1 + (i % 28)).padStart(2, '0')}`,
          profit: int(1e5),
          trades: i,
          endBalance: int(1e7),
        })),
      };
      const { points, ...rest } = chart;
      const bytes = chartReplyBytes({ ...rest, pointsJson: Buffer.from(JSON.stringify(points)) });
      expect(bytes.toString('utf8')).toBe(JSON.stringify(chartEnvelope.encode(ok(chart))));
    }
  });
});
