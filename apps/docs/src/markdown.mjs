// Markdown to HTML for text written in this repository (spec descriptions, change notes).
// GitHub-flavoured like the spec's own Markdown; the text is ours, so raw HTML is not stripped.
import { Marked } from 'marked';

const marked = new Marked({ gfm: true, async: false });

/**
 * @param {string} markdown
 * @returns {string}
 */
export function renderMarkdown(markdown) {
  return /** @type {string} */ (marked.parse(markdown));
}

/**
 * Inline Markdown (code spans, emphasis) without a wrapping paragraph.
 * @param {string} markdown
 * @returns {string}
 */
export function renderInline(markdown) {
  return /** @type {string} */ (marked.parseInline(markdown));
}
