import { parentPort } from "node:worker_threads";
import { type ParsedPage, parsePage } from "./parse-page";

/**
 * The parse thread (parse-pool.ts): parses one page at a time, off the event
 * loop of the process that crawls. Built as its own entry of the server
 * bundle (build/server/parse-thread.js, see vite.config.ts); from sources it
 * is loaded through parse-thread-source.mjs, which registers tsx first.
 */
export interface ParseRequest {
  id: number;
  html: string;
  pageUrl: string;
  /** Headers are not cloneable between threads: their entries are. */
  headers: [string, string][];
  scopeHost: string;
}

export type ParseAnswer = { id: number; parsed: ParsedPage } | { id: number; error: string };

parentPort?.on("message", (request: ParseRequest) => {
  let answer: ParseAnswer;
  try {
    answer = {
      id: request.id,
      parsed: parsePage(request.html, request.pageUrl, new Headers(request.headers), request.scopeHost),
    };
  } catch (error) {
    answer = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(answer);
});
