import path from "node:path";
import { describe, expect, it } from "vitest";
import { domainOf, faceOf, type ImportSite, importsOf, relative, server } from "./module-graph";

/**
 * The assemblies name domains, not tools (issue 34; docs/decisions/004-one-assembly.md): each domain
 * builds its own tools in its factory (`<domain>/services.ts`: `create<Domain>Domain(core, …)` and the
 * domain's jobs list), so `app/.server/services.ts` and `app/.server/job-definitions.ts` import from a
 * domain only its face (`<domain>/index.ts`) or its factory (`<domain>/services.ts`), and otherwise
 * the shared kernel (app/.server's root files) and code outside app/.server. Type imports count:
 * a tool's type named in the assembly is a tool the assembly must be edited for.
 *
 * So adding a back-office tool touches the domain's folder, app/routes.ts, the access table and the
 * nav, and not these two files.
 */
const assemblies = ["services.ts", "job-definitions.ts"].map((file) => path.join(server, file));

const factoryOf = (domain: string) => path.join(server, domain, "services.ts");

/** Imports of an assembly that reach a domain's file other than its face or its factory. */
function reachesInside(sites: ImportSite[]): ImportSite[] {
  return sites.filter((s) => {
    if (!s.to) return false;
    const domain = domainOf(s.to);
    return domain !== null && s.to !== faceOf(domain) && s.to !== factoryOf(domain);
  });
}

const named = (s: ImportSite) => `${relative(s.from)}:${s.line} imports "${s.specifier}"`;

describe("the assembly (services.ts, job-definitions.ts)", () => {
  it("imports from each domain only its face or its factory, never a tool's file", () => {
    const sites = assemblies.flatMap((file) => importsOf(file));
    expect(sites.length).toBeGreaterThan(5);
    expect(reachesInside(sites).map(named)).toEqual([]);
  });

  it("names each import that reaches inside a domain", () => {
    const file = (rel: string) => path.join(server, rel);
    const made = new Set(
      ["services.ts", "config.ts", "seo/index.ts", "seo/services.ts", "seo/redirects/index.ts", "content/studio/index.ts"].map(
        file,
      ),
    );
    const fake = importsOf(
      file("services.ts"),
      [
        'import type { Config } from "./config";',
        'import { createSeoDomain } from "./seo/services";',
        'import { locationReads } from "./seo";',
        'import { createRedirects } from "./seo/redirects";',
        'import type { Studio } from "~/.server/content/studio";',
        'import { z } from "zod";',
      ].join("\n"),
      (candidate) => made.has(candidate),
    );
    expect(reachesInside(fake).map(named)).toEqual([
      'app/.server/services.ts:4 imports "./seo/redirects"',
      'app/.server/services.ts:5 imports "~/.server/content/studio"',
    ]);
  });
});
