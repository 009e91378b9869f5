import { compareChanges } from './report.js';
import type { ApiInfo, Change, ChangeReport, MarkdownOptions } from './types.js';

/**
 * Renders a report as a CHANGELOG entry: a heading, a one-line summary, then "Breaking changes"
 * and "Other changes", each grouped by operation. The same report always gives the same text.
 */
export function renderMarkdown(report: ChangeReport, options: MarkdownOptions = {}): string {
  const title =
    options.title ?? `Changes from ${label(report.base, 'base')} to ${label(report.head, 'head')}`;
  const lines: string[] = [`# ${title}`, ''];
  if (options.preamble !== undefined && options.preamble.trim() !== '')
    lines.push(options.preamble.trim(), '');

  // Sorted here too: a report may have been filtered or assembled by hand.
  const changes = [...report.changes].sort(compareChanges);
  const breaking = changes.filter((change) => change.breaking);
  const other = changes.filter((change) => !change.breaking);
  if (changes.length === 0) {
    lines.push('No changes.', '');
    return lines.join('\n');
  }
  lines.push(`${count(breaking.length, 'breaking change')}, ${count(other.length, 'other change')}.`, '');
  section(lines, 'Breaking changes', breaking);
  section(lines, 'Other changes', other);
  return lines.join('\n');
}

function section(lines: string[], heading: string, changes: Change[]): void {
  if (changes.length === 0) return;
  lines.push(`## ${heading}`, '');
  let current: string | undefined;
  for (const change of changes) {
    const group = change.operation ?? 'Whole document';
    if (group !== current) {
      if (current !== undefined) lines.push('');
      lines.push(`### ${code(group)}`, '');
      current = group;
    }
    // An operation's own entry (added, removed) needs no location beyond its heading.
    const where = change.location === change.operation ? '' : `${code(change.location)}: `;
    lines.push(`- ${where}${escape(change.message)}`);
  }
  lines.push('');
}

function label(info: ApiInfo, fallback: string): string {
  const text = [info.title, info.version].filter((part) => part !== undefined && part !== '').join(' ');
  return escape(text === '' ? fallback : text);
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** A code span that survives backticks inside the text. */
function code(raw: string): string {
  const text = oneLine(raw);
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = longest > 0 ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

// Messages quote names and values from the documents, which may contain Markdown syntax.
function escape(text: string): string {
  return oneLine(text).replace(/[\\`*_[\]<>|#]/g, (char) => `\\${char}`);
}

// A line break inside a name would end the list item.
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}
