// The search box of the header: a button that opens a dialog, which asks the site's Pagefind index
// (search-index.mjs writes it into pagefind/ at build time) for the guides' text and the reference of
// the version being read. Everything is served by the site: the index and Pagefind's script are
// files beside the pages, loaded on the first search, so it works offline and under any sub-path.
// `siteSearch` is never called in Node: its source is inlined into each page (searchScript).

/** The style of the button (inside the header) and of the dialog. */
export const SEARCH_CSS = `
.site-header .search-button { display: flex; align-items: center; gap: 10px; padding: 4px 8px 4px 12px;
  border: 1px solid #4b5a6e; border-radius: 4px; background: #243143; color: #cfd8e3; font: inherit;
  white-space: nowrap; cursor: pointer; }
.site-header .search-button:hover, .site-header .search-button:focus-visible { color: #fff; border-color: #8d9aab; }
.site-header .search-button kbd { padding: 0 5px; border: 1px solid #4b5a6e; border-radius: 3px;
  font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
dialog.site-search { box-sizing: border-box; width: min(640px, calc(100vw - 24px)); max-height: calc(100vh - 72px);
  margin: 56px auto auto; padding: 0; border: 1px solid #cbd2d9; border-radius: 8px; background: #fff;
  color: #1f2933; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  box-shadow: 0 12px 32px rgba(0,0,0,.3); }
dialog.site-search[open] { display: flex; flex-direction: column; }
dialog.site-search::backdrop { background: rgba(15, 23, 42, .45); }
.site-search .search-bar { display: flex; gap: 8px; padding: 12px; border-bottom: 1px solid #e4e7eb; }
.site-search input { flex: 1; min-width: 0; box-sizing: border-box; padding: 8px 10px; border: 1px solid #9aa5b1;
  border-radius: 4px; font: inherit; }
.site-search .search-close { padding: 6px 12px; border: 1px solid #cbd2d9; border-radius: 4px; background: #f5f7fa;
  color: #1f2933; font: inherit; cursor: pointer; }
.site-search .search-status { margin: 10px 14px 4px; color: #52606d; font-size: 13px; }
.site-search .search-status:empty { display: none; }
.site-search .search-results { margin: 0; padding: 0 14px 12px; list-style: none; overflow-y: auto; }
.site-search .search-results > li { padding: 10px 0; border-top: 1px solid #eef1f4; overflow-wrap: anywhere; }
.site-search .search-results a { color: #1d4ed8; }
.site-search .result-title { font-weight: 600; }
.site-search .result-kind { margin-left: 8px; color: #52606d; font-size: 12px; white-space: nowrap; }
.site-search .result-excerpt { margin: 4px 0 0; color: #3e4c59; font-size: 14px; }
.site-search .result-sections { margin: 4px 0 0; padding-left: 14px; font-size: 14px; }
.site-search mark { background: #fef08a; color: inherit; }
`;

/**
 * The button and the dialog, for the header.
 * @param {{ root: string, version: string }} opts root: the path from the page to the site root;
 *   version: the version whose reference the search covers
 */
export function searchDialog({ root, version }) {
  const label = `Search the guides and the ${version} reference`;
  return `<button type="button" class="search-button" id="site-search-open" aria-haspopup="dialog" aria-keyshortcuts="/">Search <kbd aria-hidden="true">/</kbd></button>
  <dialog class="site-search" id="site-search" aria-label="Search" data-root="${root}" data-version="${version}">
    <div class="search-bar" role="search">
      <input type="search" id="site-search-input" aria-label="${label}" placeholder="${label}" autocomplete="off" spellcheck="false">
      <button type="button" class="search-close">Close</button>
    </div>
    <p class="search-status" role="status"></p>
    <ol class="search-results" aria-label="Results"></ol>
  </dialog>`;
}

export function siteSearch() {
  const dialog = /** @type {HTMLDialogElement | null} */ (document.getElementById('site-search'));
  const openButton = document.getElementById('site-search-open');
  const input = /** @type {HTMLInputElement | null} */ (document.getElementById('site-search-input'));
  const status = dialog?.querySelector('.search-status');
  const list = dialog?.querySelector('.search-results');
  if (!dialog || !openButton || !input || !status || !list) return;
  const siteRoot = new URL(dialog.dataset.root ?? '', location.href);
  const version = dialog.dataset.version ?? '';

  /**
   * @typedef {{ url: string, excerpt: string, meta: Record<string, string>,
   *   sub_results?: { title: string, url: string }[] }} Found
   * @typedef {{ data(): Promise<Found> }} Result
   * @typedef {{ debouncedSearch(term: string, options: object, ms: number):
   *   Promise<{ results: Result[] } | null> }} Pagefind
   */
  /** @type {Promise<Pagefind> | undefined} */
  let engine;
  // Pagefind's script finds its index beside itself; its results are paths from the site's root,
  // which baseUrl turns into paths under the sub-path the site is served from.
  const load = () =>
    (engine ??= import(new URL('pagefind/pagefind.js', siteRoot).href).then(async (pagefind) => {
      await pagefind.options({ baseUrl: siteRoot.pathname });
      await pagefind.init();
      return pagefind;
    }));

  /**
   * @param {string} tag
   * @param {Record<string, string>} [attrs]
   * @param {(Node | string)[]} [children]
   */
  const el = (tag, attrs = {}, children = []) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
    node.append(...children);
    return node;
  };
  /** Pagefind's excerpt is text with <mark>s: it is built again from its text, so nothing else becomes markup. */
  const excerpt = (/** @type {string} */ html) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    const parts = [...template.content.childNodes].map((node) =>
      node.nodeName === 'MARK' ? el('mark', {}, [node.textContent ?? '']) : (node.textContent ?? ''),
    );
    return el('p', { class: 'result-excerpt' }, parts);
  };
  const item = (/** @type {Found} */ found) => {
    const title = found.meta.title ?? found.url;
    // Pagefind gives a page's title as a section of its own, at the title's anchor.
    const sections = (found.sub_results ?? []).filter((sub) => sub.title !== title).slice(0, 3);
    return el('li', {}, [
      el('a', { href: found.url }, [el('span', { class: 'result-title' }, [title])]),
      el('span', { class: 'result-kind' }, [found.meta.kind ?? '']),
      excerpt(found.excerpt),
      ...(sections.length === 0
        ? []
        : [
            el(
              'ul',
              { class: 'result-sections' },
              sections.map((s) => el('li', {}, [el('a', { href: s.url }, [s.title])])),
            ),
          ]),
    ]);
  };

  const search = async () => {
    const term = input.value.trim();
    if (term === '') {
      status.textContent = '';
      list.replaceChildren();
      return;
    }
    const pagefind = await load();
    const found = await pagefind.debouncedSearch(term, { filters: { version } }, 150);
    if (found === null) return; // a later keystroke's search replaces this one
    const shown = await Promise.all(
      found.results.slice(0, 12).map((/** @type {Result} */ result) => result.data()),
    );
    if (input.value.trim() !== term) return;
    const count = found.results.length;
    status.textContent =
      count === 0
        ? `Nothing found for “${term}”.`
        : `${count} result${count === 1 ? '' : 's'} for “${term}”.`;
    list.replaceChildren(...shown.map(item));
  };
  const searchOrSay = () =>
    void search().catch((/** @type {Error} */ error) => {
      status.textContent = `The search could not load: ${error.message}`;
    });

  const open = () => {
    if (!dialog.open) dialog.showModal();
    input.focus();
    input.select();
    void load().catch(() => undefined); // fetched while the reader types; a failure shows on the search
  };
  openButton.addEventListener('click', open);
  input.addEventListener('input', searchOrSay);
  input.addEventListener('keydown', (event) => {
    const first = list.querySelector('a');
    if (event.key === 'Enter' && first instanceof HTMLAnchorElement) first.click();
  });
  dialog.querySelector('.search-close')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop is a click on the dialog outside its box; a followed result may stay on
  // this page (another part of the same reference).
  dialog.addEventListener('click', (event) => {
    const box = dialog.getBoundingClientRect();
    const outside =
      event.clientX < box.left ||
      event.clientX > box.right ||
      event.clientY < box.top ||
      event.clientY > box.bottom;
    if (outside || (event.target instanceof Element && event.target.closest('a'))) dialog.close();
  });
  document.addEventListener('keydown', (event) => {
    const target = /** @type {HTMLElement} */ (event.target);
    const typing = target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
    if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      open();
    }
  });
}

/** The search as a script for a page, put after the header. */
export const searchScript = `(${siteSearch.toString()})();`;
