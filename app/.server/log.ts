import { pino } from "pino";

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/**
 * Structured JSON logs on stdout, one object per line. Request-scoped
 * children carry `reqId` so every line of one request can be found together.
 *
 * There is no process-wide logger: the services assembly (`createServices`)
 * builds one at the configured level and hands it down. A module-level
 * logger would be created at import, before the configuration is read, and
 * would then have to be changed in place (its level) once it is: a mutable
 * global that two apps in one process (tests) would share.
 */
export function createLogger(level: LogLevel = "info") {
  return pino({
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}

export type Logger = ReturnType<typeof createLogger>;
