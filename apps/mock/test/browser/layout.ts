// What reaches past the side of its view on a narrow screen: the view is the window for the control
// page, the panel's scrolling body for the panel in an app's page. The same idea as the docs' layout
// check (apps/docs/test/helpers/layout.ts), with one allowance that page has no need of: a box that
// scrolls sideways on its own may hold what is wider than itself, as long as the box itself fits.
import type { Page } from 'playwright-core';

/**
 * Runs in the page, as one function because Playwright sends only a function's own source there.
 * `host` names the element whose open shadow root holds the view (`.body` in it); none: the window.
 * Each finding is a sentence naming the element and its span, so a failing test says what to fix.
 */
function inspect(host: string | null): string[] {
  const view = host ? document.querySelector(host)!.shadowRoot!.querySelector('.body')! : null;
  const bounds = view ? view.getBoundingClientRect() : { left: 0, right: window.innerWidth };
  const [scrollWidth, width] = view
    ? [view.scrollWidth, view.clientWidth]
    : [document.documentElement.scrollWidth, window.innerWidth];
  const found: string[] = [];
  if (scrollWidth > width) found.push(`the view scrolls sideways: ${scrollWidth} px in ${width} px`);
  const name = (e: Element) =>
    `<${e.localName}${e.id ? `#${e.id}` : ''}${Array.from(e.classList, (c) => `.${c}`).join('')}>`;
  const scrollsOnItsOwn = (e: Element) => /auto|scroll/.test(getComputedStyle(e).overflowX);
  const visit = (element: Element) => {
    const r = element.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && (r.left < bounds.left - 0.5 || r.right > bounds.right + 0.5))
      found.push(`${name(element)} spans ${Math.round(r.left)}..${Math.round(r.right)} px`);
    if (!scrollsOnItsOwn(element)) Array.from(element.children).forEach(visit);
  };
  Array.from((view ?? document.body).children).forEach(visit);
  return found;
}

/** What reaches past the side of the window, or of the panel's body inside `host`'s shadow root. */
export const overflowing = (page: Page, host: string | null = null) => page.evaluate(inspect, host);
