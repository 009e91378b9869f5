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
 * Inline Markdown as the plain text a reader should see, for places that show text without rendering
 * Markdown (Redoc shows server descriptions as they are).
 * @param {string} markdown
 * @returns {string}
 */
export function inlineText(markdown) {
  const entities = /** @type {Record<string, string>} */ ({
    '&amp;': '&',
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'",
  });
  return renderInline(markdown)
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}

/**
 * Inline Markdown (code spans, emphasis) without a wrapping paragraph.
 * @param {string} markdown
 * @returns {string}
 */
export function renderInline(markdown) {
  return /** @type {string} */ (marked.parseInline(markdown));
}
