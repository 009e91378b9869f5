export interface Block {
  language: string;
  text: string;
}

/** The fenced blocks of `markdown` in order; with `heading`, only those of that `## ` section. */
export declare function fencedBlocks(markdown: string, heading?: string): Block[];
/** The text of the first block in `language` of `markdown`, or of its `## heading` section. */
export declare function fencedBlock(markdown: string, language: string, heading?: string): string;
/** The path of a guide of the docs site, `apps/docs/guides/<slug>.md`. */
export declare function guideFile(slug: string): string;
/** The Markdown of a guide of the docs site. */
export declare function readGuide(slug: string): string;
