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
      serializers: { err: serializeError },
    },
    standardOutput(),
  );
}

export type Logger = ReturnType<typeof createLogger>;

const QUERY_WITHHELD = "Failed query (its SQL and parameters are not logged)";

/** The values a database message quotes ('invalid input syntax for type integer: "what was typed"'), withheld. */
const withholdQuoted = (text: string) => text.replace(/"[^"\n]*"/g, '"…"');

/**
 * An error's reason in one line, fit for an answer or a short log field: a failed query's database reason (its
 * quoted values withheld), never its SQL or parameters; otherwise the message's first line.
 */
export function errorReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error).split("\n")[0] ?? "";
  if (!error.message.startsWith("Failed query:")) return error.message.split("\n")[0] ?? "";
  const cause = (error as { cause?: unknown }).cause;
  const reason = cause instanceof Error ? withholdQuoted(cause.message.split("\n")[0] ?? "") : "";
  return reason ? `the database refused the query: ${reason}` : "the database refused the query";
}

/** pino's error serializer, a failed query's SQL and parameters left out, and the database's error code kept. */
function serializeError(error: Error) {
  const serialized = pino.stdSerializers.err(error);
  const scrubbed = withoutQueryText(serialized);
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return scrubbed !== serialized && typeof code === "string" ? { ...scrubbed, code } : scrubbed;
}

/**
 * A failed query's error without its SQL and parameters (issue 35 B1): Drizzle puts both in the message ("Failed
 * query: update ... params: ...") and in its own fields, and the parameters are what a visitor typed (a lead's
 * message, an address). The database's reason stays, with the values it quotes ("invalid input syntax for type
 * integer: \"...\"") withheld too; its code stays whole.
 */
export function withoutQueryText<T extends object>(error: T): T {
  const { message, stack } = error as { message?: unknown; stack?: unknown };
  if (typeof message !== "string" || !message.startsWith("Failed query:")) return error;
  const scrub = (text: string) => withholdQuoted(text.replace(/Failed query: [\s\S]*?(?=\n\s+at |$)/, QUERY_WITHHELD));
  const { query: _query, params: _params, cause, ...rest } = error as Record<string, unknown>;
  const scrubbed: Record<string, unknown> = { ...rest, message: QUERY_WITHHELD };
  if (typeof stack === "string") scrubbed.stack = scrub(stack);
  if (cause && typeof cause === "object") {
    const { message: reason, stack: _stack, ...fields } = cause as Record<string, unknown>;
    scrubbed.cause = { ...fields, ...(typeof reason === "string" ? { message: withholdQuoted(reason) } : {}) };
  }
  return scrubbed as T;
}

/**
 * Standard output. Lines up to info are gathered here and handed to an
 * asynchronous writer 8 KB (about forty request lines) at a time, or every
 * quarter second. Written one system call per line, the request log cost a
 * cached page about as much as sending it (168 against 82 µs of CPU per
 * request on this machine's virtual CPUs); handed to sonic-boom line by
 * line, still a fifth of it, since sonic-boom measures its whole pending
 * buffer on every write. Warnings and errors are rare and must be on disk
 * before the answer leaves (tests and operators read them right after), so
 * they are written at once, synchronously. `flushLogs` writes what waits
 * before an exit; a SIGKILL loses at most a quarter second of request
 * lines. One per process: standard output is the process's, whichever app
 * in it logs.
 */
const BATCH_BYTES = 8 * 1024;

class LineBatch {
  #lines: string[] = [];
  #bytes = 0;
  constructor(readonly output: ReturnType<typeof pino.destination>) {}
  write(line: string) {
    this.#lines.push(line);
    this.#bytes += line.length;
    if (this.#bytes >= BATCH_BYTES) this.drain();
  }
  /** Hands what waits to the writer, which writes it as soon as its previous write is done. */
  drain() {
    if (this.#lines.length === 0) return;
    const chunk = this.#lines.join("");
    this.#lines = [];
    this.#bytes = 0;
    this.output.write(chunk);
  }
}

let batch: LineBatch | undefined;
let stdout: ReturnType<typeof pino.multistream> | undefined;
function standardOutput() {
  if (!stdout) {
    // minLength 1, not 0: with 0, sonic-boom's flush() would not wait for a write under way.
    const lines = new LineBatch(pino.destination({ dest: 1, sync: false, minLength: 1 }));
    batch = lines;
    setInterval(() => lines.drain(), 250).unref();
    stdout = pino.multistream(
      [
        { level: "trace", stream: lines },
        { level: "warn", stream: pino.destination({ dest: 1, sync: true }) },
      ],
      // Each line to the one stream of the highest level it reaches.
      { dedupe: true },
    );
  }
  return stdout;
}

/** What the server logs once per request (server.ts). */
export interface RequestLine {
  reqId: string;
  method: string | undefined;
  path: string;
  status: number;
  ms: number;
}

/**
 * The request line, written as pino writes it (same keys, same order) but
 * joined by hand: pino's generic serializer cost a cached page a tenth of
 * its time (issue 20 B3), for a line whose shape never changes. It goes to
 * the batched output like every other line below warn.
 */
export function createRequestLog(log: Logger) {
  const pid = process.pid;
  // The time to the millisecond, made once per millisecond: many requests share one.
  let isoMs = -1;
  let iso = "";
  return (level: "info" | "debug", line: RequestLine) => {
    if (!log.isLevelEnabled(level)) return;
    const now = Date.now();
    if (now !== isoMs) {
      isoMs = now;
      iso = new Date(now).toISOString();
    }
    standardOutput();
    batch?.write(
      `{"level":"${level}","time":"${iso}","pid":${pid},"reqId":${jsonText(line.reqId)},` +
        `"method":${jsonText(line.method ?? "")},"path":${jsonText(line.path)},"status":${line.status},` +
        `"ms":${line.ms},"msg":"request"}\n`,
    );
  };
}

/** A JSON string; text of plain characters (a UUID, a method, most paths) needs no escaping. */
const PLAIN_TEXT = /^[A-Za-z0-9 ._~/:-]*$/;
const jsonText = (text: string) => (PLAIN_TEXT.test(text) ? `"${text}"` : JSON.stringify(text));

/** Resolves once every log line so far is written: before `process.exit`, which would not wait for a write under way. */
export function flushLogs(): Promise<void> {
  const lines = batch;
  if (!lines) return Promise.resolve();
  lines.drain();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 2_000);
    lines.output.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
