/**
 * The sandbox market's instruments. Contract sizes are the industry's usual ones: an FX lot is 100,000 units
 * of the base currency, a gold lot 100 troy ounces, the index CFD 1 USD per point per lot. `volatility` is the
 * annualised volatility of the mid price (a geometric random walk), `spread` the distance ask − bid in price
 * units; start prices are levels seen in 2025–2026. Accounts are in USD: profit in JPY is converted at the
 * closing price of USDJPY itself.
 */
export type Instrument = {
  symbol: string;
  digits: number;
  contractSize: number;
  spread: number;
  volatility: number;
  startPrice: number;
  /** 'USD' when profit is in USD; 'quote' for a USD-based pair, whose profit is in its quote currency */
  profitIn: 'USD' | 'quote';
};

export const INSTRUMENTS: readonly Instrument[] = [
  {
    symbol: 'EURUSD',
    digits: 5,
    contractSize: 100_000,
    spread: 0.00008,
    volatility: 0.07,
    startPrice: 1.085,
    profitIn: 'USD',
  },
  {
    symbol: 'GBPUSD',
    digits: 5,
    contractSize: 100_000,
    spread: 0.00012,
    volatility: 0.08,
    startPrice: 1.27,
    profitIn: 'USD',
  },
  {
    symbol: 'USDJPY',
    digits: 3,
    contractSize: 100_000,
    spread: 0.012,
    volatility: 0.09,
    startPrice: 151.2,
    profitIn: 'quote',
  },
  { symbol: 'XAUUSD', digits: 2, contractSize: 100, spread: 0.3, volatility: 0.15, startPrice: 2350, profitIn: 'USD' },
  { symbol: 'US500', digits: 1, contractSize: 1, spread: 0.5, volatility: 0.16, startPrice: 5200, profitIn: 'USD' },
];

const bySymbol = new Map(INSTRUMENTS.map((i) => [i.symbol, i]));
export const instrument = (symbol: string): Instrument | undefined => bySymbol.get(symbol);

/** The smallest and largest volume of one order, and its step, in lots. */
export const VOLUME = { min: 0.01, max: 50, step: 0.01 } as const;
export const isValidVolume = (v: number): boolean =>
  Number.isFinite(v) && v >= VOLUME.min && v <= VOLUME.max && Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
