// A docs or tooling project reading the contract through the spec package's exports only.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CURRENT_VERSION, VERSIONS } from '@dispute-api/spec/versions';
import { contractProblems, loadBundle } from '@dispute-api/spec/contract';

const require = createRequire(import.meta.url);
const report = { current: CURRENT_VERSION, versions: {} };
for (const version of VERSIONS) {
  const { default: json } = await import(`@dispute-api/spec/${version}.json`, { with: { type: 'json' } });
  const yaml = readFileSync(require.resolve(`@dispute-api/spec/${version}.yaml`), 'utf8');
  report.versions[version] = {
    openapi: json.openapi,
    yamlOpensWithOpenapi: yaml.startsWith('openapi:') || /\nopenapi: /.test(yaml),
    paths: Object.keys(json.paths).length,
    sameAsContract: JSON.stringify(loadBundle(version)) === JSON.stringify(json),
  };
}
const [newest, previous] = [VERSIONS[0], VERSIONS[1]];
const changes = JSON.parse(
  readFileSync(require.resolve(`@dispute-api/spec/changes/${previous}..${newest}.json`), 'utf8'),
);
report.changeReport = typeof changes.summary?.breaking === 'number';
report.changelog = readFileSync(require.resolve('@dispute-api/spec/changelog.md'), 'utf8').startsWith(
  '# Changelog',
);
// The validator works from the installed bundles: a list without its fields fails, a 403 in the
// documented format passes.
const alerts = { version: newest, method: 'get', template: '/alerts' };
report.validatorRejects = contractProblems(alerts, 200, { alerts: 'none' }).length > 0;
report.validatorAccepts =
  contractProblems(alerts, 403, { message: 'Forbidden', requestId: 'req_1' }).length === 0;
console.log(JSON.stringify(report));
