import type { PayoutMethods } from '@portal/contract';
import type { SettingsRow } from './payouts.repository.ts';

/**
 * A brand's payout settings when it has no payout_settings row: bounds of 50-100,000 USD (SPEC §9: supplied by
 * the server), EUR at 0.92 per USD, bank transfer and the usual stablecoins and Bitcoin.
 */
export const DEFAULT_PAYOUT_SETTINGS: SettingsRow = {
  min_usd: 5_000,
  max_usd: 10_000_000,
  usd_rates: { EUR: 920_000, GBP: 790_000 },
  bank_transfer: true,
  crypto: [
    { asset: 'USDT', network: 'TRC20' },
    { asset: 'USDT', network: 'ERC20' },
    { asset: 'USDC', network: 'ERC20' },
    { asset: 'BTC', network: 'BTC' },
  ],
};

const NETWORK_LABEL: Record<string, string> = { TRC20: 'Tron (TRC-20)', ERC20: 'Ethereum (ERC-20)', BTC: 'Bitcoin' };

export const methodsOf = (s: SettingsRow): PayoutMethods => ({
  bankTransfer: s.bank_transfer,
  crypto: s.crypto
    .filter((c): c is { asset: string; network: 'BTC' | 'ERC20' | 'TRC20' } => c.network in NETWORK_LABEL)
    .map((c) => ({ ...c, label: `${c.asset} · ${NETWORK_LABEL[c.network]}` })),
});
