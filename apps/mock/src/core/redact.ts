// Log redaction. The pipeline logs the request target, and some refusals quote what the client
// sent (a content type, a Prefer value). None of it should be key material, but hostile or careless
// input can make it so: `?x-api-key=<key>` in a URL, a key pasted into a header, a signature in a
// path. So every line passes through here before it is written: the values of `x-api-key` and
// `x-service-hmac-sha256` wherever they appear as `name=value` or `name: value`, anything shaped
// like a signature (64 hex digits), and the keys and the secret the mock was started with.
import type { LogFields, Logger } from './logger.js';

export const REDACTED = '[REDACTED]';

const NAMES = 'x-api-key|x-service-hmac-sha256';
// The name (maybe quoted, as in JSON), a separator (`=`, `:` or their percent-encodings), the value.
const PAIR = new RegExp(`((?:${NAMES})["']?\\s*(?:[:=]|%3[aAdD])\\s*["']?)([^\\s"'&;,]+)`, 'gi');
const SIGNATURE = /\b[0-9a-f]{64}\b/gi;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `line => line without key material`. `secrets` are the configured keys and the secret key; values
 * shorter than 4 characters are left out, because blanking them would blank ordinary words too.
 */
export function createRedactor(secrets: readonly string[]): (line: string) => string {
  const literal = [...new Set(secrets.filter((s) => s.trim().length >= 4))].sort(
    (a, b) => b.length - a.length,
  );
  const known = literal.length > 0 ? new RegExp(literal.map(escapeRegExp).join('|'), 'g') : undefined;
  return (line) => {
    let out = line.replace(PAIR, `$1${REDACTED}`).replace(SIGNATURE, REDACTED);
    if (known) out = out.replace(known, REDACTED);
    return out;
  };
}

/**
 * The same logger, with every line redacted, its fields too (a JSON line's `target` is the request's,
 * as sent); lines of disabled levels cost nothing.
 */
export function redactingLogger(logger: Logger, secrets: readonly string[]): Logger {
  const redact = createRedactor(secrets);
  const clean = (fields: LogFields | undefined): LogFields | undefined =>
    fields &&
    Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [
        name,
        typeof value === 'string' ? redact(value) : value,
      ]),
    );
  return {
    level: logger.level,
    enabled: (level) => logger.enabled(level),
    error: (m, f) => void (logger.enabled('error') && logger.error(redact(m), clean(f))),
    warn: (m, f) => void (logger.enabled('warn') && logger.warn(redact(m), clean(f))),
    info: (m, f) => void (logger.enabled('info') && logger.info(redact(m), clean(f))),
    debug: (m, f) => void (logger.enabled('debug') && logger.debug(redact(m), clean(f))),
  };
}
