import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Route modules and feature answer modules do not build error bodies by hand:
 * the socket (app/.server/http/app-error.ts) makes the one envelope. A second
 * envelope ({error: "..."}, or {error: {message}} without a code) fails here,
 * and so does a loader or action that throws its own shape for the error
 * screen (`throw data({ message })`, `throw data({ error: "…" })`): it throws
 * an AppError's envelope (`data(new AppError(…).toJSON(), …)`), `refuse(…)`
 * from a pageAction handler, or lets `listQuery`/`requireStaff` do it.
 */
const root = path.resolve(import.meta.dirname, "../..");

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes(".test."))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const sources = () =>
  [...files("app/routes"), ...files("app/.server")].filter((file) => !file.startsWith(path.join("app", ".server", "http")));

/** `throw data({ message … })` or `throw data({ error: "…" })`, across line breaks. */
const THROWN_SHAPE = /throw\s+data\(\s*\{\s*(message\b|error\s*:\s*["'`])/;

describe("the error envelope", () => {
  it("is not thrown in another shape by a loader or action", () => {
    const handMade = sources().filter((file) => THROWN_SHAPE.test(readFileSync(path.join(root, file), "utf8")));
    expect(handMade).toEqual([]);
  });

  it("is built only by the socket", () => {
    const handMade = [...files("app/routes"), ...files("app/.server")]
      .filter((file) => !file.startsWith(path.join("app", ".server", "http")))
      .filter((file) =>
        /Response\.json\(\s*\{\s*error\b|json\(\{\s*error:\s*(\{\s*message|")/.test(readFileSync(path.join(root, file), "utf8")),
      );
    expect(handMade).toEqual([]);
  });
});
