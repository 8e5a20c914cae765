import { describe, expect, it } from 'vitest';
import { Histogram, Registry } from 'prom-client';
import { histogramSeries } from './histogram-series.ts';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// Below, at and between the bounds, above the last one, zero, a negative value, many decimals.
const VALUES = [0.000_123, 0.005, 0.007_77, 0.01, 0.3, 1, 1.000_001, 2.5, 9.99, 10, 10.5, 1234, 0, -1, 0.1 + 0.2];

function histogramIn(registry: Registry) {
  return new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
}

describe('a histogram series observed directly (decision 053)', () => {
  it('reads in /metrics exactly as the same observations made through prom-client', async () => {
    const [theirs, ours] = [new Registry(), new Registry()];
    const [a, b] = [histogramIn(theirs), histogramIn(ours)];
    const labels = [
      { method: 'GET', route: '/api/TraderAccount/v1', status: '200' },
      { method: 'GET', route: '/api/Dashboard/v1/TradingMetrics/:id', status: '200' },
    ];
    const series = labels.map((l) => histogramSeries(b, l));
    for (let round = 0; round < 3; round++) {
      for (const value of VALUES) {
        for (const [i, l] of labels.entries()) {
          a.labels(l).observe(value);
          series[i]!(value);
        }
      }
    }
    // Another series of the same histogram, made through prom-client between them, keeps its place.
    a.labels({ method: 'GET', route: '/x', status: '404' }).observe(0.2);
    b.labels({ method: 'GET', route: '/x', status: '404' }).observe(0.2);
    series[0]!(0.02);
    a.labels(labels[0]!).observe(0.02);
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/TraderAccount/v1",status="200"} 46',
    );
  });

  it('after a reset or a removal, observes through prom-client again and keeps counting', async () => {
    const [theirs, ours] = [new Registry(), new Registry()];
    const [a, b] = [histogramIn(theirs), histogramIn(ours)];
    const l = { method: 'GET', route: '/api/TraderAccount/v1', status: '200' };
    const observe = histogramSeries(b, l);
    for (const value of [0.001, 0.002]) {
      observe(value);
      a.labels(l).observe(value);
    }
    ours.resetMetrics();
    theirs.resetMetrics();
    for (const value of [0.003, 0.2, 0.004]) {
      observe(value);
      a.labels(l).observe(value);
    }
    b.remove(l);
    a.remove(l);
    for (const value of [0.5, 7]) {
      observe(value);
      a.labels(l).observe(value);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  it('refuses a value that is not a finite number as prom-client does', () => {
    const observe = histogramSeries(histogramIn(new Registry()), { method: 'GET', route: '/', status: '200' });
    observe(0.001);
    observe(0.001);
    expect(() => observe(Number.NaN)).toThrow(TypeError);
    expect(() => observe(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });

  it('leaves every observation to prom-client when its series is not kept as expected', () => {
    const seen: number[] = [];
    const stranger = { labels: () => ({ observe: (v: number) => void seen.push(v) }), hashMap: { x: { sum: 'no' } } };
    const observe = histogramSeries(stranger as unknown as Histogram<'a'>, { a: '1' });
    for (const v of [0.1, 0.2, 0.3]) observe(v);
    expect(seen).toEqual([0.1, 0.2, 0.3]);
  });
});
