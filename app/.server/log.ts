import { pino } from "pino";

const levels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const fromEnv = process.env.LOG_LEVEL ?? "";

/**
 * Structured JSON logs on stdout, one object per line. Request-scoped
 * children carry `reqId` so every line of one request can be found together.
 * The level is validated with the rest of the configuration at start; until
 * then an unknown value falls back to info rather than crash on import.
 */
export const log = pino({
  level: levels.includes(fromEnv) ? fromEnv : process.env.VITEST ? "silent" : "info",
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

export type Logger = typeof log;
