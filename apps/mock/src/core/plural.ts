// Counts in the lines people read (the proxy's summary and warnings, the recording's last line):
// `1 exchange`, `2 exchanges`, `0 violations`.

/** `n` and the noun, singular for one and plural otherwise. */
export const counted = (n: number, noun: string, plural = `${noun}s`): string =>
  `${n} ${n === 1 ? noun : plural}`;
