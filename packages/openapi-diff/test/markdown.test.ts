import { describe, expect, it } from 'vitest';
import { diffOpenApi, renderMarkdown, type ChangeReport } from '../src/index.js';
import { richDocument } from './fixtures.js';

const report = diffOpenApi(richDocument('base'), richDocument('head'));

function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`## ${heading}\n`);
  if (start < 0) return '';
  const next = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, next < 0 ? undefined : next);
}

describe('renderMarkdown', () => {
  const markdown = renderMarkdown(report);

  it('starts with a heading naming both versions and a summary line', () => {
    expect(markdown.split('\n').slice(0, 3)).toEqual([
      '# Changes from Rich 1 to Rich 2',
      '',
      '12 breaking changes, 6 other changes.',
    ]);
  });

  it('lists every breaking change under "Breaking changes" and every other one under "Other changes"', () => {
    const breaking = section(markdown, 'Breaking changes');
    const other = section(markdown, 'Other changes');
    expect(markdown.indexOf('## Breaking changes')).toBeLessThan(markdown.indexOf('## Other changes'));
    for (const change of report.changes) {
      const line = change.message.replace(/[\\`*_[\]<>|#]/g, (char) => `\\${char}`);
      expect(change.breaking ? breaking : other).toContain(line);
    }
    expect(breaking).toContain('- `query parameter q`: Query parameter q is now required.');
    expect(other).not.toContain('is now required');
  });

  it('groups by operation, in path order, with the operation entry itself unlabelled', () => {
    const breaking = section(markdown, 'Breaking changes');
    const headings = breaking.split('\n').filter((line) => line.startsWith('### '));
    expect(headings).toEqual(['### `DELETE /old`', '### `GET /things`', '### `POST /things`']);
    expect(breaking).toContain('### `DELETE /old`\n\n- Operation DELETE /old was removed.\n');
  });

  it('is deterministic, whatever the order of the changes it is given', () => {
    const shuffled: ChangeReport = { ...report, changes: [...report.changes].reverse() };
    expect(renderMarkdown(shuffled)).toBe(markdown);
    expect(renderMarkdown(report)).toBe(markdown);
  });

  it('takes a title and a preamble', () => {
    const custom = renderMarkdown(report, { title: 'Release 2', preamble: 'Read this first.' });
    expect(custom.startsWith('# Release 2\n\nRead this first.\n\n12 breaking changes')).toBe(true);
  });

  it('says so when there is nothing to report, and omits empty sections', () => {
    const empty = renderMarkdown(diffOpenApi(richDocument('base'), richDocument('base')));
    expect(empty).toBe('# Changes from Rich 1 to Rich 1\n\nNo changes.\n');
    const onlyAdded = renderMarkdown(
      diffOpenApi({ openapi: '3.1.0', paths: {} }, { openapi: '3.1.0', paths: { '/a': { get: {} } } }),
    );
    expect(onlyAdded).not.toContain('## Breaking changes');
    expect(onlyAdded).toContain('# Changes from base to head');
    expect(onlyAdded).toContain('0 breaking changes, 1 other change.');
  });

  it('escapes Markdown in messages and fences locations that contain backticks', () => {
    const odd: ChangeReport = {
      base: {},
      head: {},
      summary: { breaking: 1, nonBreaking: 0 },
      changes: [
        {
          id: 'enum-value-removed',
          breaking: true,
          operation: 'GET /a',
          location: 'query parameter `x`',
          message: 'Value "*bold*" was removed.',
        },
      ],
    };
    expect(renderMarkdown(odd)).toContain('- `` query parameter `x` ``: Value "\\*bold\\*" was removed.');
  });
});
