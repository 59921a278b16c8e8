import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { clientMistake, createLogLimiter, DeliberateFailure, reportRequestError } from "./error-log";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: pino({ level: "debug" }, stream), lines };
}

describe("createLogLimiter", () => {
  it("lets perWindow lines through per key, then reports how many it dropped", () => {
    const limiter = createLogLimiter({ perWindow: 2, windowMs: 1000 });
    expect(limiter.take("a", 0)).toEqual({ allowed: true, suppressed: 0 });
    expect(limiter.take("a", 1)).toEqual({ allowed: true, suppressed: 0 });
    expect(limiter.take("a", 2).allowed).toBe(false);
    expect(limiter.take("a", 3).allowed).toBe(false);
    expect(limiter.take("b", 4).allowed).toBe(true);
    expect(limiter.take("a", 1000)).toEqual({ allowed: true, suppressed: 2 });
  });

  it("bounds the number of keys", () => {
    const limiter = createLogLimiter({ perWindow: 1, maxKeys: 3 });
    for (const key of ["a", "b", "c"]) expect(limiter.take(key, 0).allowed).toBe(true);
    expect(limiter.take("d", 0).allowed).toBe(false);
  });
});

describe("reportRequestError", () => {
  it("logs a cross-origin form post as one short warn line without a stack", () => {
    const { log, lines } = capture();
    const error = new Error(
      "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
    );
    expect(clientMistake(error)).toBe("cross-origin form post");
    reportRequestError(log, createLogLimiter(), error, "/contact");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, path: "/contact", reason: "cross-origin form post", msg: "request refused" });
    expect(JSON.stringify(lines[0])).not.toContain("stack");
  });

  it("logs the deliberate failure with its first frame only, ten a minute at most", () => {
    const { log, lines } = capture();
    const limiter = createLogLimiter();
    for (let i = 0; i < 50; i++) reportRequestError(log, limiter, new DeliberateFailure("Test error"), "/debug");
    expect(lines).toHaveLength(10);
    const error = lines[0]?.error as { message: string; at: string };
    expect(error.message).toBe("Test error");
    expect(error.at).toMatch(/^at /);
    expect(JSON.stringify(lines[0])).not.toContain("\\n");
  });

  it("keeps the stack of an unexpected error, and ignores 4xx answers", () => {
    const { log, lines } = capture();
    reportRequestError(log, createLogLimiter(), new Error("database down"), "/blog");
    expect(lines[0]).toMatchObject({ level: 50, msg: "unhandled error in a loader or action" });
    expect((lines[0]?.err as { stack?: string } | undefined)?.stack).toContain("database down");
    const notFound = { status: 404, statusText: "Not Found", internal: true, data: "" };
    reportRequestError(log, createLogLimiter(), notFound, "/x");
    expect(lines).toHaveLength(1);
  });
});
