import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Layers import downward only (README, "Map of the code"):
 *
 *   routes ─→ components ─→ lib
 *     └────→ .server ──────→ lib
 *   content: data; imports nothing but types
 *
 * - lib is browser-safe code both sides use: it imports no components, content, .server or routes.
 * - components import lib and content, never .server or routes.
 * - .server imports lib and content (seeds and built-in data), never components or routes.
 * - content imports data from other content, and only types (`import type`) from lib.
 * - islands (browser modules mounted after paint) import islands, components and lib: never .server or routes.
 * - Nothing imports routes, and nothing in app imports test support (tests/).
 * Tests (*.test.ts, *.test.tsx) sit above every layer and may import anything.
 *
 * Biome's noRestrictedImports matches specifier text only: it cannot tell an
 * `import type` from a value import (the content rule) or resolve `../..`
 * chains, so the rule is this test. It names every offending import.
 */
const root = path.resolve(import.meta.dirname, "../..");
const app = path.join(root, "app");

type Layer = "routes" | "components" | "content" | "lib" | "server" | "islands" | "root" | "tests" | "external";

function layerOf(file: string): Layer {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] !== "app") return rel[0] === "tests" ? "tests" : "external";
  switch (rel[1]) {
    case "routes":
      return "routes";
    case "components":
      return "components";
    case "content":
      return "content";
    case "lib":
      return "lib";
    case ".server":
      return "server";
    case "islands":
      return "islands";
    default:
      return "root";
  }
}

/** Which layers each layer may import values from (and types from, unless `typesOnly`). */
const allowed: Record<Exclude<Layer, "external" | "tests">, { values: Layer[]; types: Layer[] }> = {
  root: { values: ["root", "routes", "components", "content", "lib", "server"], types: [] },
  // root.tsx's loader type, for the site data routes read from the root match.
  routes: { values: ["routes", "components", "content", "lib", "server"], types: ["root"] },
  components: { values: ["components", "content", "lib"], types: [] },
  server: { values: ["server", "content", "lib"], types: [] },
  // lib/islands.ts names the islands' built URLs and inlines the loader's text (`?url`, `?raw`).
  lib: { values: ["lib", "islands"], types: [] },
  // Islands run in the browser on their own: a React island (the lead form) renders components, and
  // nothing server-side or route-bound may ride along.
  islands: { values: ["islands", "components", "lib"], types: [] },
  // Content files compose other content files (data), and take their shapes from lib.
  content: { values: ["content"], types: ["lib"] },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** `import ... from "x"`, `export ... from "x"`, `import "x"` and `import("x")`, with whether the whole import is type-only. */
function importsOf(source: string): { specifier: string; typeOnly: boolean; line: number }[] {
  const found: { specifier: string; typeOnly: boolean; line: number }[] = [];
  const pattern =
    /^\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;
  for (const match of source.matchAll(pattern)) {
    const line = source.slice(0, match.index).split("\n").length;
    if (match[4]) found.push({ specifier: match[4], typeOnly: false, line });
    else if (match[3]) found.push({ specifier: match[3], typeOnly: Boolean(match[2]), line });
  }
  return found;
}

function resolveLayer(fromFile: string, specifier: string): Layer | null {
  if (specifier.startsWith("~/")) return layerOf(path.join(app, specifier.slice(2)));
  if (specifier.startsWith(".")) return layerOf(path.resolve(path.dirname(fromFile), specifier));
  return null;
}

const STYLESHEET_ASSET = /^~\/app\.css\?(inline|url)$/;

function violations(files: { file: string; source: string }[]): string[] {
  const found: string[] = [];
  for (const { file, source } of files) {
    const from = layerOf(file);
    if (from === "external" || from === "tests") continue;
    for (const { specifier, typeOnly, line } of importsOf(source)) {
      const to = resolveLayer(file, specifier);
      if (to === null || to === "external") continue;
      const rule = allowed[from];
      // The site's stylesheet is an asset, not code: a route that renders a whole document outside root.tsx
      // (the studio's preview, app/routes/api.admin.pages.$id.preview.ts) inlines it the same way root.tsx does.
      if (from === "routes" && STYLESHEET_ASSET.test(specifier)) continue;
      const ok =
        to !== "tests" && (to !== "routes" || from === "root" || from === "routes")
          ? rule.values.includes(to) || (typeOnly && rule.types.includes(to))
          : from === "root" && to === "routes";
      if (!ok) {
        const what = typeOnly ? "a type from" : "";
        found.push(`${path.relative(root, file)}:${line} (${from}) imports ${what ? `${what} ` : ""}${to}: "${specifier}"`);
      }
    }
  }
  return found;
}

describe("import direction", () => {
  it("every import in app/ goes down the layers", () => {
    const files = sourceFiles(app).map((file) => ({ file, source: readFileSync(file, "utf8") }));
    expect(files.length).toBeGreaterThan(100);
    expect(violations(files)).toEqual([]);
  });

  it("names each wrong-way import", () => {
    const at = (rel: string, source: string) => ({ file: path.join(root, rel), source });
    expect(
      violations([
        at("app/lib/trail.ts", 'import type { BreadcrumbItem } from "~/components/site/breadcrumbs";'),
        at("app/lib/faq.ts", 'import { faq } from "../content/faq";'),
        at("app/components/site/x.tsx", 'import { pages } from "~/.server/content/pages/store";'),
        at("app/content/links.ts", 'import { staticPages } from "~/.server/seo/sitemaps/reader";'),
        at("app/content/legal/terms.ts", 'import { TERMS_VERSION } from "~/lib/legal";'),
        at("app/.server/http/x.ts", 'import { Footer } from "../../components/site/footer";'),
        at("app/.server/x.ts", 'import { smtp } from "../../tests/support/test-smtp";'),
        at("app/lib/ok.ts", 'import { slugify } from "./slug";\nimport { z } from "zod";'),
        at("app/content/ok.ts", 'import type { SeedPage } from "~/lib/content/page-schema";'),
        at(
          "app/routes/ok.tsx",
          'import { servicesContext } from "~/.server/services";\nimport { Footer } from "~/components/site/footer";',
        ),
        at("app/routes/document.ts", 'import css from "~/app.css?inline";'),
        at("app/components/site/y.tsx", 'import css from "~/app.css?inline";'),
      ]),
    ).toEqual([
      'app/lib/trail.ts:1 (lib) imports a type from components: "~/components/site/breadcrumbs"',
      'app/lib/faq.ts:1 (lib) imports content: "../content/faq"',
      'app/components/site/x.tsx:1 (components) imports server: "~/.server/content/pages/store"',
      'app/content/links.ts:1 (content) imports server: "~/.server/seo/sitemaps/reader"',
      'app/content/legal/terms.ts:1 (content) imports lib: "~/lib/legal"',
      'app/.server/http/x.ts:1 (server) imports components: "../../components/site/footer"',
      'app/.server/x.ts:1 (server) imports tests: "../../tests/support/test-smtp"',
      'app/components/site/y.tsx:1 (components) imports root: "~/app.css?inline"',
    ]);
  });
});
