// Where the built site is hosted for readers of the packages' READMEs, which link to its guides with
// absolute addresses (an npm page has no site beside it). The one place that names it: the docs
// tests check that every README link into the site starts with it and reaches a page and a section
// the build writes. The site itself links only relatively, so it works wherever it is copied.
export const SITE_URL = 'https://dispute-api.github.io/dispute-api/';
