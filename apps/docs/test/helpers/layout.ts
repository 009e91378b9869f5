// What a reader on a narrow screen runs into, measured in the page at several scroll positions:
// boxes or text that reach past the viewport's sides, and text that a fixed or sticky control sits
// on. Each finding is a sentence naming the element and the text, so a failing test says what to fix.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Runs in the page, as one function because Playwright sends only a function's own source there.
 * Overflow: every element's box and every line of text is measured against the
 * viewport's width, and so is the document's scroll width.
 *
 * Covering: an opaque fixed element across the whole width at the top or bottom edge is a bar (the
 * site header, the phone toolbar). The reading area ends at the bars: text may scroll under one, but
 * the page must leave room so that nothing is under a top bar at the start of the page, nor under a
 * bottom bar at its end (where the page is while it is measured). Every other fixed or sticky element
 * is a control and must cover no text of the reading area anywhere. A text is covered at a point when
 * `elementsFromPoint` lists the covering element above the text's own element.
 */
function inspect() {
  const [width, height] = [window.innerWidth, window.innerHeight];
  const [y, max] = [Math.round(window.scrollY), document.documentElement.scrollHeight - height];
  const edges = { top: y <= 0, bottom: y >= max - 1 };
  const name = (e: Element) => {
    const classes = typeof e.className === 'string' ? e.className.trim().split(/\s+/).filter(Boolean) : [];
    const label = e.getAttribute('aria-label');
    return `<${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${classes.map((c) => `.${c}`).join('')}${label ? ` "${label}"` : ''}>`;
  };
  const texts: { text: string; owner: Element; lines: DOMRect[] }[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (!text || !node.parentElement) continue;
    range.selectNodeContents(node);
    texts.push({ text: text.slice(0, 40), owner: node.parentElement, lines: [...range.getClientRects()] });
  }

  const overflow: string[] = [];
  const outside = (r: DOMRect) => r.width > 0 && r.height > 0 && (r.left < -0.5 || r.right > width + 0.5);
  const span = (r: DOMRect) => `spans ${Math.round(r.left)}..${Math.round(r.right)} px`;
  const { scrollWidth } = document.documentElement;
  if (scrollWidth > width) overflow.push(`the document scrolls sideways: ${scrollWidth} px in ${width} px`);
  for (const element of document.body.querySelectorAll('*')) {
    const r = element.getBoundingClientRect();
    if (outside(r)) overflow.push(`${name(element)} ${span(r)}`);
  }
  for (const { text, owner, lines } of texts) {
    const line = lines.find(outside);
    if (line) overflow.push(`text "${text}" in ${name(owner)} ${span(line)}`);
  }

  const positioned = [...document.body.querySelectorAll('*')].filter((e) => {
    const { position, visibility } = getComputedStyle(e);
    const r = e.getBoundingClientRect();
    return (
      (position === 'fixed' || position === 'sticky') && visibility !== 'hidden' && r.width * r.height > 0
    );
  });
  const bars = positioned
    .map((element) => ({ element, r: element.getBoundingClientRect() }))
    .filter(
      ({ element, r }) =>
        r.left <= 0 &&
        r.right >= width &&
        (r.top <= 0 || r.bottom >= height) &&
        /^rgb\(/.test(getComputedStyle(element).backgroundColor),
    )
    .map(({ element, r }) => ({ element, r, atTop: r.top <= 0 }));
  const readTop = Math.max(0, ...bars.filter((b) => b.atTop).map((b) => b.r.bottom));
  const readBottom = Math.min(height, ...bars.filter((b) => !b.atTop).map((b) => b.r.top));
  const covers = [
    ...positioned
      .filter((e) => !bars.some((bar) => bar.element.contains(e)))
      .map((element) => {
        const r = element.getBoundingClientRect();
        return {
          element,
          left: r.left,
          right: r.right,
          top: Math.max(r.top, readTop),
          bottom: Math.min(r.bottom, readBottom),
        };
      }),
    ...bars
      .filter((bar) => (bar.atTop ? edges.top : edges.bottom))
      .map(({ element, r }) => ({ element, left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
  ];

  const covered = new Set<string>();
  for (const { text, owner, lines } of texts) {
    for (const line of lines) {
      for (const cover of covers) {
        if (cover.element.contains(owner)) continue;
        const [left, right] = [Math.max(line.left, cover.left), Math.min(line.right, cover.right)];
        const [top, bottom] = [Math.max(line.top, cover.top), Math.min(line.bottom, cover.bottom)];
        if (right - left < 1 || bottom - top < 1) continue;
        const stack = document.elementsFromPoint((left + right) / 2, (top + bottom) / 2);
        const coverAt = stack.findIndex((e) => cover.element.contains(e));
        if (coverAt !== -1 && stack.indexOf(owner) > coverAt)
          covered.add(`${name(cover.element)} covers "${text}" in ${name(owner)}`);
      }
    }
  }
  return { y, max, atEnd: edges.bottom, overflow, covered: [...covered] };
}

/** What reaches past the viewport's sides where the page is now, such as with a menu a test opened. */
export const overflowing = async (page: Page) => (await page.evaluate(inspect)).overflow;

/**
 * Scrolls to a fraction of the page's current length and waits until the page has settled: sticky
 * elements and scroll handlers within two frames, and what they render once the page is idle.
 * @returns the page's length then
 */
const scrollToFraction = (page: Page, fraction: number) =>
  page.evaluate(async (f) => {
    window.scrollTo(0, Math.round((document.documentElement.scrollHeight - window.innerHeight) * f));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => requestIdleCallback(resolve));
    return document.documentElement.scrollHeight;
  }, fraction);

/**
 * Scrolls the page from its start to its end in even steps and inspects it at each stop.
 * @returns the overflow found at any stop, and each covered text with the scroll position it was seen at
 */
export async function inspectWhileScrolling(page: Page, steps = 6) {
  const overflow = new Set<string>();
  const covered: string[] = [];
  const record = (found: ReturnType<typeof inspect>) => {
    for (const problem of found.overflow) overflow.add(problem);
    for (const problem of found.covered) covered.push(`at ${found.y} of ${found.max} px: ${problem}`);
  };
  // Redoc renders further sections as the reader nears the end: the whole page is rendered first, by
  // scrolling to its end until that no longer lengthens it.
  let length = 0;
  await expect
    .poll(async () => {
      const before = length;
      length = await scrollToFraction(page, 1);
      return length === before;
    })
    .toBe(true);
  for (let step = 0; step < steps; step++) {
    await scrollToFraction(page, step / steps);
    record(await page.evaluate(inspect));
  }
  // Should the page still grow, the end is inspected again until it was at its end while measured.
  let end: ReturnType<typeof inspect> | undefined;
  await expect
    .poll(async () => {
      await scrollToFraction(page, 1);
      end = await page.evaluate(inspect);
      return end.atEnd;
    })
    .toBe(true);
  if (end) record(end);
  await page.evaluate(() => window.scrollTo(0, 0));
  return { overflow: [...overflow], covered };
}
