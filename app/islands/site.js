// @ts-check
/**
 * The site island: what every page needs beyond its HTML, in plain DOM code
 * (no framework). Mounted on <body> after the first paint by the island
 * loader (loader.js). Everything here enhances markup that already works:
 * the menu opens with the platform's own invoker commands, images and
 * sections show without it.
 */

/** @param {HTMLElement} body */
export function mount(body) {
  for (const dialog of body.querySelectorAll("dialog[data-menu]")) {
    if (dialog instanceof HTMLDialogElement) enhanceMenu(dialog);
  }
  revealOnScroll(body);
  imageFallbacks(body);
  body.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-reload]")) window.location.reload();
  });
  prefetchOnHover();
  resendPendingMetrics();
}

/**
 * Agent metrics whose send failed wait in localStorage (app/islands/agent-metrics.ts,
 * PENDING_METRICS_KEY in app/lib/analytics/agent-metrics.ts): only when there are any is that
 * island loaded to send them, on this page load and when the browser is back online.
 */
function resendPendingMetrics() {
  const resend = () => {
    try {
      if (!window.localStorage.getItem("agent_metrics_pending")) return;
    } catch {
      return;
    }
    /** @type {{ load(name: string): Promise<{ flushPending(): Promise<void> }> } | undefined} */
    const islands = /** @type {any} */ (window).islands;
    islands?.load("agent-metrics").then(
      (island) => island.flushPending(),
      () => {},
    );
  };
  resend();
  window.addEventListener("online", resend);
}

/** Whether dialogs close on a backdrop click by themselves (closedby="any"). */
const nativeLightDismiss = "closedBy" in HTMLDialogElement.prototype;

const tabbable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The mobile menu: a modal <dialog>, so the rest of the page is inert and
 * Escape closes it natively, and `command`/`closedby` attributes open it and
 * close it on the backdrop without this script. The script adds what the
 * platform leaves out: aria-expanded on the button, Tab wrapping inside the
 * panel, closing on a link, the way back for focus, and a closed menu when
 * the page comes back from the back-forward cache.
 * @param {HTMLDialogElement} dialog
 */
function enhanceMenu(dialog) {
  const opener = document.querySelector(`button[aria-controls="${dialog.id}"]`);
  const sync = () => opener?.setAttribute("aria-expanded", String(dialog.open));
  sync();
  opener?.addEventListener("click", (event) => {
    event.preventDefault();
    if (!dialog.open) dialog.showModal();
    sync();
  });
  dialog.addEventListener("toggle", sync);
  dialog.addEventListener("close", () => {
    sync();
    if (opener instanceof HTMLElement && (document.activeElement === document.body || dialog.contains(document.activeElement))) {
      opener.focus();
    }
  });
  dialog.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("a[href], [data-menu-close]")) {
      if (target.closest("[data-menu-close]")) event.preventDefault();
      dialog.close();
      return;
    }
    // A click on the ::backdrop reaches the dialog itself, outside its box (for browsers without closedby).
    if (target === dialog && !nativeLightDismiss) {
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) dialog.close();
    }
  });
  dialog.addEventListener("keydown", (event) => {
    if (event.key !== "Tab") return;
    const items = [...dialog.querySelectorAll(tabbable)].filter((item) => item instanceof HTMLElement);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });
  // Leaving the page closes the menu, so going back never shows it open.
  window.addEventListener("pagehide", () => dialog.open && dialog.close());
}

/** Spec public-site §9: threshold 0.1; the 700 ms transition is in app.css ([data-reveal]). */
const REVEAL_THRESHOLD = 0.1;

/**
 * Fades content in as it scrolls into view. Only elements whose first report
 * puts them below the fold are hidden (so nothing on the first screen ever
 * disappears), and nothing is hidden for people who ask for reduced motion.
 * The observer's first report gives each position without forcing a layout.
 * @param {HTMLElement} body
 */
function revealOnScroll(body) {
  if (typeof IntersectionObserver === "undefined" || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  /** @type {WeakSet<Element>} */
  const seen = new WeakSet();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = /** @type {HTMLElement} */ (entry.target);
        if (entry.isIntersecting) {
          if (element.dataset.reveal === "hidden") element.dataset.reveal = "shown";
          observer.unobserve(element);
        } else if (!seen.has(element) && entry.boundingClientRect.top >= (entry.rootBounds?.height ?? innerHeight)) {
          if (element.dataset.revealDelay) element.style.transitionDelay = `${element.dataset.revealDelay}ms`;
          element.dataset.reveal = "hidden";
        }
        seen.add(element);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  for (const element of body.querySelectorAll("[data-reveal-on-scroll]")) observer.observe(element);
}

/**
 * Spec public-site §4: an image that fails is replaced by its fallback
 * illustration (named by the server in data-fallback) with the alt text
 * "Image could not be loaded". An image may have finished before this runs.
 * @param {HTMLElement} body
 */
function imageFallbacks(body) {
  for (const img of body.querySelectorAll("img[data-fallback]")) {
    if (!(img instanceof HTMLImageElement)) continue;
    const loaded = () => {
      img.dataset.state = "loaded";
    };
    const failed = () => {
      if (img.dataset.state === "failed") return;
      img.dataset.state = "failed";
      img.removeAttribute("srcset");
      img.removeAttribute("sizes");
      img.src = img.dataset.fallback ?? "";
      img.alt = img.dataset.failedAlt ?? "";
    };
    if (img.complete && img.naturalWidth > 0) loaded();
    else if (img.complete && img.currentSrc) failed();
    else {
      img.addEventListener("load", loaded, { once: true });
      img.addEventListener("error", failed, { once: true });
    }
  }
}

/**
 * Same-site pages are prefetched on hover by the page's Speculation Rules.
 * Where the browser lacks them, this prefetches a link's page when a pointer
 * rests on it, or a finger touches it, once per address.
 */
function prefetchOnHover() {
  if (HTMLScriptElement.supports?.("speculationrules")) return;
  /** @type {Set<string>} */
  const done = new Set([location.href.split("#")[0] ?? ""]);
  /** @param {Event} event */
  const prefetch = (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target || link.hasAttribute("download"))
      return;
    const url = link.href.split("#")[0] ?? "";
    if (done.has(url) || /^\/(api|admin|super-admin|auth)(\/|$)/.test(link.pathname)) return;
    done.add(url);
    document.head.append(Object.assign(document.createElement("link"), { rel: "prefetch", href: url }));
  };
  document.addEventListener("pointerover", prefetch, { passive: true });
  document.addEventListener("touchstart", prefetch, { passive: true });
}
