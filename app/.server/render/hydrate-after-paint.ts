import { Transform, type TransformCallback } from "node:stream";

/**
 * Browser code: resolves once the browser reports the first contentful
 * paint. An animation frame is not enough: its callbacks run before the frame
 * is presented, which the paint's timestamp records. A hidden tab does not
 * paint, so it goes on at once; a browser without paint timing waits a frame
 * and a task; and a page that never paints content still hydrates after 3 s.
 */
const waitForFirstPaint = `await new Promise((resolve) => {
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (document.visibilityState === "hidden" || painted()) return resolve();
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(resolve));
  const observer = new PerformanceObserver(() => painted() && (observer.disconnect(), resolve()));
  observer.observe({ type: "paint" });
  setTimeout(resolve, 3000);
});`;

/** How React Router opens its module script, and the whole script with its other attributes and its body. */
const moduleScriptOpening = ' type="module" async="">';
const moduleScript = new RegExp(`<script([^>]*)${moduleScriptOpening}([\\s\\S]*?)</script>`);
const staticImport = /^import (?:\* as (\w+) from )?("[^"\n]+");[ \t]*$/gm;
const modulePreloadLink = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;

/**
 * Paint first, then fetch and run the page's script.
 *
 * React Router ends every document with a module script that statically
 * imports the route modules and then the client entry, and lists every
 * module as <link rel="modulepreload">, which React hoists into <head>. So a
 * browser fetches some 150 KB of script at high priority while the document
 * is still arriving, and evaluates it as soon as it lands, often before the
 * first paint. On a phone that is what the first paint waits for, although a
 * server-rendered page needs no script to show itself (links are links).
 *
 * This rewrite of the finished HTML removes the preload links and makes the
 * module script wait for the first contentful paint (see `waitForFirstPaint`),
 * then preload the same modules (in parallel, no waterfall of imports) and
 * import the route modules; the rest of React Router's script runs as before.
 * If the document does not have the expected shape (a React Router upgrade
 * changed it), it is left exactly as it was: slower, never broken.
 */
export function hydrateAfterPaint(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const [whole, attributes = "", body = ""] = script;

  const imports: { name?: string; specifier: string }[] = [];
  const rest = body.replace(staticImport, (_line, name: string | undefined, specifier: string) => {
    imports.push({ name, specifier });
    return "";
  });
  const preloads = [...html.matchAll(modulePreloadLink)].map((match) => match[1] ?? "");
  if (imports.length === 0 || preloads.length === 0) return html;

  const names = imports.map((entry, index) => entry.name ?? `_sideEffect${index}`);
  const rewritten = [
    waitForFirstPaint,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${names.join(", ")}] = await Promise.all([${imports.map((entry) => `import(${entry.specifier})`).join(", ")}]);`,
    rest.trim(),
  ].join("\n");

  const start = script.index;
  const withScript = `${html.slice(0, start)}<script${attributes}${moduleScriptOpening}${rewritten}</script>${html.slice(start + whole.length)}`;
  return withScript.replace(modulePreloadLink, "");
}

/**
 * The same rewrite over a stream of HTML: the text is held until React
 * Router's module script has arrived whole (it follows the page's content),
 * rewritten, and everything after it streams through untouched.
 */
export function hydrateAfterPaintStream(): Transform {
  let held = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      if (done) return callback(null, chunk);
      held += chunk.toString();
      const scriptStart = held.indexOf(moduleScriptOpening);
      if (scriptStart === -1 || !held.includes("</script>", scriptStart)) return callback();
      done = true;
      const output = hydrateAfterPaint(held);
      held = "";
      callback(null, output);
    },
    flush(callback: TransformCallback) {
      callback(null, held);
    },
  });
}
