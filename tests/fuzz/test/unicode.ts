// Unicode edge cases: the characters that break naive parsers, encoders and loggers. They go into
// body strings, path segments and query values (percent-encoded) and header values (as Latin-1,
// the only range HTTP/1.1 header bytes can carry through Node).
import fc from 'fast-check';

export const UNICODE_EDGES = [
  '\u0000', // NUL
  '\uFEFF', // byte order mark
  '\u202E', // right-to-left override
  '\u200B', // zero-width space
  '\u2028\u2029', // line and paragraph separators (valid JSON, invalid in old JS string literals)
  '\uD800', // lone high surrogate (not encodable as UTF-8)
  '\uDFFF', // lone low surrogate
  '\uD83D\uDCA9', // astral character, a surrogate pair
  'e\u0301', // combining accent
  '\uFFFF', // non-character
  '\uFFFD', // replacement character
  '\u{10FFFF}', // last code point
  'İ', // upper case that lower-cases to two code points
  'ﬀ', // ligature, changes under NFKC
  '١٢٣', // Arabic-Indic digits, which \d in some engines matches
  'Ｌｉｍｉｔ', // full-width Latin
  '\u001B[31m', // ANSI escape, a log-injection classic
  '\r\n', // line break, a header/log-injection classic
] as const;

/** A short string mixing edge cases with arbitrary code points. */
export const unicodeText: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.constantFrom(...UNICODE_EDGES), fc.string({ maxLength: 4, unit: 'binary' })), {
    minLength: 1,
    maxLength: 5,
  })
  .map((parts) => parts.join(''));
