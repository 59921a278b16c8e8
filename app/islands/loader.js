// @ts-check
/**
 * The island loader (docs/page-loading.md). Every page carries it inline, as
 * a module script with the response's CSP nonce, followed by a call to
 * `startIslands` with the built URL of each island. It costs no request and
 * well under a kilobyte.
 *
 * An element asks for an island with `data-island="name"`; the island's
 * module exports `mount(element, event?)`, called once per element. When:
 * - by default, after the first contentful paint (nothing an island does is
 *   needed to paint the page, so it never competes with the paint);
 * - `data-island-when="idle"`: when the browser is idle after the paint, or
 *   at the visitor's first pointer, focus or click on the element if sooner;
 * - `data-island-when="interaction"`: only at that first pointer, focus or
 *   click. The event is handed to `mount`, so a click that triggered the
 *   load can still be acted on.
 * Each mounted island's name is added to `<html data-islands>`, which tests
 * wait on; when `mount` returns a promise (a React island hydrating), once it
 * resolves. `window.islands.load(name)` loads an island's module on demand.
 *
 * @typedef {{ mount(element: HTMLElement, event?: Event): void | Promise<void> }} Island
 * @param {Record<string, string>} urls where each island's module is, by name
 */
export function startIslands(urls) {
  /** @type {Map<string, Promise<Island>>} */
  const modules = new Map();
  const root = document.documentElement;

  /** @param {string} name */
  const load = (name) => {
    let module = modules.get(name);
    if (!module) {
      const url = urls[name];
      module = url ? import(url) : Promise.reject(new Error(`No island named "${name}"`));
      modules.set(name, module);
    }
    return module;
  };

  /** @type {WeakSet<HTMLElement>} */
  const mounted = new WeakSet();
  /** @param {HTMLElement} element @param {Event} [event] */
  const mount = (element, event) => {
    const name = element.dataset.island ?? "";
    if (mounted.has(element)) return;
    mounted.add(element);
    load(name)
      .then((island) => island.mount(element, event))
      .then(
        () => {
          root.dataset.islands = `${root.dataset.islands ?? ""} ${name}`.trim();
        },
        (error) => console.error(error),
      );
  };

  /** @param {HTMLElement} element */
  const onInteraction = (element) => {
    for (const type of ["pointerenter", "pointerdown", "focusin", "click"]) {
      element.addEventListener(type, (event) => mount(element, event), { once: true, passive: true });
    }
  };

  // Resolves once the browser reports the first contentful paint (an animation
  // frame is not enough: its callbacks run before the frame is shown). A hidden
  // tab does not paint, so it goes on at once; so does a browser without paint
  // timing, after a frame and a task; a page that never paints waits 3 s at most.
  const afterPaint = new Promise((resolve) => {
    const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
    if (document.visibilityState === "hidden" || painted()) return resolve(undefined);
    const Observer = globalThis.PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(resolve));
    const observer = new Observer(() => {
      if (painted()) {
        observer.disconnect();
        resolve(undefined);
      }
    });
    observer.observe({ type: "paint" });
    setTimeout(resolve, 3000);
  });

  afterPaint.then(() => {
    for (const element of document.querySelectorAll("[data-island]")) {
      if (!(element instanceof HTMLElement)) continue;
      const when = element.dataset.islandWhen;
      if (when === "interaction" || when === "idle") onInteraction(element);
      if (when === "idle") (window.requestIdleCallback ?? setTimeout)(() => mount(element));
      else if (when !== "interaction") mount(element);
    }
  });

  Object.assign(window, { islands: { load, mount } });
}
