import { describe, expect, it } from 'vitest';
import { specDistDir, specVersions } from '../src/paths.mjs';
import { sandboxFrom } from '../src/sandbox.mjs';
import { readWorkflows, workflowsPage } from '../src/workflows-page.mjs';

describe('workflows page', () => {
  const versions = specVersions();
  it.each(versions)('%s lists each workflow with its steps and the command that runs it', (version) => {
    const files = readWorkflows(specDistDir, version);
    expect(files.length).toBeGreaterThan(0);
    const html = workflowsPage({ version, versions, files, sandbox: sandboxFrom(undefined) });
    for (const { name, doc } of files) {
      const workflow = doc.workflows[0]!;
      expect(html).toContain(`href="downloads/workflows/${version}/${name}"`);
      expect(html).toContain(`${workflow.steps.length} step`);
      for (const step of workflow.steps) expect(html).toContain(`<code>${step.stepId}</code>`);
      expect(html).toContain(`respect node_modules/@dispute-api/spec/dist/workflows/${version}/${name}`);
      expect(html).toContain(`--server disputeApi=http://127.0.0.1:4010/public/${version}`);
    }
    expect(html).toContain('Against the local mock (<code>npx dispute-api-mock</code>');
    expect(html).toMatch(/signature[\s\S]*cannot be given as a fixed input/);
    // Relative links only, so the site can be hosted under any path.
    expect(html).not.toMatch(/href="\//);
  });

  it('runs the commands against a hosted sandbox when the site is built for one', () => {
    const [version = ''] = versions;
    const files = readWorkflows(specDistDir, version);
    const sandbox = sandboxFrom('https://sandbox.example.test/api/');
    const html = workflowsPage({ version, versions, files, sandbox });
    expect(html).toContain(`--server disputeApi=https://sandbox.example.test/api/public/${version}`);
    expect(html).toContain('Against the sandbox at <code>https://sandbox.example.test/api</code>');
    expect(html).not.toContain('127.0.0.1:4010');
  });
});
