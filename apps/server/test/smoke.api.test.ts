import { describe, expect, it } from 'vitest';
import { call, DEMO_TRADER, signedInTrader, useTestApp } from './test-app.ts';

describe('smoke: the two brands, sign-up and sign-in', () => {
  const t = useTestApp();

  it('serves each brand by host', async () => {
    expect((await call(t, 'GET', '/api/common/v1/brand')).data.brandName).toBe('Northwind Funded');
    expect((await call(t, 'GET', '/api/common/v1/brand', { host: '127.0.0.1:3000' })).data.brandName).toBe(
      'Bluewave Prop',
    );
  });

  it('signs up through the e-mailed code and signs in the demo trader', async () => {
    const trader = await signedInTrader(t);
    expect(trader.token).toMatch(/^ey/);
    const demo = await call(t, 'POST', '/api/auth/v1/Authenticate', {
      body: { email: DEMO_TRADER.email, password: DEMO_TRADER.password },
    });
    expect(demo.result).toBe(0);
  });
});
