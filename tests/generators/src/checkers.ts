// The tools that read the contract without generating a client: IBM's validator and Portman, which
// writes a Postman collection with a contract test per operation.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mustRun, runTool } from './tools.js';
import type { Workspace } from './workspace.js';

/** Whether IBM's lint-openapi finished with a report (it exits 1 when its rules find errors). */
export function ibmReportOf(ws: Workspace): { finished: boolean; output: string } {
  const run = runTool('lint-openapi', ['--json', ws.bundle], ws.dir);
  try {
    const report = JSON.parse(run.stdout) as { error?: { summary?: { total?: unknown } } };
    return { finished: typeof report.error?.summary?.total === 'number', output: run.output };
  } catch {
    // A crash ("There was a problem with spectral") prints no JSON at all.
    return { finished: false, output: run.output };
  }
}

const CONTRACT_TESTS = {
  statusSuccess: { enabled: true },
  contentType: { enabled: true },
  jsonBody: { enabled: true },
  schemaValidation: { enabled: true },
};

/** Portman's workaround config: the default contract tests, and the same again for `2XX` answers. */
export const PORTMAN_2XX_CONFIG = {
  version: 1.0,
  tests: {
    contractTests: [
      { openApiOperation: '*::/*', ...CONTRACT_TESTS },
      { openApiOperation: '*::/*', openApiResponse: '2XX', ...CONTRACT_TESTS },
    ],
  },
};

interface PostmanItem {
  item?: PostmanItem[];
  request?: unknown;
  event?: { listen: string; script: { exec: string[] } }[];
}

/** Portman's collection of the bundle: its requests, and how many carry a status test. */
export function portmanCoverage(
  ws: Workspace,
  withWorkaround: boolean,
): { requests: number; tested: number } {
  const out = withWorkaround ? 'portman-2xx.json' : 'portman.json';
  const args = ['-l', ws.bundle, '-o', out];
  if (withWorkaround) {
    writeFileSync(join(ws.dir, 'portman-config.json'), JSON.stringify(PORTMAN_2XX_CONFIG));
    args.push('-c', 'portman-config.json');
  }
  mustRun('portman', args, ws.dir);
  const requests: PostmanItem[] = [];
  const walk = (node: PostmanItem) => {
    for (const item of node.item ?? []) {
      if (item.request) requests.push(item);
      else walk(item);
    }
  };
  walk(JSON.parse(readFileSync(join(ws.dir, out), 'utf8')) as PostmanItem);
  const tested = requests.filter((r) =>
    (r.event ?? []).some(
      (e) => e.listen === 'test' && e.script.exec.join('\n').includes('Status code is 2xx'),
    ),
  );
  return { requests: requests.length, tested: tested.length };
}
