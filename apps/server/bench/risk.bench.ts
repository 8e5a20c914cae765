/**
 * Risk desk false positives: 10,000 independent accounts (the same news, symbols and round sizes; a third of the
 * traders with two accounts trading independently) through both signals, with the defaults and with looser bars
 * to show what each default buys. Run: npx tsx apps/server/bench/risk.bench.ts   (results: docs/risk.md)
 */
import { performance } from 'node:perf_hooks';
import { measureFalsePositives } from '../src/domain/risk/false-positives.ts';
import { riskParameters } from '../src/domain/risk/index.ts';

const variants = [
  { name: 'defaults', params: riskParameters({}) },
  {
    name: 'copy 3 matches / 2 days, hedge 1 overlap',
    params: riskParameters({ copy: { minMatches: 3, minDays: 2 }, hedge: { minOverlaps: 1 } }),
  },
  {
    name: 'copy 3 matches / 2 days and no minimum score',
    params: riskParameters({ copy: { minMatches: 3, minDays: 2, minScore: 0 } }),
  },
];

for (const tradesPerDay of [2, 4]) {
  for (const seed of [2028, 2029]) {
    for (const { name, params } of variants) {
      const started = performance.now();
      const result = measureFalsePositives({ seed, accounts: 10_000, days: 10, tradesPerDay }, params);
      const ms = Math.round(performance.now() - started);
      console.log(
        [
          `${tradesPerDay}/day seed ${seed} [${name}]`,
          `openings ${result.openings}`,
          `copy ${result.copy.flaggedAccounts} accounts (${(result.copy.rate * 100).toFixed(2)} %, most matches ${result.copy.mostMatches})`,
          `hedge ${result.hedge.flaggedAccounts} accounts (${(result.hedge.rate * 100).toFixed(2)} %)`,
          `${(result.comparisons / result.openings).toFixed(1)} comparisons/opening`,
          `${ms} ms`,
        ].join(' · '),
      );
    }
  }
}
