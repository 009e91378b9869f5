// A leveled logger small enough to cost nothing when silent (the benchmark runs at `silent`).
// Callers never pass keys, secrets or signatures; request lines carry method, target, status and id.
// Two formats: `text`, a line for a person (`[mock] GET /public/… 200 req_… 1.2ms`), and `json`,
// one object per line for a log collector (`{"time","level","msg",…}`), with the fields a caller
// gives (the access log's method, target, status, requestId, ms) as members of their own.

export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['text', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
/** What a line says besides its message, each as a member of the JSON line (the text line has them in its words). */
export type LogFields = Readonly<Record<string, string | number | undefined>>;

export interface Logger {
  readonly level: LogLevel;
  error(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  debug(message: string, fields?: LogFields): void;
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

/** One line of a format: the text line as ever, or the JSON object with the time, the level and the fields. */
export function formatLine(
  format: LogFormat,
  level: Exclude<LogLevel, 'silent'>,
  message: string,
  fields?: LogFields,
): string {
  if (format === 'json')
    return JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields });
  if (level === 'info') return `[mock] ${message}`;
  return `[mock] ${level === 'warn' ? 'warn ' : level} ${message}`;
}

export function createLogger(
  level: LogLevel,
  out: (line: string) => void = (line) => console.log(line),
  err: (line: string) => void = (line) => console.error(line),
  format: LogFormat = 'text',
): Logger {
  const enabled = (l: Exclude<LogLevel, 'silent'>) => rank[level] >= rank[l];
  const line = (l: Exclude<LogLevel, 'silent'>, m: string, f: LogFields | undefined) =>
    formatLine(format, l, m, f);
  return {
    level,
    enabled,
    error: (m, f) => void (enabled('error') && err(line('error', m, f))),
    warn: (m, f) => void (enabled('warn') && err(line('warn', m, f))),
    info: (m, f) => void (enabled('info') && out(line('info', m, f))),
    debug: (m, f) => void (enabled('debug') && out(line('debug', m, f))),
  };
}
