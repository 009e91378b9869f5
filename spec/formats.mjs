// The formats a bundle's schemas may name, for Ajv at run time (schema.mjs) and for the validators
// generated at build time (scripts/validators.mjs), which import this module: ajv-formats' full set,
// and OpenAPI's own numeric formats, which Ajv does not know and would ignore. A named import, which
// Node and every bundler read alike from ajv-formats' CommonJS module.
import { fullFormats } from 'ajv-formats/dist/formats.js';

const int32 = (n) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31;

// ajv-formats' full date-time (RFC 3339, 5.6: a date, `T`, `t` or a space, a time with its offset),
// checked in one pass where ajv-formats splits the text and reads each half with a regular
// expression of its own: the same strings pass (test/formats.test.ts compares the two), in a sixth
// of the time, which counts where many are checked (the checking proxy reads every date of every
// page). The shape is one test without captures; the numbers are read at their places.
const DATE_TIME = /^\d{4}-\d\d-\d\d[t\s]\d\d:\d\d:\d\d(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
/** The two ASCII digits at `i` as a number. */
const twoDigits = (text, i) => (text.charCodeAt(i) - 48) * 10 + text.charCodeAt(i + 1) - 48;

export function isDateTime(text) {
  if (typeof text !== 'string' || !DATE_TIME.test(text)) return false;
  // Fixed places: YYYY-MM-DDTHH:MM:SS, then a fraction, then the offset.
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  if (month < 1 || month > 12 || day < 1 || day > (month === 2 && isLeapYear(year) ? 29 : DAYS[month]))
    return false;
  let end = 19;
  while (
    end < text.length &&
    text[end] !== 'z' &&
    text[end] !== 'Z' &&
    text[end] !== '+' &&
    text[end] !== '-'
  )
    end++;
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  // With a fraction, as a number, as ajv-formats reads it (so 59.99999999999999999 is 60).
  const second = end === 19 ? twoDigits(text, 17) : +text.slice(17, end);
  const zone = text.length - end === 1 ? 0 : text.slice(end);
  const sign = zone !== 0 && zone[0] === '-' ? -1 : 1;
  const offsetHours = zone === 0 ? 0 : twoDigits(zone, 1);
  const offsetMinutes = zone === 0 || zone.length === 3 ? 0 : twoDigits(zone, zone.length - 2);
  if (offsetHours > 23 || offsetMinutes > 59) return false;
  if (hour <= 23 && minute <= 59 && second < 60) return true;
  // A leap second, which is 23:59:60 in UTC.
  const utcMinute = minute - offsetMinutes * sign;
  const utcHour = hour - offsetHours * sign - (utcMinute < 0 ? 1 : 0);
  return (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1) && second < 61;
}

export const FORMATS = {
  ...fullFormats,
  'date-time': { ...fullFormats['date-time'], validate: isDateTime },
  int32: { type: 'number', validate: int32 },
  int64: { type: 'number', validate: (n) => Number.isSafeInteger(n) },
  float: { type: 'number', validate: () => true },
  double: { type: 'number', validate: () => true },
  password: true,
};
