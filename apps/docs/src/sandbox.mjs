// The sandbox the pages send readers to: Try it's default base URL, the curl samples, the
// workflows' commands and the landing page's words. By default the local mock a reader starts
// with `npx dispute-api-mock`; a site built for a shared, hosted sandbox names it with the build's
// one option, `DOCS_SANDBOX_URL=https://sandbox.example pnpm --filter @dispute-api/docs build`.

/** Where the local mock listens, and so where the pages point unless the build is told otherwise. */
export const LOCAL_SANDBOX_URL = 'http://127.0.0.1:4010';

/** The build's option, an environment variable so that it passes through turbo and CI alike. */
export const SANDBOX_URL_VARIABLE = 'DOCS_SANDBOX_URL';

/**
 * How a reader starts that mock: the published package's command, since the site is read far from
 * this repository, whose `pnpm mock` a reader does not have.
 */
export const LOCAL_MOCK_COMMAND = 'npx dispute-api-mock';

/** @typedef {{ url: string, local: boolean }} Sandbox */

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The sandbox an option's value names: its origin (and path, when it is served under one), without
 * a trailing slash and without `/public/<version>`, which the pages add per version.
 * @param {string | undefined} value the option's value; unset or empty: the local mock
 * @returns {Sandbox}
 */
export function sandboxFrom(value) {
  if (value === undefined || value.trim() === '') return { url: LOCAL_SANDBOX_URL, local: true };
  const refuse = (/** @type {string} */ rule) => {
    throw new Error(`${SANDBOX_URL_VARIABLE} must be ${rule}, got ${JSON.stringify(value)}`);
  };
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    return refuse('an absolute http or https address, such as https://sandbox.example');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') refuse('an http or https address');
  // A key or password in the address would be printed in every page of the site.
  if (url.username !== '' || url.password !== '') refuse('an address without credentials');
  if (url.search !== '' || url.hash !== '') refuse('an address without a query or a fragment');
  const path = url.pathname.replace(/\/+$/, '');
  if (/(^|\/)public(\/|$)/.test(path)) refuse('the address without /public/<version>, which the pages add');
  return { url: `${url.origin}${path}`, local: LOOPBACK.has(url.hostname) };
}
