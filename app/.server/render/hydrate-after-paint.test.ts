import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { hydrateAfterPaint, hydrateAfterPaintStream } from "./hydrate-after-paint";

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";

/** A document as React Router 8 and React 19 write it: preloads hoisted into <head>, the module script after the content. */
function document({ routeScript = defaultRouteScript } = {}) {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
    `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>` +
    `<link rel="modulepreload" href="/assets/jsx-runtime-B.js" nonce="${NONCE}"/>` +
    `<link rel="modulepreload" href="/assets/faq-C.js" nonce="${NONCE}"/>` +
    `<style nonce="${NONCE}">body{margin:0}</style></head>` +
    `<body><header>Menu</header><main><h1>FAQ</h1></main>` +
    `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
    `<script nonce="${NONCE}" type="module" async="">${routeScript}</script>` +
    `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`
  );
}

const defaultRouteScript = `;
import * as route0 from "/assets/root-D.js";
import * as route1 from "/assets/faq-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};

import("/assets/entry.client-A.js");`;

function moduleScriptOf(html: string) {
  return /type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the rewritten script touches in a browser, recorded: the links it
 * appends, the modules it imports in order, and paint timing that the test
 * reports when it chooses. Timers run 10 times faster.
 */
function browserStandIns({ hidden = false, paintTiming = true } = {}) {
  const appended: string[] = [];
  const imported: string[] = [];
  const paints: string[] = [];
  const observers = new Set<() => void>();
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint"] : [];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.add(this.callback);
    }
    disconnect() {
      observers.delete(this.callback);
    }
  }
  const window: Record<string, unknown> = {};
  const globals = {
    window,
    document: {
      visibilityState: hidden ? "hidden" : "visible",
      head: { append: (link: { href: string }) => appended.push(link.href) },
      createElement: () => ({}),
    },
    performance: { getEntriesByName: (name: string) => paints.filter((paint) => paint === name) },
    globalThis: { PerformanceObserver },
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 0),
    setTimeout: (callback: () => void, ms = 0) => setTimeout(callback, ms / 10),
    importModule: async (specifier: string) => {
      imported.push(specifier);
      return { specifier };
    },
  };
  function paint(name: string) {
    paints.push(name);
    for (const notify of [...observers]) notify();
  }
  return { globals, appended, imported, window, paint };
}

async function runModuleScript(browser: ReturnType<typeof browserStandIns>) {
  const body = moduleScriptOf(hydrateAfterPaint(document())).replaceAll("import(", "importModule(");
  const run = new Function(...Object.keys(browser.globals), `return (async () => {${body}})();`);
  await run(...Object.values(browser.globals));
}

describe("hydrateAfterPaint", () => {
  it("drops the preload links and keeps the content, the other scripts and the nonces", () => {
    const html = hydrateAfterPaint(document());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain("<main><h1>FAQ</h1></main>");
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`);
    expect(html).toContain(`<script nonce="${NONCE}" type="module" async="">`);
    expect(html).toContain("streamController.close()");
  });

  it("waits for the first paint, then preloads the same modules and imports the route modules under the same names", () => {
    const script = moduleScriptOf(hydrateAfterPaint(document()));
    const wait = script.indexOf('"first-contentful-paint"');
    const preload = script.indexOf('rel: "modulepreload"');
    const imports = script.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-D.js"), import("/assets/faq-C.js")]);',
    );
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(preload).toBeGreaterThan(wait);
    expect(imports).toBeGreaterThan(preload);
    expect(script).toContain('["/assets/entry.client-A.js","/assets/jsx-runtime-B.js","/assets/faq-C.js"]');
    // React Router's own statements follow, in order, with no static import left.
    expect(script).not.toMatch(/^import \* as/m);
    expect(script.indexOf("window.__reactRouterRouteModules")).toBeGreaterThan(imports);
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it("runs: nothing is fetched before the first contentful paint, then what React Router expects is imported", async () => {
    const browser = browserStandIns();
    const done = runModuleScript(browser);
    await sleep(20);
    expect(browser.appended).toEqual([]);
    expect(browser.imported).toEqual([]);

    browser.paint("first-paint");
    await sleep(20);
    expect(browser.imported).toEqual([]);

    browser.paint("first-contentful-paint");
    await done;
    expect(browser.appended).toEqual(["/assets/entry.client-A.js", "/assets/jsx-runtime-B.js", "/assets/faq-C.js"]);
    expect(browser.imported).toEqual(["/assets/root-D.js", "/assets/faq-C.js", "/assets/entry.client-A.js"]);
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-D.js" },
      "routes/faq": { specifier: "/assets/faq-C.js" },
    });
  });

  it("runs without waiting for a paint in a hidden tab, or a frame where paint timing is missing", async () => {
    for (const options of [{ hidden: true }, { paintTiming: false }]) {
      const browser = browserStandIns(options);
      await runModuleScript(browser);
      expect(browser.imported, JSON.stringify(options)).toContain("/assets/entry.client-A.js");
    }
  });

  it("runs after a while even if the page never paints content", async () => {
    const browser = browserStandIns();
    await runModuleScript(browser);
    expect(browser.imported).toContain("/assets/entry.client-A.js");
  });

  it("keeps side-effect imports (a manifest import) among the awaited ones", () => {
    const script = moduleScriptOf(
      hydrateAfterPaint(document({ routeScript: `import "/__manifest-1.js";\n${defaultRouteScript}` })),
    );
    expect(script).toContain('import("/__manifest-1.js")');
    expect(script).not.toMatch(/^import "/m);
  });

  it("leaves a document of another shape exactly as it was", () => {
    const withoutModuleScript = document().replace(' type="module" async=""', "");
    expect(hydrateAfterPaint(withoutModuleScript)).toBe(withoutModuleScript);
    const withoutImports = document({ routeScript: 'import("/assets/entry.client-A.js");' });
    expect(hydrateAfterPaint(withoutImports)).toBe(withoutImports);
    const withoutPreloads = document().replaceAll(/<link rel="modulepreload"[^>]*>/g, "");
    expect(hydrateAfterPaint(withoutPreloads)).toBe(withoutPreloads);
  });
});

describe("hydrateAfterPaintStream", () => {
  it("gives the same document whatever the chunk boundaries", async () => {
    const html = document();
    for (const size of [1, 7, 64, html.length]) {
      const chunks: string[] = [];
      for (let at = 0; at < html.length; at += size) chunks.push(html.slice(at, at + size));
      const output = await text(Readable.from(chunks).pipe(hydrateAfterPaintStream()));
      expect(output, `chunks of ${size}`).toBe(hydrateAfterPaint(html));
    }
  });

  it("passes through a document without React Router's script", async () => {
    const html = "<!DOCTYPE html><html><body><h1>Plain</h1></body></html>";
    const output = await text(Readable.from([html.slice(0, 10), html.slice(10)]).pipe(hydrateAfterPaintStream()));
    expect(output).toBe(html);
  });
});
