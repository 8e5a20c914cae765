export * from './instruments.ts';
export * from './price-process.ts';
export * from './trading-math.ts';
