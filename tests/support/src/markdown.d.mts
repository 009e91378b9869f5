export interface Block {
  language: string;
  text: string;
}

/** The fenced blocks of `markdown` in order; with `heading`, only those of that `## ` section. */
export declare function fencedBlocks(markdown: string, heading?: string): Block[];
/** The text of the first block in `language` of `markdown`, or of its `## heading` section. */
export declare function fencedBlock(markdown: string, language: string, heading?: string): string;
