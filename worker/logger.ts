/** Log levels of the specification: info 0, warn 1, error 2. */
export const LOG_LEVELS = { info: 0, warn: 1, error: 2 } as const;
export type LogLevel = keyof typeof LOG_LEVELS;

export interface Logger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/**
 * One JSON line per entry, with the request id, printed at or above `level`,
 * or always when `debug` (the `?debug=true` query) is on.
 */
export function createLogger(options: {
  level: LogLevel;
  debug?: boolean;
  requestId?: string;
  sink?: (line: string, level: LogLevel) => void;
}): Logger {
  const sink =
    options.sink ??
    ((line, level) =>
      level === "error" ? console.error(line) : level === "warn" ? console.warn(line) : console.log(line));
  const write = (level: LogLevel, message: string, data?: Record<string, unknown>) => {
    if (!options.debug && LOG_LEVELS[level] < LOG_LEVELS[options.level]) return;
    sink(JSON.stringify({ level, message, requestId: options.requestId, ...data }), level);
  };
  return {
    info: (m, d) => write("info", m, d),
    warn: (m, d) => write("warn", m, d),
    error: (m, d) => write("error", m, d),
  };
}

/** What a log line says of a thrown value: an error's message, anything else as text (never its stack). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
