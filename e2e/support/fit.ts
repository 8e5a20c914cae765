import { expect, type Page } from '@playwright/test';

/**
 * What does not fit on the page as it stands, one line each (none when everything fits):
 * - the page itself wider than the window (`document.scrollingElement.scrollWidth > clientWidth`);
 * - a text element (the block that lays out a text's lines) whose text runs past its box or is cut with an
 *   ellipsis (`scrollWidth > clientWidth`);
 * - a select too narrow to show its chosen option whole;
 * - text cut off by a box that hides its overflow without a scrollbar to reach it (a row of chips or tabs
 *   scrolled sideways with the bar hidden); with `wide`, a desktop window, also text in any box that must be
 *   scrolled sideways (a table's last columns behind the card's edge).
 * Visually hidden text (1 px boxes for screen readers) is left out.
 */
export async function unfitting(page: Page, { wide }: { wide: boolean }): Promise<string[]> {
  return page.evaluate((wideWindow) => {
    const found: string[] = [];
    const doc = document.scrollingElement!;
    if (doc.scrollWidth > doc.clientWidth)
      found.push(`the page is ${doc.scrollWidth} px wide in a ${doc.clientWidth} px window`);

    const describe = (el: Element) => {
      const cls =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `${el.tagName.toLowerCase()}${cls} "${text}"`;
    };
    const hiddenForSight = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const rect = e.getBoundingClientRect();
        const style = getComputedStyle(e);
        if (style.visibility === 'hidden' || style.display === 'none') return true;
        if (rect.width <= 1 || rect.height <= 1) return true; // .visually-hidden and friends
      }
      return false;
    };

    // The text elements: for each text, the nearest box that is not inline (the one its lines are laid out in).
    const blocks = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      let el = node.parentElement;
      while (el && ['inline', 'contents'].includes(getComputedStyle(el).display)) el = el.parentElement;
      if (el && !['SCRIPT', 'STYLE', 'NOSCRIPT', 'OPTION', 'OPTGROUP', 'TEMPLATE', 'TITLE'].includes(el.tagName))
        blocks.add(el);
    }
    for (const el of blocks) {
      if (el.getClientRects().length === 0 || hiddenForSight(el)) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        found.push(`${describe(el)} needs ${el.scrollWidth} px, has ${el.clientWidth} px`);
    }

    // Selects: the width a select of the same font, padding and border needs to show the chosen option whole (a
    // copy sized by the browser to that one option), against the select's own.
    const probe = document.createElement('select');
    document.body.append(probe);
    for (const select of Array.from(document.querySelectorAll('select'))) {
      if (select === probe || select.getClientRects().length === 0 || hiddenForSight(select)) continue;
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
      if (needs > has + 1) found.push(`select "${chosen}" needs ${Math.ceil(needs)} px, is ${Math.floor(has)} px`);
    }
    probe.remove();

    // Text cut by a box that clips it: without a scrollbar to reach it, or on a desktop window at all.
    for (const box of Array.from(document.querySelectorAll('body *'))) {
      if (box.scrollWidth <= box.clientWidth + 1 || hiddenForSight(box)) continue;
      const style = getComputedStyle(box);
      if (!['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX)) continue;
      if (box === doc || box === document.body || box.tagName === 'SELECT' || box.tagName === 'TEXTAREA') continue;
      const barless = ['hidden', 'clip'].includes(style.overflowX) || style.scrollbarWidth === 'none';
      if (!barless && !wideWindow) continue;
      const edge = box.getBoundingClientRect();
      const cut = Array.from(box.querySelectorAll('*')).find((inner) => {
        if (!blocks.has(inner) && !Array.from(inner.childNodes).some((n) => n.nodeType === 3 && n.textContent?.trim()))
          return false;
        const r = inner.getBoundingClientRect();
        return r.width > 1 && (r.right > edge.right + 1 || r.left < edge.left - 1);
      });
      if (cut) found.push(`${describe(cut)} is cut by ${describe(box).slice(0, 60)}`);
    }
    return found;
  }, wide);
}

/** Waits until the screen has painted its data: no loading region, no skeleton, fonts ready, two frames drawn. */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"], .skeleton, .loader, .full-screen-loader')).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
