/* global document, window */
// The sandbox platform's web terminal (server-rendered markup, filled from /platform/sandbox/api every second).
// Plain browser JavaScript with no build step: it is served as is, same-origin, under the portal's CSP.
(() => {
  const api = '/platform/sandbox/api';
  const texts = JSON.parse(document.getElementById('terminal-texts').textContent);
  const $ = (id) => document.getElementById(id);
  const fill = (text, params = {}) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k) => String(params[k] ?? ''));
  let currency = 'USD';
  let selected = 'EURUSD';
  let chart;
  let series;
  let lastChartTime = 0;
  let quotes = {};
  let formatted = '';

  // Numbers in the page's language, with the portal's own Intl options (sent in the page by the server, from
  // @portal/contract): a quote to every decimal of its instrument, lots to two at most.
  const formats = new Map();
  const intl = (key, options) => {
    if (!formats.has(key)) formats.set(key, new Intl.NumberFormat(texts.lang, options));
    return formats.get(key);
  };
  const money = (cents) => intl(`money:${currency}`, { style: 'currency', currency }).format(cents / 100);
  const num = (value, digits) =>
    value === null || value === undefined
      ? '—'
      : intl(`price:${digits}`, texts.formats.price[digits] ?? texts.formats.price.any).format(value);
  const lots = (value) => intl('lots', texts.formats.lots).format(value);
  // A number typed in the page's language ("0,25" in German, "0.25" in English, "1 234,5" in French), as the
  // portal's amount fields read one (apps/web payout-form.ts): NaN when it is not a number. A grouping separator
  // counts only before groups of three digits, so "0.5" typed on a German page is refused rather than read as 5.
  const typed = (text) => {
    const { group, decimal } = texts.formats.separators;
    const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const g = escape(group.trim());
    const d = escape(decimal);
    const clean = text.replace(/[\s']/g, '');
    const plain = new RegExp(`^\\d+(?:${d}\\d*)?$`);
    const grouped = g ? new RegExp(`^\\d{1,3}(?:${g}\\d{3})+(?:${d}\\d*)?$`) : null;
    if (!plain.test(clean) && !(grouped && grouped.test(clean))) return Number.NaN;
    return Number((g ? clean.split(group.trim()).join('') : clean).replace(decimal, '.'));
  };
  const cell = (text, className) => {
    const td = document.createElement('td');
    td.textContent = text;
    if (className) td.className = className;
    return td;
  };
  const sign = (cents) => (cents > 0 ? 'up' : cents < 0 ? 'down' : '');
  const say = (text, isError) => {
    const m = $('message');
    m.textContent = text;
    m.className = isError ? 'error' : 'ok';
  };

  async function call(path, body) {
    const res = await fetch(api + path, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
    });
    const data = await res.json().catch(() => ({}));
    if (!res.ok) throw Object.assign(new Error(data.error || 'failed'), { reason: data.error || 'failed' });
    return data;
  }

  const row = (...cells) => {
    const tr = document.createElement('tr');
    tr.append(...cells);
    return tr;
  };
  // A table's rows, one an item; with no item, one row across its `columns` saying there is none.
  const renderRows = (id, list, cellsOf, none, columns) => {
    if (list.length > 0) {
      $(id).replaceChildren(...list.map((item) => row(...cellsOf(item))));
      return;
    }
    const td = cell(none);
    td.colSpan = columns;
    $(id).replaceChildren(row(td));
  };

  function renderQuotes(list) {
    $('quotes').replaceChildren(
      ...list.map((q) => {
        const th = document.createElement('th');
        th.scope = 'row';
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = q.symbol;
        b.setAttribute('aria-pressed', String(q.symbol === selected));
        b.addEventListener('click', () => select(q.symbol));
        th.append(b);
        return row(th, cell(num(q.bid, q.digits)), cell(num(q.ask, q.digits)));
      }),
    );
    const q = quotes[selected];
    if (q) {
      document.querySelector('[data-price="bid"]').textContent = num(q.bid, q.digits);
      document.querySelector('[data-price="ask"]').textContent = num(q.ask, q.digits);
    }
  }

  // The columns a position and a closed deal share, up to the price it opened at.
  const opening = (p) => [
    cell(p.ticket),
    cell(p.symbol),
    cell(p.side === 'buy' ? texts.buy : texts.sell),
    cell(lots(p.volume)),
    cell(num(p.openPrice, p.digits)),
  ];

  function renderPositions(list) {
    renderRows(
      'positions',
      list,
      (p) => {
        const q = quotes[p.symbol];
        const current = q ? (p.side === 'buy' ? q.bid : q.ask) : null;
        const close = document.createElement('button');
        close.type = 'button';
        close.textContent = texts.close;
        close.setAttribute('aria-label', fill(texts.closePosition, { ticket: p.ticket }));
        close.addEventListener('click', () => void closePosition(p.ticket, close));
        const action = document.createElement('td');
        action.append(close);
        return [
          ...opening(p),
          cell(num(current, p.digits)),
          cell(num(p.sl, p.digits)),
          cell(num(p.tp, p.digits)),
          cell(money(p.profit), sign(p.profit)),
          action,
        ];
      },
      texts.noPositions,
      10,
    );
  }

  function renderHistory(list) {
    renderRows(
      'history',
      list,
      (p) => [
        ...opening(p),
        cell(num(p.closePrice, p.digits)),
        cell(texts.reasons[p.reason] || p.reason),
        cell(money(p.profit), sign(p.profit)),
      ],
      texts.noHistory,
      8,
    );
  }

  async function refresh() {
    const s = await call('/state');
    currency = s.account.currency;
    quotes = Object.fromEntries(s.quotes.map((q) => [q.symbol, q]));
    for (const key of ['balance', 'equity', 'margin', 'freeMargin']) {
      document.querySelector(`[data-stat="${key}"]`).textContent = money(s.account[key]);
    }
    $('disabled').hidden = s.account.canTrade;
    for (const b of document.querySelectorAll('#order button')) b.disabled = !s.account.canTrade;
    if (formatted !== selected && quotes[selected]) applyDigits(quotes[selected].digits);
    renderQuotes(s.quotes);
    renderPositions(s.positions);
    renderHistory(s.history);
    await refreshChart();
  }

  async function refreshChart(reset) {
    if (!series) return;
    const { points } = await call(`/chart?symbol=${encodeURIComponent(selected)}`);
    const data = points.map((p) => ({ time: Math.floor(p.time / 1000), value: p.value }));
    // one point per second: keep the last of each second
    const bySecond = [];
    for (const d of data) {
      if (bySecond.length && bySecond[bySecond.length - 1].time === d.time) bySecond[bySecond.length - 1] = d;
      else bySecond.push(d);
    }
    if (reset || lastChartTime === 0) series.setData(bySecond);
    else for (const d of bySecond) if (d.time >= lastChartTime) series.update(d);
    lastChartTime = bySecond.length ? bySecond[bySecond.length - 1].time : 0;
  }

  function applyDigits(digits) {
    formatted = selected;
    if (series) series.applyOptions({ priceFormat: { type: 'price', precision: digits, minMove: 10 ** -digits } });
    // the price scale and the crosshair in the page's language too
    if (chart) chart.applyOptions({ localization: { locale: texts.lang, priceFormatter: (p) => num(p, digits) } });
  }

  function select(symbol) {
    selected = symbol;
    $('symbol').value = symbol;
    $('chart-symbol').textContent = symbol;
    if (quotes[symbol]) applyDigits(quotes[symbol].digits);
    lastChartTime = 0;
    void refreshChart(true).catch(() => undefined);
    renderQuotes(Object.values(quotes));
  }

  // Sends an order or a close, and says what became of the position or why it was refused.
  async function trade(path, body, done) {
    try {
      const { position } = await call(path, body);
      say(done(position));
    } catch (e) {
      say(texts.errors[e.reason] || texts.errors.failed, true);
    }
  }

  async function closePosition(ticket, button) {
    button.disabled = true;
    await trade(`/positions/${ticket}/close`, {}, (position) =>
      fill(texts.closed, { ticket, profit: money(position.profit) }),
    );
    await refresh().catch(() => undefined);
  }

  $('order').addEventListener('submit', async (event) => {
    event.preventDefault();
    const side = event.submitter && event.submitter.value === 'sell' ? 'sell' : 'buy';
    const value = (id) => ($(id).value.trim() === '' ? null : typed($(id).value));
    const order = {
      symbol: $('symbol').value,
      side,
      volume: typed($('volume').value),
      sl: value('sl'),
      tp: value('tp'),
    };
    // A field that holds no number is told at once: never sent as no stop loss, or as another volume.
    const wrong = ['volume', 'sl', 'tp'].find((id) => Number.isNaN(order[id]));
    if (wrong) {
      const q = quotes[order.symbol];
      say(
        wrong === 'volume'
          ? texts.errors.invalidVolume
          : fill(texts.errors.invalidPrice, { example: q ? num(q.ask, q.digits) : num(1.2345, 4) }),
        true,
      );
      $(wrong).focus();
      return;
    }
    const buttons = document.querySelectorAll('#order button');
    for (const b of buttons) b.disabled = true;
    await trade('/orders', order, (position) =>
      fill(texts.opened, {
        ticket: position.ticket,
        side: side === 'buy' ? texts.buy : texts.sell,
        volume: lots(position.volume),
        symbol: position.symbol,
        price: num(position.openPrice, position.digits),
      }),
    );
    for (const b of buttons) b.disabled = false;
    await refresh().catch(() => undefined);
  });
  $('symbol').addEventListener('change', () => select($('symbol').value));

  const charts = window.LightweightCharts;
  if (charts) {
    chart = charts.createChart($('chart'), {
      autoSize: true,
      localization: { locale: texts.lang },
      layout: { background: { color: '#131a2a' }, textColor: '#c9d2e3' },
      grid: { vertLines: { color: '#1f2940' }, horzLines: { color: '#1f2940' } },
      timeScale: { timeVisible: true, secondsVisible: true },
      // no half-cut price at the axis's top or bottom edge
      rightPriceScale: { entireTextOnly: true },
    });
    series = chart.addSeries(charts.AreaSeries, {
      lineColor: '#4f8cff',
      topColor: 'rgba(79,140,255,0.35)',
      bottomColor: 'rgba(79,140,255,0.02)',
      lineWidth: 2,
    });
  }

  const loop = async () => {
    try {
      await refresh();
    } catch (e) {
      if (e.reason === 'sessionExpired') {
        say(texts.errors.sessionExpired, true);
        return;
      }
    }
    setTimeout(() => void loop(), 1000);
  };
  $('chart-symbol').textContent = selected;
  void loop();
})();
