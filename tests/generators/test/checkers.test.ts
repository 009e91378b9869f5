// IBM's validator must finish on every published bundle; Portman's coverage of the operations is
// measured with and without its workaround. Both go into the second table of the guide Getting started.
import { VERSIONS } from '@dispute-api/spec/versions';
import { afterAll, describe, expect, it } from 'vitest';
import { ibmReportOf, portmanCoverage } from '../src/checkers.js';
import { markdownTable, perVersion, readmeTable } from '../src/table.js';
import { packageVersions } from '../src/tools.js';
import { createWorkspace, workRoot } from '../src/workspace.js';

const work = workRoot();
afterAll(() => work.remove());

const ibm: { version: string; value: string }[] = [];
const portman: { version: string; value: string }[] = [];

describe.each(VERSIONS)('the %s bundle', (version) => {
  const ws = createWorkspace(work.root, 'checkers', version, '');

  it("IBM's lint-openapi finishes with a report", () => {
    const report = ibmReportOf(ws);
    ibm.push({ version, value: report.finished ? 'finishes with its report' : 'stops without a report' });
    expect(report.finished, report.output).toBe(true);
  });

  it('Portman writes contract tests for every operation with the workaround', () => {
    const plain = portmanCoverage(ws, false);
    const fixed = portmanCoverage(ws, true);
    console.log(`Portman ${version}: ${JSON.stringify({ plain, fixed })}`);
    portman.push({
      version,
      value: `${plain.tested} of ${plain.requests} operations; with the workaround: ${fixed.tested} of ${fixed.requests}`,
    });
    expect(fixed.tested).toBe(fixed.requests);
  });
});

it('the guide Getting started shows the table measured here', () => {
  const table = markdownTable(
    ['tool', 'version', 'on the bundles', 'runs against the sandbox', 'workaround'],
    [
      [
        "IBM's `lint-openapi`",
        packageVersions(['ibm-openapi-validator']),
        perVersion(ibm),
        'not applicable',
        'none needed',
      ],
      [
        'Portman (contract tests with a status check)',
        packageVersions(['@apideck/portman']),
        perVersion(portman),
        'not tried (Newman would run the collection)',
        'a second entry in `tests.contractTests` of its config with `openApiResponse: "2XX"` (`tests/generators/src/checkers.ts` writes it)',
      ],
    ],
  );
  expect(readmeTable('checker-table', table)).toBe(table);
});
