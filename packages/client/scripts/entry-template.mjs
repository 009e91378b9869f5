// The one template of the per-version entry modules (src/versions/<version>.ts). Everything that
// differs between versions is read from the version's bundle: which named helpers exist (an
// operation with that operationId), the paths and parameters they call, the shape each checks of
// an answer, which lists can be paged and how, the exported schema types and enumerations. The
// bundle is read through @dispute-api/openapi-model: its operations, merged parameters and `$ref`
// resolver.
import { apiModel, derefStrict, refusesEveryValue } from '@dispute-api/openapi-model';
import { enumCode, enumLists } from './enums.mjs';

/** The operations that have a named helper, by operationId, and the builder in src/helpers.ts. */
const HELPERS = {
  listDisputes: 'list',
  getDispute: 'get',
  listAlerts: 'list',
  getAlert: 'get',
  reportAlertOutcome: 'report',
  listWebhooks: 'list',
  createWebhook: 'create',
  deleteWebhook: 'remove',
};

/** Types a version exports although its spec has no schema of that name, and how to derive them. */
const DERIVED_TYPES = {
  // A spec without an enumeration of event names still gets the type: that of a webhook's `event`.
  WebhookEvent: { from: 'Webhook', type: "NonNullable<Schemas['Webhook']['event']>" },
};

// Names the entry module declares or imports itself, which a schema type or list must not take.
const RESERVED = new Set([
  'API_VERSION',
  'DEFAULT_PAGE_SIZE',
  'DEFAULT_RETRY',
  'LOCAL_MOCK_URL',
  'MAX_PAGE_SIZE',
  'RETRY_SAFE_STATUSES',
  'SIGNATURE_HEADER',
  'Client',
  'DisputeApiClient',
  'DisputeApiError',
  'ErrorFormat',
  'Schemas',
  'components',
  'operations',
  'paths',
]);
const RESERVED_SUFFIX = /Options$/;

/** What a helper checks of the 200 answer: its array and object members, `?` when optional. */
function shapeOf(schema, deref) {
  const shape = {};
  const required = new Set(schema?.required ?? []);
  for (const [name, member] of Object.entries(schema?.properties ?? {})) {
    const type = deref(member)?.type;
    const kind = type === 'array' ? '[]' : type === 'object' ? '{}' : undefined;
    if (kind) shape[name] = required.has(name) ? kind : `${kind}?`;
  }
  return shape;
}

/** Whether a pagination object can carry `name`: declared, and not refused outright. */
const reports = (pagination, name) =>
  pagination?.properties?.[name] !== undefined && !refusesEveryValue(pagination.properties[name]);

/**
 * How a list pages, read from its parameters and its answer: it needs `offset` and `limit` query
 * parameters and a required `pagination` member. A pagination that reports `totalPages` makes
 * `offset` a page index; one that reports only `totalCount` makes it a record offset.
 */
function pagingOf(parameters, answer, deref) {
  const names = new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name));
  if (!names.has('offset') || !names.has('limit') || !(answer?.required ?? []).includes('pagination'))
    return undefined;
  const pagination = deref(answer.properties?.pagination);
  const items = Object.entries(answer.properties ?? {}).filter(
    ([name, member]) => answer.required.includes(name) && deref(member)?.type === 'array',
  );
  if (items.length !== 1) return undefined;
  if (reports(pagination, 'totalPages')) return { builder: 'byPageIndex', items: items[0][0] };
  if (reports(pagination, 'totalCount')) return { builder: 'byRecordOffset', items: items[0][0] };
  return undefined;
}

/** A shape as a literal in the house style: `{ disputes: '[]', pagination: '{}' }`. */
function literal(shape) {
  const members = Object.entries(shape).map(
    ([name, kind]) => `${/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`}: '${kind}'`,
  );
  return members.length === 0 ? '{}' : `{ ${members.join(', ')} }`;
}

/** Words of `text` in lines of at most `width` characters. */
function wrap(text, width) {
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= width) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

function docComment(paragraphs) {
  const lines = paragraphs.filter(Boolean).flatMap((text) => wrap(text.replaceAll('*/', '*\\/'), 100));
  return `/**\n${lines.map((line) => ` * ${line}`).join('\n')}\n */\n`;
}

function helperCode(id, { path, method, object: operation, parameters, responses }, deref) {
  const kind = HELPERS[id];
  const pathParameters = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const op = `operations['${id}']`;
  const answer = deref(responses.get('200')?.content.get('application/json')?.schema);
  const offset = parameters.find((p) => p.in === 'query' && p.name === 'offset');
  const doc = docComment([
    `${operation.summary ?? id}: \`${method.toUpperCase()} ${path}\`.`,
    offset?.object.description && `\`offset\`: ${offset.object.description}`,
  ]);
  const one = () => {
    if (pathParameters.length !== 1)
      throw new Error(
        `${id}: a ${kind} helper needs exactly one path parameter, found ${pathParameters.length}`,
      );
    return `'${pathParameters[0]}'`;
  };
  switch (kind) {
    case 'list': {
      const withQuery = parameters.some((p) => p.in === 'query');
      const builder = withQuery ? 'listWithQuery' : 'list';
      const type = withQuery
        ? `helpers.ListWithQuery<DisputeApiClient, ${op}>`
        : `helpers.List<DisputeApiClient, ${op}>`;
      return {
        code: `${doc}export const ${id} = helpers.${builder}<${type}>('${path}', ${literal(shapeOf(answer, deref))});`,
        paging: pagingOf(parameters, answer, deref),
        withQuery,
      };
    }
    case 'get':
      return {
        code: `${doc}export const ${id} = helpers.get<helpers.Get<DisputeApiClient, ${op}>>('${path}', ${one()}, ${literal(shapeOf(answer, deref))});`,
      };
    case 'create':
      return {
        code: `${doc}export const ${id} = helpers.create<helpers.Create<DisputeApiClient, ${op}>>('${path}');`,
      };
    case 'remove':
      return {
        code: `${doc}export const ${id} = helpers.remove<helpers.Remove<DisputeApiClient>>('${path}', ${one()});`,
      };
    case 'report':
      return {
        code: `${doc}export const ${id} = helpers.report<helpers.Report<DisputeApiClient, ${op}>>('${path}', ${one()});`,
      };
    default:
      throw new Error(`${id}: unknown helper kind ${kind}`);
  }
}

function paginatorCode(id, paging) {
  const noun = id.replace(/^list/, '');
  const item = `helpers.Answer<operations['${id}']>['${paging.items}'][number]`;
  return `/** Every item of \`${id}\`, page by page; \`maxItems\` stops early, \`pageSize\` sets \`limit\`. */
export const paginate${noun} = helpers.${paging.builder}<helpers.Paginator<DisputeApiClient, ${item}>>(${id}, '${paging.items}');

export function listAll${noun}(client: DisputeApiClient, options: PaginateOptions = {}): Promise<${item}[]> {
  return toArray(paginate${noun}(client, options));
}`;
}

export function renderEntry(version, bundle) {
  const deref = (node) => derefStrict(bundle, node);
  const model = apiModel(bundle);
  const helpers = Object.keys(HELPERS)
    .filter((id) => model.byId(id))
    .map((id) => ({ id, ...helperCode(id, model.byId(id), deref) }));
  const paged = helpers.filter((helper) => helper.paging);
  const schemaNames = Object.keys(bundle.components?.schemas ?? {});
  const types = [
    ...schemaNames.map((name) => `export type ${name} = Schemas['${name}'];`),
    ...Object.entries(DERIVED_TYPES)
      .filter(([name, { from }]) => !schemaNames.includes(name) && schemaNames.includes(from))
      .map(([name, { type }]) => `export type ${name} = ${type};`),
    ...helpers
      .filter((helper) => helper.withQuery)
      .map(
        ({ id }) =>
          `export type ${id[0].toUpperCase()}${id.slice(1)}Query = helpers.Query<operations['${id}']>;`,
      ),
  ];
  const lists = enumLists(bundle);
  for (const name of [...types.map((line) => line.split(' ')[2]), ...lists.map((list) => list.constant)]) {
    if (RESERVED.has(name) || RESERVED_SUFFIX.test(name))
      throw new Error(`${version}: the name ${name} is taken by the client`);
  }
  const title = bundle.info?.title ? ` (${bundle.info.title})` : '';
  return `
/**
 * \`@dispute-api/client/${version}\`: the typed client of API version ${version}${title}.
 * \`createClient()\` gives every operation typed by path (\`client.GET('/…', …)\`); the helpers below
 * cover the common ones, return the data and throw DisputeApiError on a non-2xx or an unusable answer.
 */
import type { Client } from 'openapi-fetch';
import { createVersionClient, type ClientOptions } from '../create-client.js';
import * as helpers from '../helpers.js';
${paged.length > 0 ? "import { toArray, type PaginateOptions } from '../pagination.js';\n" : ''}import type { components, operations, paths } from '../generated/${version}.js';

export * from '../shared-exports.js';
${paged.length > 0 ? "export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, toArray, type PaginateOptions } from '../pagination.js';\n" : ''}export type { components, operations, paths } from '../generated/${version}.js';

export const API_VERSION = '${version}';

export type DisputeApiClient = Client<paths>;

type Schemas = components['schemas'];
${types.join('\n')}
${enumCode(lists)}
export function createClient(options: ClientOptions): DisputeApiClient {
  return createVersionClient<paths>(API_VERSION, options);
}
${helpers.map(({ code }) => `\n${code}\n`).join('')}${paged.map(({ id, paging }) => `\n${paginatorCode(id, paging)}\n`).join('')}`;
}
