// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translate } from '../../../i18n/catalogues.ts';
import { renderTerminal } from './terminal-page.ts';

/**
 * The terminal as a trader reads it (issue 26 item 7): the page rendered in a language, its script run on a
 * state the terminal API could answer, and every label and number read off the page in that language.
 */
const here = dirname(fileURLToPath(import.meta.url));
const script = readFileSync(join(here, '../../../../assets/sandbox-terminal/terminal.js'), 'utf8');

// The DOM of the jsdom environment, typed as far as this test reads it (the server's tsconfig has no DOM lib).
type Element = {
  textContent: string | null;
  value: string;
  click(): void;
  innerHTML: string;
  previousElementSibling: Element | null;
  querySelector(selector: string): Element | null;
  querySelectorAll(selector: string): Iterable<Element>;
};
const { document } = globalThis as unknown as {
  document: Element & { documentElement: Element; getElementById(id: string): Element | null };
};

const state = {
  account: {
    login: '50012345',
    currency: 'USD',
    leverage: 100,
    balance: 997_900,
    equity: 1_012_345,
    margin: 54_250,
    freeMargin: 958_095,
    canTrade: true,
  },
  quotes: [
    { symbol: 'EURUSD', bid: 1.0849, ask: 1.08493, digits: 5 },
    { symbol: 'XAUUSD', bid: 2350.3, ask: 2350.6, digits: 2 },
  ],
  positions: [
    {
      ticket: '7',
      symbol: 'EURUSD',
      side: 'buy',
      volume: 0.5,
      digits: 5,
      openPrice: 1.0812,
      sl: null,
      tp: 1.095,
      profit: 18_450,
    },
  ],
  history: [
    {
      ticket: '6',
      symbol: 'XAUUSD',
      side: 'sell',
      volume: 1.25,
      digits: 2,
      openPrice: 2361.4,
      closePrice: 2355.1,
      profit: -78_750,
      reason: 'client',
    },
  ],
};

/** The terminal API's answer to an order: the position it opened. */
const opened = { position: { ...state.positions[0]!, ticket: '8' } };

async function openTerminal(lang: string) {
  const html = renderTerminal(
    { lang, t: (key, params) => translate(lang, key, params) },
    { login: '50012345', server: 'Sandbox-Live', leverage: 100 },
  );
  // the page's head and body, less the scripts it loads: this test runs terminal.js itself
  document.documentElement.innerHTML = /<html[^>]*>([\s\S]*)<\/html>/
    .exec(html)![1]!
    .replace(/<script[^>]*src=[^>]*><\/script>/g, '');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async (url: string) =>
        new Response(
          JSON.stringify(url.includes('/chart') ? { points: [] } : url.endsWith('/orders') ? opened : state),
        ),
    ),
  );
  vi.useFakeTimers();
  new Function(script)();
  await vi.waitFor(() => expect(document.querySelector('[data-stat="balance"]')!.textContent).not.toBe('—'));
}

const stat = (key: string) => document.querySelector(`[data-stat="${key}"]`)!.textContent;
const label = (key: string) => document.querySelector(`[data-stat="${key}"]`)!.previousElementSibling!.textContent;
const rowsOf = (id: string) =>
  [...document.getElementById(id)!.querySelectorAll('tr')].map((tr) =>
    [...tr.querySelectorAll('th, td')].map((c) => c.textContent),
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the sandbox terminal in German', () => {
  it('names the account figures in German and shows them in its money format', async () => {
    await openTerminal('de');
    expect(['balance', 'equity', 'margin', 'freeMargin'].map(label)).toEqual([
      'Kontostand',
      'Eigenkapital',
      'Marge',
      'Freie Marge',
    ]);
    expect(stat('balance')).toBe('9.979,00\u00a0$');
    expect(stat('equity')).toBe('10.123,45\u00a0$');
  });

  it('quotes, positions and history with German decimals: every digit of the instrument, lots as numbers', async () => {
    await openTerminal('de');
    expect(rowsOf('quotes')).toEqual([
      ['EURUSD', '1,08490', '1,08493'],
      ['XAUUSD', '2.350,30', '2.350,60'],
    ]);
    expect(rowsOf('positions')[0]).toEqual([
      '7',
      'EURUSD',
      'Kaufen',
      '0,5',
      '1,08120',
      '1,08490',
      '—',
      '1,09500',
      '184,50\u00a0$',
      'Schließen',
    ]);
    expect(rowsOf('history')[0]).toEqual([
      '6',
      'XAUUSD',
      'Verkaufen',
      '1,25',
      '2.361,40',
      '2.355,10',
      'Sie',
      '-787,50\u00a0$',
    ]);
    expect(document.querySelector('[data-price="ask"]')!.textContent).toBe('1,08493');
  });
});

describe('the sandbox terminal in English, French and Spanish', () => {
  it('reads in English as before', async () => {
    await openTerminal('en');
    expect(rowsOf('quotes')[0]).toEqual(['EURUSD', '1.08490', '1.08493']);
    expect(stat('balance')).toBe('$9,979.00');
    expect(rowsOf('positions')[0]![3]).toBe('0.5');
  });

  it('reads in French with its separators and labels', async () => {
    await openTerminal('fr');
    expect(rowsOf('quotes')[1]).toEqual(['XAUUSD', '2\u202f350,30', '2\u202f350,60']);
    expect(label('equity')).toBe('Fonds propres');
  });

  it('reads in Spanish with its separators and labels', async () => {
    await openTerminal('es');
    expect(rowsOf('quotes')[0]).toEqual(['EURUSD', '1,08490', '1,08493']);
    expect(['balance', 'equity'].map(label)).toEqual(['Saldo', 'Capital']);
  });
});

/** The order form filled as a trader types it, and what the script sent to the terminal API (null: nothing). */
async function placeOrder(fields: { volume: string; sl?: string; tp?: string }) {
  for (const [id, value] of Object.entries({ sl: '', tp: '', ...fields }))
    (document.getElementById(id) as Element).value = value;
  document.getElementById('message')!.textContent = '';
  const sent = fetch as unknown as { mock: { calls: [string, { body?: string }?][] } };
  const before = sent.mock.calls.length;
  (document.querySelector('button[value="buy"]') as Element).click();
  await vi.waitFor(() => expect(document.getElementById('message')!.textContent).not.toBe(''));
  const order = sent.mock.calls.slice(before).find(([url]) => url.endsWith('/orders'));
  return order ? (JSON.parse(order[1]!.body!) as Record<string, unknown>) : null;
}

describe('the order form’s numbers follow the page’s language, not the browser’s', () => {
  it('in German: the volume reads 0,10, and 0,25 lots with a stop loss of 1,0750 are sent as numbers', async () => {
    await openTerminal('de');
    const volume = document.getElementById('volume') as Element & { getAttribute(name: string): string | null };
    // a text field: a number field would show and read the browser's own decimal point
    expect(volume.getAttribute('type')).toBe('text');
    expect(volume.getAttribute('inputmode')).toBe('decimal');
    expect(volume.value).toBe('0,10');
    expect(await placeOrder({ volume: '0,25', sl: '1,0750', tp: '1.095,5' })).toMatchObject({
      symbol: 'EURUSD',
      side: 'buy',
      volume: 0.25,
      sl: 1.075,
      tp: 1095.5,
    });
  });

  it('in German: a volume or a price typed with the English point is refused with its message, and nothing is sent', async () => {
    await openTerminal('de');
    expect(await placeOrder({ volume: '0.5' })).toBeNull();
    expect(document.getElementById('message')!.textContent).toBe(translate('de', 'terminal.errors.invalidVolume'));
    expect(await placeOrder({ volume: '0,5', sl: '1.0750' })).toBeNull();
    expect(document.getElementById('message')!.textContent).toBe(
      translate('de', 'terminal.errors.invalidPrice', { example: '1,08493' }),
    );
  });

  it('in English: with the point and the comma as English writes them', async () => {
    await openTerminal('en');
    expect((document.getElementById('volume') as Element).value).toBe('0.10');
    expect(await placeOrder({ volume: '0.25', tp: '1,095.5' })).toMatchObject({ volume: 0.25, sl: null, tp: 1095.5 });
  });

  it('in French: with its comma and its spaces between thousands', async () => {
    await openTerminal('fr');
    expect((document.getElementById('volume') as Element).value).toBe('0,10');
    expect(await placeOrder({ volume: '1,5', sl: '2 300,25' })).toMatchObject({ volume: 1.5, sl: 2300.25 });
  });
});
