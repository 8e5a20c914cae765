import type { Page, Request } from '@playwright/test';

/** What `unfitting` looks for besides what does not fit (e2e/every-route-fits.spec.ts asks for both). */
export type FitOptions = {
  /** a desktop window: text in any box that must be scrolled sideways counts as cut (a table behind a card's edge) */
  wide: boolean;
  /** an amount over more than one line */
  amounts?: boolean;
  /** identifiers a screen must never show as text (the contract's: e2e/support/contract-identifiers.ts) */
  rawValues?: readonly string[];
};

/**
 * What a trader would see wrong on the page as it stands, one line each (none when all is well), each naming the
 * element by a short selector and its text:
 * - the page wider than the window (`document.scrollingElement.scrollWidth > clientWidth`), with what sticks out;
 * - a text's box (the block its lines are laid out in) narrower than its text (`scrollWidth > clientWidth + 1`).
 *   A box that scrolls on purpose (`overflow-x: auto | scroll`) is not, and nor is text cut with an ellipsis whose
 *   full text is in a `title`; of nested boxes only the innermost is named;
 * - a select too narrow to show its chosen option whole;
 * - text cut off by a box that hides its overflow, or scrolls it sideways without a scrollbar (a row of chips with
 *   the bar hidden); with `wide`, in any box that must be scrolled sideways;
 * - with `amounts`, an amount over more than one line: each `.money` element (the trader app's Money) and each
 *   amount a text holds ("$1,194.40", "1.194,40 €", "1 194,40 £", "50 USD"), measured on its own range;
 * - with `rawValues`, a text that is one of them (a camelCase, snake_case or dotted one anywhere in a text), and a
 *   bare number as a status (a status badge, a cell or fact under a Status heading).
 * Text hidden from sight (a 1 px box for screen readers, `visibility: hidden`) is left out.
 */
export async function unfitting(page: Page, { wide, amounts = false, rawValues = [] }: FitOptions): Promise<string[]> {
  return page.evaluate(
    ({ wideWindow, checkAmounts, raw }) => {
      const faults: string[] = [];
      const root = document.scrollingElement ?? document.documentElement;
      const viewport = root.clientWidth;

      const describe = (el: Element): string => {
        // a shape inside an icon or logo is named by its svg, after the element that holds it
        if (el instanceof SVGElement) {
          let svg: Element = el;
          while (svg.parentElement instanceof SVGElement) svg = svg.parentElement;
          const cls = svg.getAttribute('class')?.trim();
          const holder = svg.parentElement ? describe(svg.parentElement).replace(/ ".*$/, '') : '';
          return `${holder} > svg${cls ? `.${cls.split(/\s+/).slice(0, 2).join('.')}` : ''}`;
        }
        const id = el.id ? `#${el.id}` : '';
        const cls = el.getAttribute('class')?.trim();
        const classes = cls ? `.${cls.split(/\s+/).slice(0, 2).join('.')}` : '';
        const testId = el.getAttribute('data-testid');
        if (['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) {
          const name = el.getAttribute('name') ?? el.getAttribute('type') ?? el.getAttribute('aria-label');
          if (name) return `${el.tagName.toLowerCase()}${classes}[${name}]`;
        }
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        const shown = text.length > 60 ? `${text.slice(0, 57)}…` : text;
        return `${el.tagName.toLowerCase()}${id}${classes}${testId ? `[data-testid=${testId}]` : ''} "${shown}"`;
      };
      const hiddenFromSight = (el: Element) => {
        for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
          const style = getComputedStyle(e);
          if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return true;
          const box = e.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) return true; // .visually-hidden and its kind
        }
        return false;
      };

      // The visible texts, and for each the box its lines are laid out in (the nearest ancestor that is not inline).
      const texts: Text[] = [];
      const blocks = new Set<Element>();
      const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE']);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || skipped.has(parent.tagName)) continue;
        // an option is seen through its select (the chosen one, and all of them when it opens)
        if ((parent.closest('select') ?? parent).getClientRects().length === 0) continue;
        texts.push(node as Text);
        let block: Element | null = parent;
        while (block && ['inline', 'contents'].includes(getComputedStyle(block).display)) block = block.parentElement;
        if (block && !block.closest('select')) blocks.add(block);
      }

      // 1. The page wider than the window, and the deepest elements that reach past its right edge.
      if (root.scrollWidth > root.clientWidth) {
        const past = Array.from(document.body.querySelectorAll('*')).filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.right > viewport + 1 && !hiddenFromSight(el);
        });
        const deepest = past
          .filter((el) => !past.some((other) => other !== el && el.contains(other)))
          .map((el) => ({ el, right: el.getBoundingClientRect().right }));
        if (!deepest.length) {
          // no box reaches past the edge: a text runs out of its box (named below as text wider than its box)
          for (const node of texts) {
            const range = document.createRange();
            range.selectNodeContents(node);
            const right = range.getBoundingClientRect().right;
            if (right > viewport + 1 && !hiddenFromSight(node.parentElement!))
              deepest.push({ el: node.parentElement!, right });
          }
        }
        const named = [...new Set(deepest.map(({ el, right }) => `${describe(el)} (to ${Math.round(right)} px)`))];
        faults.push(
          `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window; past its edge: ${named
            .slice(0, 3)
            .join(', ')}`,
        );
      }

      // 2. Text wider than its box, unless the box scrolls on purpose or ends in an ellipsis with the full text in a
      //    title. Only the innermost of nested boxes is named: an outer box overflows because an inner one does.
      const tooWide: Element[] = [];
      for (const el of blocks) {
        if (el === document.body || el === document.documentElement) continue;
        if (el.scrollWidth <= el.clientWidth + 1 || hiddenFromSight(el)) continue;
        const style = getComputedStyle(el);
        if (['auto', 'scroll'].includes(style.overflowX)) continue;
        const full = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        const titled = el.closest('[title]')?.getAttribute('title')?.replace(/\s+/g, ' ').trim();
        if (style.textOverflow === 'ellipsis' && titled === full) continue;
        tooWide.push(el);
      }
      for (const el of tooWide) {
        if (tooWide.some((inner) => inner !== el && el.contains(inner))) continue;
        faults.push(`text wider than its box: ${describe(el)} needs ${el.scrollWidth} px, has ${el.clientWidth} px`);
      }

      // 3. Selects: the width a select of the same font, padding and border needs to show the chosen option whole (a
      //    copy sized by the browser to that one option), against the select's own.
      const probe = document.createElement('select');
      document.body.append(probe);
      for (const select of Array.from(document.querySelectorAll('select'))) {
        if (select === probe || select.getClientRects().length === 0 || hiddenFromSight(select)) continue;
        const chosen = select.selectedOptions[0]?.text ?? '';
        const style = getComputedStyle(select);
        probe.style.cssText = 'position:absolute;left:-9999px;top:0;width:auto;min-width:0;max-width:none';
        for (const name of [
          'fontFamily',
          'fontSize',
          'fontWeight',
          'fontStyle',
          'letterSpacing',
          'paddingLeft',
          'paddingRight',
          'borderLeftWidth',
          'borderRightWidth',
          'boxSizing',
          'appearance',
        ] as const)
          probe.style[name] = style[name];
        probe.replaceChildren(new Option(chosen));
        const needs = probe.getBoundingClientRect().width;
        const has = select.getBoundingClientRect().width;
        if (needs > has + 1)
          faults.push(
            `select too narrow for its option: "${chosen}" needs ${Math.ceil(needs)} px, is ${Math.floor(has)} px`,
          );
      }
      probe.remove();

      // 4. Text cut off by an outer box: one that hides its overflow, or scrolls it sideways without a scrollbar, or
      //    on a desktop window any box that must be scrolled sideways.
      for (const box of Array.from(document.body.querySelectorAll('*'))) {
        if (box.scrollWidth <= box.clientWidth + 1 || box.tagName === 'SELECT' || box.tagName === 'TEXTAREA') continue;
        const style = getComputedStyle(box);
        const hides = ['hidden', 'clip'].includes(style.overflowX);
        const scrolls = ['auto', 'scroll'].includes(style.overflowX);
        if (!hides && !(scrolls && (style.scrollbarWidth === 'none' || wideWindow))) continue;
        if (hiddenFromSight(box)) continue;
        const edge = box.getBoundingClientRect();
        const cut = [...blocks].find((el) => {
          if (el === box || !box.contains(el) || tooWide.includes(el) || hiddenFromSight(el)) return false;
          const r = el.getBoundingClientRect();
          return r.width > 1 && (r.right > edge.right + 1 || r.left < edge.left - 1);
        });
        if (cut) faults.push(`text cut off by its container: ${describe(cut)} inside ${describe(box).slice(0, 70)}`);
      }

      // 5. Amounts over more than one line. A line is a run of boxes that overlap vertically.
      const lines = (rects: DOMRectList | DOMRect[]) => {
        const boxes = Array.from(rects)
          .filter((r) => r.width > 0 && r.height > 0)
          .sort((a, b) => a.top - b.top);
        let count = 0;
        let bottom = -Infinity;
        for (const r of boxes) {
          if (r.top >= bottom - 1) count += 1;
          bottom = Math.max(bottom, r.bottom);
        }
        return count;
      };
      if (checkAmounts) {
        for (const el of Array.from(document.querySelectorAll('.money'))) {
          if (hiddenFromSight(el)) continue;
          const n = lines(el.getClientRects());
          if (n > 1) faults.push(`amount over ${n} lines: ${describe(el)}`);
        }
        // A sign, then a symbol before the digits, or a symbol or currency code after them (a symbol followed by
        // digits belongs to the amount after it); digits grouped as Intl writes them (, . and no-break spaces).
        const amount =
          /[+\-−]?\s?(?:(?:US\$|[$€£])\s?\d(?:[\d.,\u00a0\u202f]*\d)?|\d(?:[\d.,\u00a0\u202f]*\d)?(?:\s?(?:US\$|[$€£])(?!\s?\d)|\s(?:USD|EUR|GBP)\b))/g;
        for (const node of texts) {
          const parent = node.parentElement!;
          if (parent.closest('.money, option, select') || hiddenFromSight(parent)) continue;
          for (const match of node.data.matchAll(amount)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const n = lines(range.getClientRects());
            if (n > 1) faults.push(`amount "${match[0].trim()}" over ${n} lines in ${describe(parent)}`);
          }
        }
      }

      // 6. Raw values: a text that is an identifier of the contract, and a bare number as a status.
      if (raw.length) {
        const identifiers = new Set(raw);
        // camelCase, snake_case or dotted identifiers never occur in prose: one inside a text is raw too
        const compound = raw.filter((v) => /[a-z][A-Z]|[._]/.test(v));
        const compoundInText = compound.length
          ? new RegExp(
              `(?<![\\w.@/-])(?:${compound.map((v) => v.replace(/[.]/g, '\\.')).join('|')})(?![\\w@/-]|\\.\\w)`,
            )
          : null;
        for (const node of texts) {
          const parent = node.parentElement!;
          if (parent.closest('code, pre, kbd, samp, [translate="no"]')) continue;
          if (hiddenFromSight(parent.closest('select') ?? parent)) continue;
          const text = node.data.trim();
          const found = identifiers.has(text) ? text : compoundInText?.exec(node.data)?.[0];
          if (found) faults.push(`raw value "${found}" shown as text: ${describe(parent)}`);
        }
        const statusHeading = /^(status|statut|estado)$/i;
        const headingOf = (cell: Element): string | undefined => {
          if (cell.tagName === 'TD') {
            const column = (cell as HTMLTableCellElement).cellIndex;
            return cell.closest('table')?.querySelector('thead tr')?.children[column]?.textContent?.trim();
          }
          let dt = cell.previousElementSibling;
          while (dt && dt.tagName !== 'DT') dt = dt.previousElementSibling;
          return dt?.textContent?.trim();
        };
        const statusCells = [
          ...Array.from(document.querySelectorAll('.status-badge, [class*="status"]')),
          ...Array.from(document.querySelectorAll('td, dd')).filter((c) => statusHeading.test(headingOf(c) ?? '')),
        ];
        for (const el of new Set(statusCells)) {
          const text = (el.textContent ?? '').trim();
          if (/^#?\d+$/.test(text) && !hiddenFromSight(el)) faults.push(`a bare number as a status: ${describe(el)}`);
        }
      }
      return faults;
    },
    { wideWindow: wide, checkAmounts: amounts, raw: rawValues },
  );
}

/** The scripts and styles each watched page is fetching (`watchCode`). */
const codeInFlight = new WeakMap<Page, { pending: Set<Request>; idle: (() => void)[] }>();

/**
 * Keeps count of the scripts and styles `page` is fetching, so that `settled` also waits for them: a lazy part of a
 * screen (the challenge's journal) shows nothing while its code loads (`<Suspense fallback={null}>`), no skeleton
 * that says it is coming. Call it before the page opens anything.
 */
export function watchCode(page: Page) {
  const watched = { pending: new Set<Request>(), idle: [] as (() => void)[] };
  codeInFlight.set(page, watched);
  const done = (request: Request) => {
    if (!watched.pending.delete(request) || watched.pending.size > 0) return;
    for (const resolve of watched.idle.splice(0)) resolve();
  };
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) watched.pending.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the screen has painted its data: no loading region, no skeleton, fonts ready, two frames drawn, its
 * transitions and finite animations ended; on a watched page (`watchCode`), no code still coming, and settled again
 * after any that came.
 */
export async function settled(page: Page) {
  await settledOnce(page);
  const watched = codeInFlight.get(page);
  while (watched && watched.pending.size > 0) {
    await new Promise<void>((resolve) => watched.idle.push(resolve));
    await settledOnce(page);
  }
}

async function settledOnce(page: Page) {
  // Checked on every frame, not on an assertion's back-off (100 ms, 250 ms, 500 ms, then each second), which kept a
  // walked page waiting about half a second after it had drawn its data.
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], .skeleton, .loader, .full-screen-loader'),
    undefined,
    { polling: 'raf', timeout: 20_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // transitions and finite animations ended (a dialog fading in, the theme's colours): a looping one (the live
    // dot, a spinner) never does
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}
