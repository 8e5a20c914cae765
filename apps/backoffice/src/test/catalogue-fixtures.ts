import { http, HttpResponse } from 'msw';
import type { AdminDiscountCode, AdminPackage, ChallengeRules } from '@portal/contract';

export const BRAND = { id: '11111111-1111-4111-8111-111111111111', code: 'northwind', name: 'Northwind' };
export const ME = {
  operatorId: 'op-1',
  email: 'owner@demo.test',
  role: 'owner',
  allBrands: true,
  brands: [BRAND],
  stage: 'active',
  mustChangePassword: false,
  actions: ['catalogue.read', 'catalogue.edit'],
};

const rules = (daily: number): ChallengeRules => ({
  dayReset: { time: '00:00', timezone: 'Europe/Prague' },
  dailyLoss: { anchor: 'balance', basis: 'initialBalance', percent: daily, breach: 'hard' },
  maxLoss: { mode: 'static', percent: 10, lockAtPercentOfInitial: null },
  profitTarget: { percent: 8, on: 'closedBalance' },
  tradingDays: { minDays: 4, counts: 'dealOpened', minDayProfitPercent: null },
  consistency: null,
  newsTrading: null,
  maxCalendarDays: null,
});

export const PACKAGE: AdminPackage = {
  id: '22222222-2222-4222-8222-222222222222',
  brandId: BRAND.id,
  code: 'classictwostep-10000',
  name: 'Two-Step Challenge 10K',
  accountSize: 1_000_000,
  currency: 'USD',
  price: 15_500,
  platform: { id: 'northwind-webtrader', name: 'Northwind WebTrader', type: 0 },
  traderPackageType: 'twoStep',
  group: 'classic',
  phases: [
    {
      index: 1,
      rules: rules(5),
      sentences: [
        { key: 'rules.dailyLoss', params: { percent: 5 }, text: 'Daily loss limit: 5 % of the initial balance' },
      ],
    },
    { index: 2, rules: rules(5), sentences: [] },
  ],
  funded: { rules: { ...rules(5), profitTarget: null }, sentences: [] },
  scalingPlan: null,
  profitSplitPercent: 80,
  leverage: 100,
  refundableFee: true,
  isPopular: false,
  sortOrder: 1,
  visible: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  secondChance: null,
};

export const CODE: AdminDiscountCode = {
  id: '33333333-3333-4333-8333-333333333333',
  brandId: BRAND.id,
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  currency: null,
  expiresAt: null,
  usageLimit: 5,
  usedCount: 5,
  packageIds: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const ok = (data: unknown) => HttpResponse.json({ result: 0, data });
export const meHandler = http.get('*/api/admin/v1/auth/Me', () => ok(ME));
