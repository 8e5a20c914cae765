import { catalogues } from '../../../i18n/catalogues.ts';
import { INSTRUMENTS } from '../../../domain/market/index.ts';
import { LOTS_FORMAT, numberSeparators, priceFormat, RECAPTCHA_TEST_SITE_KEY } from '@portal/contract';
import type { TerminalPlatform } from './terminal-sign-in.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';

export type PageTexts = { lang: string; t: (key: string, params?: Record<string, string | number>) => string };

const STYLES = '/platform/sandbox/assets/terminal.css';

function shell(texts: PageTexts, title: string, body: string, scripts: string[] = []): string {
  const tags = scripts.map((src) => `<script src="${src}" defer></script>`).join('');
  return `<!doctype html><html lang="${escapeHtml(texts.lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${STYLES}">${tags}</head>
<body>${body}</body></html>`;
}

export type SignInState = 'form' | 'failed' | 'expired' | 'tooMany' | 'botCheck';

/** What the sign-in form asks for on each platform type (SPEC §9); without a platform, any of them. */
function credentialFields(type: TerminalPlatform['type'] | null) {
  if (type === 2) return { hint: 'hintEmail', login: 'email', password: 'portalPassword', input: 'type="email"' };
  if (type === 3) return { hint: 'hintAccountId', login: 'accountId', password: 'portalPassword', input: '' };
  if (type === 0 || type === 1)
    return { hint: 'hintLogin', login: 'login', password: 'platformPassword', input: 'inputmode="numeric"' };
  return { hint: 'hintAny', login: 'loginOrEmail', password: 'password', input: '' };
}

/**
 * The bot-check inside the form: the provider's widget (its script adds g-recaptcha-response to the form), or,
 * for the provider's published test key, which passes everyone, a plain confirmation as the web app offers.
 */
function botCheckField(texts: PageTexts, siteKey: string | null | undefined): string {
  if (!siteKey) return '';
  const { t } = texts;
  if (siteKey === RECAPTCHA_TEST_SITE_KEY)
    return `<label class="check"><input type="checkbox" name="captchaToken" value="confirmed-terminal" required> ${escapeHtml(t('terminal.notRobot'))}</label>`;
  return `<div class="g-recaptcha" data-sitekey="${escapeHtml(siteKey)}"></div>`;
}

/**
 * The terminal's own sign-in form, with the credentials of the platform in the address (?platform=), or a
 * choice of the sandbox's platforms without one, and the expired-link and too-many-attempts notices.
 */
export function renderSignIn(
  texts: PageTexts,
  state: SignInState,
  options: {
    platform?: TerminalPlatform | undefined;
    platforms?: TerminalPlatform[];
    botCheckSiteKey?: string | null | undefined;
  } = {},
): string {
  const { t } = texts;
  const { platform, platforms = [] } = options;
  const botCheck = state === 'botCheck' ? botCheckField(texts, options.botCheckSiteKey) : '';
  const providerScript = botCheck.includes('g-recaptcha')
    ? [`https://www.google.com/recaptcha/api.js?hl=${encodeURIComponent(texts.lang)}`]
    : [];
  const notice =
    state === 'failed'
      ? `<p class="alert" role="alert">${escapeHtml(t('terminal.signInFailed'))}</p>`
      : state === 'tooMany'
        ? `<p class="alert" role="alert">${escapeHtml(t('terminal.tooManyAttempts'))}</p>`
        : state === 'botCheck'
          ? `<p class="alert" role="alert">${escapeHtml(t('terminal.botCheck'))}</p>`
          : state === 'expired'
            ? `<p class="alert" role="alert"><strong>${escapeHtml(t('terminal.linkExpired'))}</strong> ${escapeHtml(t('terminal.linkExpiredText'))}</p>`
            : '';
  const f = credentialFields(platform?.type ?? null);
  const chooser =
    !platform && platforms.length > 0
      ? `<form method="get" action="/platform/sandbox/terminal" class="choose">
<label>${escapeHtml(t('terminal.platform'))}<select name="platform">${platforms
          .map((p) => `<option value="${escapeHtml(p.id)}">${escapeHtml(p.name)}</option>`)
          .join('')}</select></label>
<button type="submit">${escapeHtml(t('terminal.choosePlatform'))}</button></form>`
      : '';
  const heading = platform ? t('terminal.signInTo', { platform: platform.name }) : t('terminal.signInTitle');
  return shell(
    texts,
    heading,
    `<main class="signin"><h1>${escapeHtml(heading)}</h1>${notice}${chooser}
<p class="hint" id="signin-hint">${escapeHtml(t(`terminal.${f.hint}`))}</p>
<form method="post" action="/platform/sandbox/login" aria-describedby="signin-hint">
${platform ? `<input type="hidden" name="platform" value="${escapeHtml(platform.id)}">` : ''}
<label>${escapeHtml(t(`terminal.${f.login}`))}<input name="login" autocomplete="username" required ${f.input}></label>
<label>${escapeHtml(t(`terminal.${f.password}`))}<input name="password" type="password" autocomplete="current-password" required></label>
${botCheck}<button type="submit" class="primary">${escapeHtml(t('terminal.signIn'))}</button></form>
<p class="note">${escapeHtml(t('terminal.sandboxNote'))}</p></main>`,
    providerScript,
  );
}

const field = (label: string, id: string, extra = '') =>
  `<label for="${id}">${escapeHtml(label)}</label><input id="${id}" ${extra}>`;

/**
 * The web terminal: the markup is rendered here with the texts of the visitor's language; terminal.js fills
 * it from the terminal API every second. The texts the script needs travel as a JSON data block (not run).
 */
export function renderTerminal(
  texts: PageTexts,
  account: { login: string; server: string | null; leverage: number },
  logins: string[] = [account.login],
) {
  const { t } = texts;
  // An e-mail sign-in (type 2) with several accounts: switch between them.
  const switcher =
    logins.length > 1
      ? `<form method="post" action="/platform/sandbox/switch" class="switch"><label>${escapeHtml(t('terminal.switchAccount'))}
<select name="login">${logins
          .map(
            (l) =>
              `<option value="${escapeHtml(l)}"${l === account.login ? ' selected' : ''}>${escapeHtml(l)}</option>`,
          )
          .join('')}</select></label><button type="submit">${escapeHtml(t('terminal.switch'))}</button></form>`
      : '';
  const options = INSTRUMENTS.map((i) => `<option value="${i.symbol}">${i.symbol}</option>`).join('');
  const stat = (key: string, label: string) => `<div><dt>${escapeHtml(label)}</dt><dd data-stat="${key}">—</dd></div>`;
  // The portal's number formats travel with the texts, so the script formats as the portal's screens do.
  const formats = {
    price: {
      ...Object.fromEntries(INSTRUMENTS.map((i) => [i.digits, priceFormat(i.digits)])),
      any: { maximumFractionDigits: 5 },
    },
    lots: LOTS_FORMAT,
    // what the order form's fields are read with: a number typed as the page's language writes it
    separators: numberSeparators(texts.lang),
  };
  // The order form's numbers are text fields in the page's language: a number field would write and read them as
  // the browser's own language does ("0.10" on a German page), not as every other number here.
  const volume = new Intl.NumberFormat(texts.lang, { ...LOTS_FORMAT, minimumFractionDigits: 2 }).format(0.1);
  const decimal = 'type="text" inputmode="decimal" autocomplete="off" spellcheck="false"';
  const clientTexts = JSON.stringify({
    lang: texts.lang,
    ...(catalogues[texts.lang]?.terminal as object),
    formats,
  }).replace(/</g, '\\u003c');
  return shell(
    texts,
    `${t('terminal.title')} · ${account.login}`,
    `<header class="bar"><h1>${escapeHtml(t('terminal.title'))} <span>${escapeHtml(t('terminal.account', { login: account.login }))}</span></h1>
<dl class="stats">${stat('balance', t('terminal.balance'))}${stat('equity', t('terminal.equity'))}${stat('margin', t('terminal.margin'))}${stat('freeMargin', t('terminal.freeMargin'))}
<div><dt>${escapeHtml(t('terminal.leverage'))}</dt><dd>1:${account.leverage}</dd></div>
<div><dt>${escapeHtml(t('terminal.server'))}</dt><dd>${escapeHtml(account.server ?? '—')}</dd></div></dl>${switcher}</header>
<p class="alert" role="alert" id="disabled" hidden>${escapeHtml(t('terminal.tradingDisabled'))}</p>
<main class="grid">
<section aria-labelledby="market-h"><h2 id="market-h">${escapeHtml(t('terminal.market'))}</h2>
<table class="quotes"><thead><tr><th scope="col">${escapeHtml(t('terminal.symbol'))}</th><th scope="col">${escapeHtml(t('terminal.bid'))}</th><th scope="col">${escapeHtml(t('terminal.ask'))}</th></tr></thead><tbody id="quotes"></tbody></table></section>
<section aria-labelledby="chart-h" class="chart-panel"><h2 id="chart-h">${escapeHtml(t('terminal.chart'))} <span id="chart-symbol"></span></h2><div id="chart" class="chart"></div></section>
<section aria-labelledby="order-h"><h2 id="order-h">${escapeHtml(t('terminal.newOrder'))}</h2>
<form id="order" class="order" novalidate>
<label for="symbol">${escapeHtml(t('terminal.symbol'))}</label><select id="symbol" name="symbol">${options}</select>
${field(t('terminal.volume'), 'volume', `name="volume" ${decimal} value="${escapeHtml(volume)}" required`)}
${field(`${t('terminal.stopLoss')} (${t('terminal.optional')})`, 'sl', `name="sl" ${decimal}`)}
${field(`${t('terminal.takeProfit')} (${t('terminal.optional')})`, 'tp', `name="tp" ${decimal}`)}
<div class="sides"><button type="submit" name="side" value="sell" class="sell">${escapeHtml(t('terminal.sell'))} <span data-price="bid"></span></button>
<button type="submit" name="side" value="buy" class="buy">${escapeHtml(t('terminal.buy'))} <span data-price="ask"></span></button></div>
</form><p id="message" role="status" aria-live="polite"></p></section>
<section aria-labelledby="positions-h" class="wide"><h2 id="positions-h">${escapeHtml(t('terminal.positions'))}</h2><div class="scroll"><table>
<thead><tr><th scope="col">${escapeHtml(t('terminal.ticket'))}</th><th scope="col">${escapeHtml(t('terminal.symbol'))}</th><th scope="col">${escapeHtml(t('terminal.type'))}</th><th scope="col">${escapeHtml(t('terminal.volume'))}</th><th scope="col">${escapeHtml(t('terminal.openPrice'))}</th><th scope="col">${escapeHtml(t('terminal.currentPrice'))}</th><th scope="col">${escapeHtml(t('terminal.stopLoss'))}</th><th scope="col">${escapeHtml(t('terminal.takeProfit'))}</th><th scope="col">${escapeHtml(t('terminal.profit'))}</th><th scope="col"><span class="visually-hidden">${escapeHtml(t('terminal.close'))}</span></th></tr></thead>
<tbody id="positions"></tbody></table></div></section>
<section aria-labelledby="history-h" class="wide"><h2 id="history-h">${escapeHtml(t('terminal.history'))}</h2><div class="scroll"><table>
<thead><tr><th scope="col">${escapeHtml(t('terminal.ticket'))}</th><th scope="col">${escapeHtml(t('terminal.symbol'))}</th><th scope="col">${escapeHtml(t('terminal.type'))}</th><th scope="col">${escapeHtml(t('terminal.volume'))}</th><th scope="col">${escapeHtml(t('terminal.openPrice'))}</th><th scope="col">${escapeHtml(t('terminal.closePrice'))}</th><th scope="col">${escapeHtml(t('terminal.reason'))}</th><th scope="col">${escapeHtml(t('terminal.profit'))}</th></tr></thead>
<tbody id="history"></tbody></table></div></section>
</main><p class="note">${escapeHtml(t('terminal.sandboxNote'))}</p>
<script type="application/json" id="terminal-texts">${clientTexts}</script>`,
    ['/platform/sandbox/assets/lightweight-charts.js', '/platform/sandbox/assets/terminal.js'],
  );
}
