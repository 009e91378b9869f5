// A leveled logger small enough to cost nothing when silent (the benchmark runs at `silent`).
// Callers never pass keys, secrets or signatures; request lines carry method, target, status and id.

export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  readonly level: LogLevel;
  error(message: string): void;
  warn(message: string): void;
  info(message: string): void;
  debug(message: string): void;
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export function createLogger(
  level: LogLevel,
  out: (line: string) => void = (line) => console.log(line),
  err: (line: string) => void = (line) => console.error(line),
): Logger {
  const enabled = (l: Exclude<LogLevel, 'silent'>) => rank[level] >= rank[l];
  return {
    level,
    enabled,
    error: (m) => void (enabled('error') && err(`[mock] error ${m}`)),
    warn: (m) => void (enabled('warn') && err(`[mock] warn  ${m}`)),
    info: (m) => void (enabled('info') && out(`[mock] ${m}`)),
    debug: (m) => void (enabled('debug') && out(`[mock] debug ${m}`)),
  };
}
