import type { AdminPayoutRow } from '@portal/contract';
import { payoutFixture } from '@portal/contract/test/payout.ts';

/** A row of the console's payout queue: Carol's crypto payout of 100.00 from account 700123, `id` and `number` given. */
export const adminPayoutRow = (id: string, number: string): AdminPayoutRow => ({
  ...payoutFixture({
    id,
    number,
    traderAccountId: '44444444-4444-4444-8444-444444444444',
    accountLogin: '700123',
    method: 'crypto',
    amount: 10_000,
    grossProfit: 12_500,
    destination: 'USDT · TRC20 · •••• j6t',
  }),
  brandId: '11111111-1111-4111-8111-111111111111',
  traderId: 'trader-1',
  traderEmail: 'carol@example.com',
});
