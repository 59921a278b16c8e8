import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every route module of app/routes.ts plugs into the socket (docs/decisions/003-page-socket.md):
 * - a form action is `pageAction(schema, handler)` (or an API's `apiRoute`), never a hand-read body;
 * - a loader that reads the query string does it with `listQuery(request, schema)`;
 * - an API route (`api.*`) answers through `apiRoute`, which alone says 405 with `Allow`;
 * - no route module validates by hand (`safeParse`) or checks the method itself.
 * The test names each module and what it does instead, as the envelope test does.
 */
const root = path.resolve(import.meta.dirname, "../..");

function routeModules(): string[] {
  const config = readFileSync(path.join(root, "app/routes.ts"), "utf8");
  const files = new Set<string>();
  for (const match of config.matchAll(/"(routes\/[^"]+\.tsx?)"/g)) files.add(`app/${match[1]}`);
  return [...files].sort();
}

function problemsOf(file: string): string[] {
  const source = readFileSync(path.join(root, file), "utf8");
  const problems: string[] = [];
  if (/export\s+(async\s+)?function\s+action\b/.test(source))
    problems.push("an action written by hand (use pageAction or apiRoute)");
  // `export const action = pageAction(…)`, `= apiRoute(…)`, or `= api` (an apiRoute shared with the loader).
  const actionExport = source.match(/export\s+const\s+action\s*=\s*([^;]{0,40})/);
  if (actionExport && !/^(pageAction\(|apiRoute\(|api\b)/.test(actionExport[1] ?? ""))
    problems.push("an action outside the socket (use pageAction or apiRoute)");
  if (/\.safeParse\(/.test(source)) problems.push("safeParse by hand (the socket checks the schema)");
  if (/request\.method\s*[!=]==/.test(source)) problems.push("a method check by hand (apiRoute answers 405)");
  if (/\.searchParams\b/.test(source.replace(/\buse(Search|Set)Params?\b[^;\n]*/g, "")) && !/\blistQuery\(/.test(source))
    problems.push("a query string read by hand (use listQuery)");
  if (/(^|\/)api\.[^/]+$/.test(file) && !/\bapiRoute\(/.test(source)) problems.push("an API route outside apiRoute");
  return problems;
}

describe("the page socket", () => {
  it("takes every form action, query-reading loader and API of app/routes.ts", () => {
    const offenders = routeModules()
      .map((file) => ({ file, problems: problemsOf(file) }))
      .filter((entry) => entry.problems.length > 0)
      .map((entry) => `${entry.file}: ${entry.problems.join("; ")}`);
    expect(offenders).toEqual([]);
  });
});
