import type { Logger } from '../../api/logger';

/** A Logger that keeps every line (as the JSON the real one would print), for tests that read the logs. */
export function captureLogger(lines: string[] = [], base: Record<string, unknown> = {}): Logger & { lines: string[] } {
  const write = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    lines.push(JSON.stringify({ level, message, ...base, ...fields }, (_key, value: unknown) => (value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value)));
  };
  return {
    lines,
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    child: (fields) => captureLogger(lines, { ...base, ...fields }),
  };
}
