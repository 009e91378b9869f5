// The list-walking workflows, list-all-alerts and list-all-disputes. Arazzo's runtime expressions
// have no arithmetic, so a step cannot compute the next offset from the last one: each page is its
// own step with its offset written out, and its stop rule compares the answer with constants.
import { apiModel, derefStrict } from '@dispute-api/openapi-model';
import { loadBundle } from '../../load.mjs';
import { document, onBody } from './document.mjs';

/** Page size the walks ask for; the sandbox's 137 alerts and 53 disputes then take several pages. */
const PAGE_LIMIT = 50;
/** Pages a walk reads at most; a longer list fails the last step instead of ending unnoticed. */
const MAX_PAGES = 20;

// Alerts: `offset` counts records. Page k starts at record k × limit; the walk stops once the
// records read reach totalCount, or on an empty page.
function alertsWalk() {
  const steps = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const offset = page * PAGE_LIMIT;
    const readAfter = offset + PAGE_LIMIT;
    const last = page === MAX_PAGES - 1;
    const stopRule = `@.pagination.totalCount <= ${readAfter} || length(@.alerts) == 0`;
    steps.push({
      stepId: `page${page + 1}`,
      description: `Read alerts ${offset} to ${readAfter - 1} (offset ${offset}, limit ${PAGE_LIMIT}).`,
      operationId: 'listAlerts',
      parameters: [
        { name: 'offset', in: 'query', value: offset },
        { name: 'limit', in: 'query', value: PAGE_LIMIT },
      ],
      successCriteria: [
        { condition: '$statusCode == 200' },
        // The last step has no next page to go to: the list must end here.
        ...(last ? [onBody(`$[?${stopRule}]`)] : []),
      ],
      ...(last
        ? {}
        : {
            onSuccess: [
              { name: 'emptyPage', type: 'end', criteria: [onBody('$[?length(@.alerts) == 0]')] },
              {
                name: 'allRead',
                type: 'end',
                criteria: [{ condition: `$response.body#/pagination/totalCount <= ${readAfter}` }],
              },
              { name: 'nextPage', type: 'goto', stepId: `page${page + 2}` },
            ],
          }),
      outputs: { alerts: '$response.body#/alerts', totalCount: '$response.body#/pagination/totalCount' },
    });
  }
  return document({
    title: 'Page through all alerts',
    summary: 'Read every alert, a page at a time, by record offset.',
    description:
      `Alert paging counts records: \`offset\` is the number of alerts before the page, and it ` +
      `advances by \`limit\` from page to page (advancing by 1 would return the same alerts shifted ` +
      `by one). The walk stops once \`totalCount\` alerts are read or a page comes back empty. Each ` +
      `page is a step with its offset written out, because Arazzo expressions cannot add; the walk ` +
      `reads at most ${MAX_PAGES} pages of ${PAGE_LIMIT} (${MAX_PAGES * PAGE_LIMIT} alerts) and its ` +
      `last step fails when the list goes on. It only reads.`,
    workflow: {
      workflowId: 'listAllAlerts',
      summary: `Walk the alert list by record offset, ${PAGE_LIMIT} alerts a page.`,
      steps,
      outputs: { totalCount: '$steps.page1.outputs.totalCount', firstPage: '$steps.page1.outputs.alerts' },
    },
  });
}

// Disputes: `offset` is a zero-based page index that advances by 1; the walk stops when the next
// index would reach totalPages. Every page below totalPages holds disputes, and reading pages
// 0..k reads at most (k + 1) × limit disputes, so at the stop totalCount must fit in them.
function disputesWalk() {
  const steps = [];
  for (let index = 0; index < MAX_PAGES; index++) {
    const next = index + 1;
    const last = index === MAX_PAGES - 1;
    const stop = `$response.body#/pagination/totalPages <= ${next}`;
    steps.push({
      stepId: `page${next}`,
      description: `Read page index ${index} (offset ${index}, limit ${PAGE_LIMIT}).`,
      operationId: 'listDisputes',
      parameters: [
        { name: 'offset', in: 'query', value: index },
        { name: 'limit', in: 'query', value: PAGE_LIMIT },
      ],
      successCriteria: [
        { condition: '$statusCode == 200' },
        // A page below totalPages holds disputes.
        onBody('$[?length(@.disputes) > 0 || @.pagination.totalPages == 0]'),
        // Where the walk stops, the pages read hold every dispute.
        onBody(`$[?@.pagination.totalPages > ${next} || @.pagination.totalCount <= ${next * PAGE_LIMIT}]`),
        ...(last ? [{ condition: stop }] : []),
      ],
      onSuccess: [
        { name: 'lastPage', type: 'end', criteria: [{ condition: stop }] },
        ...(last ? [] : [{ name: 'nextPage', type: 'goto', stepId: `page${next + 1}` }]),
      ],
      outputs: { disputes: '$response.body#/disputes', pagination: '$response.body#/pagination' },
    });
  }
  return document({
    title: 'Page through all disputes',
    summary: 'Read every dispute, a page at a time, by page index.',
    description:
      `Dispute paging counts pages: \`offset\` is the zero-based index of the page, and it advances ` +
      `by 1. The walk stops when the next index would reach \`totalPages\`; at that point every ` +
      `dispute of \`totalCount\` has been read. Each page is a step with its index written out, ` +
      `because Arazzo expressions cannot add; the walk reads at most ${MAX_PAGES} pages of ` +
      `${PAGE_LIMIT} (${MAX_PAGES * PAGE_LIMIT} disputes) and its last step fails when the list goes ` +
      `on. It only reads.`,
    workflow: {
      workflowId: 'listAllDisputes',
      summary: `Walk the dispute list by page index, ${PAGE_LIMIT} disputes a page.`,
      steps,
      outputs: {
        totalCount: '$steps.page1.outputs.pagination#/totalCount',
        totalPages: '$steps.page1.outputs.pagination#/totalPages',
        firstPage: '$steps.page1.outputs.disputes',
      },
    },
  });
}

// Which walks a version gets follows from its bundle: the alert walk where `listAlerts` exists, the
// dispute walk where `listDisputes` answers a `pagination` with `totalPages` (2024-03-18 shows no
// paging at all, and has its own single-read workflow).
function walksOf(version) {
  const bundle = loadBundle(version);
  const model = apiModel(bundle);
  const list = (path, operationId) => {
    const op = model.operation('get', path);
    return op?.operationId === operationId ? op : undefined;
  };
  const resolve = (node) => derefStrict(bundle, node);
  const pagination = (op) => {
    const schema = op?.responses.get('200')?.content.get('application/json')?.schema;
    return resolve(resolve(schema)?.properties?.pagination);
  };
  return {
    alerts: Boolean(list('/alerts', 'listAlerts')),
    disputes: Boolean(pagination(list('/disputes', 'listDisputes'))?.required?.includes('totalPages')),
  };
}

/** The walks of a version: `{name, doc}` for each list it can walk. */
export function pagingWorkflows(version) {
  const walks = walksOf(version);
  return [
    ...(walks.alerts ? [{ name: 'list-all-alerts', doc: alertsWalk() }] : []),
    ...(walks.disputes ? [{ name: 'list-all-disputes', doc: disputesWalk() }] : []),
  ];
}
