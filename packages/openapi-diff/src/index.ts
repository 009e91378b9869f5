export { diffOpenApi } from './diff.js';
export { renderMarkdown } from './markdown.js';
export { RULES, isBreaking, type Effect, type RuleId } from './rules.js';
export type { ApiInfo, Change, ChangeReport, Direction, MarkdownOptions } from './types.js';
