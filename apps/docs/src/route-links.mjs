// Redoc's menu and headings link to its routes with root paths (`/alerts`, `/section/versions`),
// and its router turns a click into `index.html#/alerts`. The href itself still points at the
// host's root, so opening a link in a new tab or copying it leaves the site (and under a sub-path,
// 404s). This script rewrites each such href to the hash route the router uses, once Redoc has
// rendered and whenever it renders again.

/** The script, as the text of an inline `<script>` element. */
export const routeLinksScript = `(() => {
  const toHashRoute = (root) => {
    for (const a of root.querySelectorAll('a[href^="/"]')) a.setAttribute('href', '#' + a.getAttribute('href'));
  };
  addEventListener('load', () => {
    const redoc = document.getElementById('redoc');
    if (!redoc) return;
    toHashRoute(redoc);
    new MutationObserver(() => toHashRoute(redoc)).observe(redoc, {
      subtree: true, childList: true, attributes: true, attributeFilter: ['href'],
    });
  });
})();`;
