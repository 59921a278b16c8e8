import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { ParsedPage } from "./parse-page";
import type { ParseAnswer, ParseRequest } from "./parse-thread";

/**
 * Parsing a page (cheerio, then the text walk) cost about 3 ms per KB
 * of HTML: a 3 MB page of 100,000 links held the event loop for 10 s, and
 * every request to the process waited (issue 20 C4). Pages are parsed in a
 * worker thread instead; the crawl awaits the answer while the loop serves.
 *
 * One thread per process, started by the first page and ended after a minute
 * idle, so a process that never crawls never pays for the parser's memory
 * (`npm run bench -- memory`). Pages queue for it in order. A thread that
 * dies or takes longer than `timeoutMs` on a page is ended; that page gets a
 * ParseFailedError (the crawl records it and goes on) and the next page
 * starts a fresh thread.
 */
export class ParseFailedError extends Error {
  override name = "ParseFailedError";
}

export interface ParsePoolOptions {
  /** Longest parse of one page before the thread is ended (default 60 s: a 5 MB page takes about 15 s). */
  timeoutMs?: number;
  /** An idle thread is ended after this long (default 60 s). */
  idleMs?: number;
}

interface Task {
  request: ParseRequest;
  resolve(parsed: ParsedPage): void;
  reject(error: Error): void;
}

/** The thread's entry: the bundle's own file in a production build, the sources through tsx otherwise. */
function threadEntry(): URL {
  const here = fileURLToPath(import.meta.url);
  const built = here.lastIndexOf("/build/server/");
  if (built >= 0) return pathToFileURL(`${here.slice(0, built)}/build/server/parse-thread.js`);
  return new URL("./parse-thread-source.mjs", import.meta.url);
}

export function createParsePool(options: ParsePoolOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const idleMs = options.idleMs ?? 60_000;
  const queue: Task[] = [];
  let worker: Worker | null = null;
  let current: Task | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;

  const endThread = () => {
    const ending = worker;
    worker = null;
    if (ending) void ending.terminate();
  };

  const settle = (outcome: { parsed: ParsedPage } | { error: Error }) => {
    const task = current;
    current = null;
    clearTimeout(timer);
    if (task) {
      if ("parsed" in outcome) task.resolve(outcome.parsed);
      else task.reject(outcome.error);
    }
    next();
  };

  const startThread = () => {
    const started = new Worker(threadEntry());
    // An idle thread must not keep a finished process alive; a task in flight is awaited by a crawl that does.
    started.unref();
    started.on("message", (answer: ParseAnswer) => {
      if (started !== worker || answer.id !== current?.request.id) return;
      settle("parsed" in answer ? { parsed: answer.parsed } : { error: new ParseFailedError(answer.error) });
    });
    started.on("error", (error) => {
      if (started !== worker) return;
      worker = null;
      settle({ error: new ParseFailedError(`the parser stopped: ${error.message}`) });
    });
    started.on("exit", (code) => {
      if (started !== worker) return;
      worker = null;
      settle({ error: new ParseFailedError(`the parser stopped (exit code ${code})`) });
    });
    return started;
  };

  function next() {
    if (current) return;
    const task = queue.shift();
    if (!task) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(endThread, idleMs);
      idleTimer.unref();
      return;
    }
    clearTimeout(idleTimer);
    current = task;
    worker ??= startThread();
    timer = setTimeout(() => {
      endThread();
      settle({ error: new ParseFailedError(`parsing took longer than ${Math.round(timeoutMs / 1000)} s`) });
    }, timeoutMs);
    worker.postMessage(task.request);
  }

  return {
    /** parsePage (parse-page.ts) in the thread. */
    parse(html: string, pageUrl: string, headers: Headers, scopeHost: string): Promise<ParsedPage> {
      return new Promise((resolve, reject) => {
        queue.push({ request: { id: nextId++, html, pageUrl, headers: [...headers], scopeHost }, resolve, reject });
        next();
      });
    },
    /** Ends the thread; pages still waiting are refused. */
    close() {
      clearTimeout(idleTimer);
      for (const task of queue.splice(0)) task.reject(new ParseFailedError("the parser was closed"));
      endThread();
      if (current) settle({ error: new ParseFailedError("the parser was closed") });
    },
  };
}

export type ParsePool = ReturnType<typeof createParsePool>;

/** The process's pool: crawls of every job share one parser thread. */
let shared: ParsePool | undefined;
export function sharedParsePool(): ParsePool {
  shared ??= createParsePool();
  return shared;
}
