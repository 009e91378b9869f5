// Prints a JSON value as a TypeScript object literal the way people write one: bare keys where
// they are identifiers, single-quoted strings, short objects on one line.

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const MAX_WIDTH = 80;

/** @param {string} s */
const quote = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/**
 * @param {unknown} value
 * @param {string} [indent] the indentation of the line the literal starts on
 * @param {number} [column] where on that line the literal starts
 * @returns {string}
 */
export function tsLiteral(value, indent = '', column = indent.length) {
  if (typeof value === 'string') return quote(value);
  if (value === null || typeof value !== 'object') return String(value);
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((v) => tsLiteral(v, inner))
    : Object.entries(value).map(([k, v]) => {
        const key = `${IDENTIFIER.test(k) ? k : quote(k)}: `;
        return `${key}${tsLiteral(v, inner, inner.length + key.length)}`;
      });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (items.length === 0) return `${open}${close}`;
  const oneLine = Array.isArray(value) ? `[${items.join(', ')}]` : `{ ${items.join(', ')} }`;
  // +2 leaves room for what follows on the line, such as `,` or `);`.
  if (column + oneLine.length + 2 <= MAX_WIDTH && !oneLine.includes('\n')) return oneLine;
  return `${open}\n${items.map((item) => `${inner}${item},`).join('\n')}\n${indent}${close}`;
}
