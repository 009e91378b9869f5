// The site's search index, written at build time with Pagefind into pagefind/ beside the pages.
// The static pages (guides, landing page, change report, workflows) are indexed from their HTML:
// each marks what to index (`data-pagefind-body`), the versions it belongs to and its kind
// (layout.mjs, staticPage). A version's reference is not: Redoc renders its operations in the
// browser, and the page as built holds only its introduction and tags. So its records come from the
// bundle, read through @dispute-api/openapi-model: each operation with its operationId, summary,
// method and path, description, parameters and the fields of its bodies, and each section of the
// introduction, each linked to the route Redoc's router answers for it.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { apiModel, derefStrict, isObject } from '@dispute-api/openapi-model';
import { slug } from 'github-slugger';
import * as pagefind from 'pagefind';
import { escapeHtml } from './layout.mjs';
import { renderMarkdown } from './markdown.mjs';

/**
 * The routes of Redoc's in-page router (`index.html#/alerts/reportalertoutcome`), as Redoc CE 3
 * names them: a tag by its name's slug, an operation under its first tag by its lower-cased
 * operationId, a heading of the introduction under `section/`. The site's tests check them against
 * the built pages and the rendered references.
 */
export const redocRoute = {
  tag: (/** @type {string} */ name) => `/${slug(name)}`,
  operation: (/** @type {string} */ tag, /** @type {string} */ operationId) =>
    `/${slug(tag)}/${operationId.toLowerCase()}`,
  section: (/** @type {string} */ heading) => `/section/${slug(heading)}`,
};

/**
 * The route of an operation of the model.
 * @param {import('@dispute-api/openapi-model').Operation} op
 */
export function operationRoute(op) {
  const tags = op.object.tags;
  return redocRoute.operation(Array.isArray(tags) ? String(tags[0]) : '', String(op.operationId));
}

/** How deep the field names of a body are followed: deep enough for `pagination.totalCount`. */
const FIELD_DEPTH = 4;

/**
 * The member names of a schema, dotted (`alerts[].outcome`), each with its description.
 * @param {any} doc
 * @param {unknown} node
 * @param {string} prefix
 * @param {number} depth
 * @param {Set<unknown>} seen the schemas on the way here, so that a recursive one ends
 * @returns {{ name: string, description: string }[]}
 */
function fieldsOf(doc, node, prefix, depth, seen) {
  const schema = derefStrict(doc, node);
  if (!isObject(schema) || seen.has(schema) || depth > FIELD_DEPTH) return [];
  const inner = new Set(seen).add(schema);
  const parts = ['allOf', 'anyOf', 'oneOf']
    .flatMap((key) => (Array.isArray(schema[key]) ? schema[key] : []))
    .concat(schema.then ?? [], schema.else ?? []);
  const own = Object.entries(isObject(schema.properties) ? schema.properties : {}).flatMap(
    ([name, value]) => {
      const member = derefStrict(doc, value);
      const description =
        isObject(member) && typeof member.description === 'string' ? member.description : '';
      return [
        { name: `${prefix}${name}`, description },
        ...fieldsOf(doc, member, `${prefix}${name}.`, depth + 1, inner),
      ];
    },
  );
  return [
    ...own,
    ...parts.flatMap((part) => fieldsOf(doc, part, prefix, depth, inner)),
    ...(schema.items === undefined
      ? []
      : fieldsOf(doc, schema.items, `${prefix.replace(/\.$/, '')}[].`, depth, inner)),
  ];
}

/** The fields of a body's JSON schemas, each name once. @param {any} doc @param {any} content */
function bodyFields(doc, content) {
  const found = [...(content?.values() ?? [])].flatMap((media) =>
    fieldsOf(doc, media.schema, '', 0, new Set()),
  );
  return [...new Map(found.map((field) => [field.name, field])).values()];
}

/** A list of names with their descriptions, for a record's HTML. */
const listHtml = (
  /** @type {string} */ heading,
  /** @type {{ name: string, description: string }[]} */ items,
) =>
  items.length === 0
    ? ''
    : `<h2>${heading}</h2><ul>${items
        .map((i) => `<li><code>${escapeHtml(i.name)}</code> ${renderMarkdown(i.description)}</li>`)
        .join('')}</ul>`;

/**
 * A record's page as Pagefind reads it: what to index, its version filter and its kind.
 * @param {{ title: string, version: string, kind: string, body: string }} record
 */
const recordHtml = ({ title, version, kind, body }) => `<!DOCTYPE html>
<html lang="en"><head><title>${escapeHtml(title)}</title></head><body><main data-pagefind-body>
<span data-pagefind-filter="version:${version}"></span><span data-pagefind-meta="kind:${escapeHtml(kind)}"></span>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;

/**
 * The search records of a version's reference: its introduction by section, its tags, its
 * operations. `url` is a path from the site's root.
 * @param {any} doc the version's bundle
 * @param {string} version
 * @returns {{ url: string, html: string }[]}
 */
export function referenceRecords(doc, version) {
  const page = `/${version}/index.html`;
  const kind = `Reference ${version}`;
  const record = (/** @type {string} */ route, /** @type {string} */ title, /** @type {string} */ body) => ({
    url: route === '' ? page : `${page}#${route}`,
    html: recordHtml({ title, version, kind, body }),
  });
  const [intro = '', ...sections] = String(doc.info?.description ?? '').split(/^## /m);
  const records = [
    record('', `${doc.info?.title ?? 'Reference'} ${version}`, renderMarkdown(intro)),
    ...sections.map((section) => {
      const [heading = '', ...text] = section.split('\n');
      return record(redocRoute.section(heading.trim()), heading.trim(), renderMarkdown(text.join('\n')));
    }),
    ...(doc.tags ?? []).map((/** @type {{ name: string, description?: string }} */ tag) =>
      record(redocRoute.tag(tag.name), tag.name, renderMarkdown(tag.description ?? '')),
    ),
  ];
  for (const op of apiModel(doc).operations) {
    const operationId = String(op.operationId);
    const responses = [...op.responses].filter(([status]) => /^2/.test(status));
    const body = [
      `<p><code>${op.method.toUpperCase()} ${escapeHtml(op.path)}</code> · operationId <code>${escapeHtml(operationId)}</code></p>`,
      renderMarkdown(String(op.object.description ?? '')),
      listHtml(
        'Parameters',
        op.parameters.map((p) => ({ name: p.name, description: String(p.object.description ?? '') })),
      ),
      listHtml('Request body', bodyFields(doc, op.requestBody?.content)),
      ...responses.map(([status, response]) =>
        listHtml(`Response ${status}`, bodyFields(doc, response.content)),
      ),
    ].join('\n');
    records.push(record(operationRoute(op), String(op.object.summary ?? operationId), body));
  }
  return records;
}

/**
 * Indexes the static pages of `siteDir` and the given records, and writes the index and Pagefind's
 * script to `siteDir/pagefind/`.
 * @param {string} siteDir
 * @param {{ url: string, html: string }[]} records
 */
export async function writeSearchIndex(siteDir, records) {
  const fail = (/** @type {string[]} */ errors) => {
    if (errors.length > 0) throw new Error(`search index: ${errors.join('; ')}`);
  };
  try {
    const { index, errors } = await pagefind.createIndex({});
    fail(errors);
    if (!index) throw new Error('search index: Pagefind made no index');
    fail((await index.addDirectory({ path: siteDir })).errors);
    for (const { url, html } of records) fail((await index.addHTMLFile({ url, content: html })).errors);
    const out = join(siteDir, 'pagefind');
    fail((await index.writeFiles({ outputPath: out })).errors);
    // Pagefind also writes its ready-made search interfaces; the header has its own (search-ui.mjs).
    for (const name of readdirSync(out).filter((n) =>
      /^pagefind-(ui|component-ui|modular-ui|highlight)\./.test(n),
    ))
      rmSync(join(out, name));
  } finally {
    await pagefind.close();
  }
}
