import type { SandboxSession } from './sandbox-payments.repository.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';

/** Texts of the page, already translated by the caller (keys `checkout.*` of the catalogues). */
export type CheckoutTexts = (key: string, params?: Record<string, string | number>) => string;

/** Minor units to a currency string, with the currency's own number of decimals (2 for USD, 0 for JPY). */
export function formatAmount(minor: number, currency: string, lang: string): string {
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency });
  return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
}

const styles = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#141a26}
main{max-width:440px;margin:0 auto;padding:32px 16px}
.provider{display:flex;align-items:center;gap:8px;font-weight:700;color:#3a4560;margin-bottom:16px}
.provider span{background:#141a26;color:#fff;border-radius:6px;padding:2px 8px;font-size:13px;letter-spacing:.04em}
.card{background:#fff;border-radius:14px;box-shadow:0 8px 28px rgba(20,26,38,.10);padding:24px}
.merchant{color:#566080;font-size:14px;margin:0}.amount{font-size:34px;font-weight:750;margin:4px 0 2px}
.desc{color:#3a4560;margin:0 0 20px}.field{border:1px solid #cfd6e4;border-radius:10px;padding:10px 12px;margin-bottom:12px;background:#f7f9fc}
.field small{display:block;color:#566080;font-size:12px}.field b{font-family:ui-monospace,Menlo,monospace;font-weight:600;letter-spacing:.06em}
.row{display:flex;gap:12px}.row .field{flex:1}
button{width:100%;border:0;border-radius:10px;padding:14px;font:inherit;font-weight:650;cursor:pointer;margin-top:10px}
button:focus-visible,a:focus-visible{outline:3px solid #2456d6;outline-offset:2px}
.pay{background:#1f5eff;color:#fff}.pay:hover{background:#174bd0}
.decline{background:#fff;color:#a3122a;border:1px solid #e6b3bc}.decline:hover{background:#fff3f5}
.cancel{background:transparent;color:#3a4560;text-decoration:underline}
.note{font-size:13px;color:#566080;margin-top:18px;text-align:center}
.state{font-size:18px;font-weight:650;margin:0 0 12px}
a.back{display:block;text-align:center;margin-top:16px;color:#1f5eff;font-weight:600}`;

function shell(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${styles}</style></head>
<body><main><div class="provider"><span>SANDBOX</span> Pay</div>${body}</main></body></html>`;
}

/** The hosted checkout: the order's amount and three choices a tester needs (pay, decline, cancel). */
export function renderCheckout(s: SandboxSession, t: CheckoutTexts, lang: string, expired: boolean): string {
  const amount = formatAmount(s.amount, s.currency, lang);
  const head = `<p class="merchant">${escapeHtml(t('checkout.payTo', { brand: s.brand_name }))}</p>
<p class="amount">${escapeHtml(amount)}</p><p class="desc">${escapeHtml(s.description)}</p>`;
  if (s.status !== 'open' || expired) {
    const state =
      s.status === 'expired' || (expired && s.status === 'open')
        ? t('checkout.expired')
        : t(`checkout.state.${s.status}`);
    return shell(
      lang,
      t('checkout.title'),
      `<section class="card">${head}<p class="state" role="status">${escapeHtml(state)}</p>
<a class="back" href="${escapeHtml(s.return_url)}">${escapeHtml(t('checkout.back', { brand: s.brand_name }))}</a></section>`,
    );
  }
  const action = (a: string) => `/payments/sandbox/checkout/${encodeURIComponent(s.id)}/${a}`;
  return shell(
    lang,
    t('checkout.title'),
    `<section class="card" aria-labelledby="pay-title"><h1 id="pay-title" class="merchant" style="font-weight:600">${escapeHtml(t('checkout.title'))}</h1>${head}
<div class="field"><small>${escapeHtml(t('checkout.cardNumber'))}</small><b>4242 4242 4242 4242</b></div>
<div class="row"><div class="field"><small>${escapeHtml(t('checkout.expiry'))}</small><b>12 / 34</b></div>
<div class="field"><small>CVC</small><b>123</b></div></div>
<form method="post" action="${action('pay')}"><button class="pay" type="submit">${escapeHtml(t('checkout.pay', { amount }))}</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">${escapeHtml(t('checkout.decline'))}</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">${escapeHtml(t('checkout.cancel', { brand: s.brand_name }))}</button></form>
<p class="note">${escapeHtml(t('checkout.sandboxNote'))}</p></section>`,
  );
}

export function renderUnknown(t: CheckoutTexts, lang: string): string {
  return shell(
    lang,
    t('checkout.title'),
    `<section class="card"><p class="state">${escapeHtml(t('checkout.unknown'))}</p></section>`,
  );
}
