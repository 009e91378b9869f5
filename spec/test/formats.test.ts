// The date-time format read in one pass (formats.mjs) accepts exactly the strings ajv-formats' own
// full date-time accepts: every combination of valid and broken parts, leap days and leap seconds,
// separators and offsets.
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { describe, expect, it } from 'vitest';
import { FORMATS, isDateTime } from '../formats.mjs';

const reference = (fullFormats['date-time'] as { validate: (s: string) => boolean }).validate;

const DATES = [
  '2025-06-01',
  '2024-02-29',
  '2023-02-29',
  '1900-02-29',
  '2000-02-29',
  '2025-13-01',
  '2025-00-10',
  '2025-04-31',
  '2025-04-00',
  '2025-4-01',
  '20250-01-01',
  'abcd-01-01',
];
const SEPARATORS = ['T', 't', ' ', '\t', '\u00a0', '', 'TT', 'x', '\n'];
const TIMES = [
  '12:00:00',
  '23:59:59',
  '23:59:60',
  '00:00:60',
  '24:00:00',
  '12:60:00',
  '12:00:61',
  '12:00:00.123',
  '12:00:00.',
  '12:00',
  '1:00:00',
  '12:00:00.5e3',
  '23:59:59.99999999999999999',
  '23:59:60.5',
  '00:59:60',
];
const OFFSETS = [
  'Z',
  'z',
  '',
  '+00:00',
  '-00:00',
  '+05:30',
  '-0800',
  '+05',
  '+24:00',
  '+05:60',
  '+5:00',
  '+05:3',
  '-01:00',
  '+01:00',
  'Z ',
  ' Z',
  'ZZ',
  '+05:30\n',
  '+0530',
  '-05',
  '+01',
  '-2359',
  '+23:59',
  '+1',
];

describe('date-time', () => {
  const samples = DATES.flatMap((d) =>
    SEPARATORS.flatMap((s) => TIMES.flatMap((t) => OFFSETS.map((o) => `${d}${s}${t}${o}`))),
  );

  it('accepts exactly what ajv-formats accepts', () => {
    const differ = samples.filter((s) => isDateTime(s) !== reference(s));
    expect(differ).toEqual([]);
    // Both sides are exercised: the samples hold many valid and many broken strings.
    const valid = samples.filter((s) => reference(s)).length;
    expect([valid > 100, samples.length - valid > 100]).toEqual([true, true]);
  });

  it('is the date-time that the formats give Ajv', () => {
    expect((FORMATS['date-time'] as { validate: unknown }).validate).toBe(isDateTime);
  });
});
