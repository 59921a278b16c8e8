import { pino } from "pino";

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/**
 * Structured JSON logs on stdout, one object per line. Request-scoped
 * children carry `reqId` so every line of one request can be found together.
 *
 * There is no process-wide logger (only its output, below): the services assembly (`createServices`)
 * builds one at the configured level and hands it down. A module-level
 * logger would be created at import, before the configuration is read, and
 * would then have to be changed in place (its level) once it is: a mutable
 * global that two apps in one process (tests) would share.
 */
export function createLogger(level: LogLevel = "info") {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    standardOutput(),
  );
}

export type Logger = ReturnType<typeof createLogger>;

/**
 * Standard output. Lines up to info are written asynchronously: while one
 * write is under way the next lines gather (up to 8 KB, or a quarter second),
 * and go out together. Written one system call per line, the request log cost
 * a cached page about as much as sending it (168 against 82 µs of CPU per
 * request on this machine's virtual CPUs; about 100 now). Warnings and errors
 * are rare and must be on disk before the answer leaves (tests and operators
 * read them right after), so they are written at once, synchronously.
 * `flushLogs` writes what waits before an exit; a SIGKILL loses at most a
 * quarter second of request lines. One per process: standard output is the
 * process's, whichever app in it logs.
 */
let batched: ReturnType<typeof pino.destination> | undefined;
let stdout: ReturnType<typeof pino.multistream> | undefined;
function standardOutput() {
  if (!stdout) {
    batched = pino.destination({ dest: 1, sync: false, minLength: 8 * 1024 });
    const waiting = batched;
    setInterval(() => waiting.flush(), 250).unref();
    stdout = pino.multistream(
      [
        { level: "trace", stream: batched },
        { level: "warn", stream: pino.destination({ dest: 1, sync: true }) },
      ],
      // Each line to the one stream of the highest level it reaches.
      { dedupe: true },
    );
  }
  return stdout;
}

/** Resolves once every log line so far is written: before `process.exit`, which would not wait for a write under way. */
export function flushLogs(): Promise<void> {
  const destination = batched;
  if (!destination) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 2_000);
    destination.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
