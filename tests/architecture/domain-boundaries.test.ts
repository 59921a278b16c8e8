import path from "node:path";
import { describe, expect, it } from "vitest";
import { boundaryBreaches, graphOf, importsOf, loadCycles, relative, server } from "./module-graph";

/**
 * app/.server is grouped by domain (its top-level folders; the files at its root are the shared
 * kernel). Two rules hold there, both read from the sources (module-graph.ts):
 *
 * - A domain takes from another domain only through that domain's face, `<domain>/index.ts`
 *   (docs/decisions/002-domains.md). Type imports count: they couple the code all the same.
 *   Tests may reach inside. `node --import tsx scripts/domain-faces.ts` points stray imports at
 *   the face and adds what they take to it.
 * - No import cycle at load time: among app/.server's modules, no loop of imports that load a
 *   module (`import type` and a lazy `import()` load nothing then). A loop runs one module's
 *   top level before the other's exports exist.
 */
const sites = graphOf([server]);

const named = (s: { from: string; line: number; specifier: string }) => `${relative(s.from)}:${s.line} imports "${s.specifier}"`;

describe("domain boundaries in app/.server", () => {
  it("no domain imports another domain's file other than its index.ts", () => {
    expect(sites.length).toBeGreaterThan(1000);
    expect(boundaryBreaches(sites).map(named)).toEqual([]);
  });

  it("no import cycle at load time", () => {
    expect(loadCycles(sites.filter((s) => s.to?.startsWith(server))).map((cycle) => cycle.map(relative).join(" -> "))).toEqual(
      [],
    );
  });

  it("names each import that reaches inside another domain, and each cycle", () => {
    const file = (rel: string) => path.join(server, rel);
    const made = new Set(["a/x.ts", "a/index.ts", "b/y.ts", "b/index.ts", "c/z.ts", "c/w.ts", "a/x.test.ts"].map(file));
    const exists = (candidate: string) => made.has(candidate);
    const fake = [
      ...importsOf(file("a/x.ts"), 'import { y } from "../b";\nimport type { Z } from "~/.server/c/z";', exists),
      ...importsOf(file("a/index.ts"), 'export { x } from "./x";', exists),
      ...importsOf(file("b/y.ts"), 'import { x } from "../a";\nimport { w } from "../c/w";', exists),
      ...importsOf(file("b/index.ts"), 'export { y } from "./y";', exists),
      ...importsOf(file("c/z.ts"), 'import type { x } from "../a/x";\nconst lazy = () => import("../b/y");', exists),
      ...importsOf(file("c/w.ts"), 'import { z } from "./z";', exists),
      ...importsOf(file("a/x.test.ts"), 'import { y } from "../b/y";', exists),
    ];
    expect(boundaryBreaches(fake).map(named)).toEqual([
      'app/.server/a/x.ts:2 imports "~/.server/c/z"',
      'app/.server/b/y.ts:2 imports "../c/w"',
      'app/.server/c/z.ts:1 imports "../a/x"',
      'app/.server/c/z.ts:2 imports "../b/y"',
    ]);
    // a/x -> b (face) -> b/y -> a (face) -> a/x loads in a loop; the type import and import() do not.
    expect(loadCycles(fake).map((cycle) => cycle.map(relative).join(" -> "))).toEqual([
      "app/.server/a/index.ts -> app/.server/a/x.ts -> app/.server/b/index.ts -> app/.server/b/y.ts -> app/.server/a/index.ts",
    ]);
  });
});
