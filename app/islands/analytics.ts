/**
 * The first-party analytics beacon (issue 14). Mounted after the first paint
 * on `<div data-island="analytics" data-route data-status hidden>`, which the
 * site layout renders only on pages that may be counted (never private areas,
 * /auth or the back-office: app/lib/analytics/paths.ts). It sets no cookie and
 * touches no storage; Global Privacy Control or Do Not Track turn it off.
 *
 * Events are queued and sent in batches with navigator.sendBeacon (text/plain,
 * so no preflight) to POST /api/events, whose zod schema
 * (app/.server/analytics/event-schema.ts) says what each may carry. Failures
 * are a console warning at most (spec §8).
 *
 * Web vitals come from the web-vitals library, loaded as its own chunk at the
 * visitor's first interaction or scroll: its observers read buffered entries,
 * so LCP, CLS, FCP and TTFB are complete whenever it loads, and INP only
 * misses interactions the browser did not buffer (under 104 ms, all "good").
 * That keeps the beacon that every page loads near 1 KB.
 */
type Event = { name: string; props?: Record<string, unknown>; referrer?: string; utm?: Record<string, string> };

const ENDPOINT = "/api/events";
const MAX_BATCH = 25;
/** Spec §9: a page view 100 ms after a route change; metrics again 300 ms after a back navigation. */
const ROUTE_CHANGE_DELAY_MS = 100;
const BACK_NAVIGATION_DELAY_MS = 300;
const LONG_TASK_MS = 50;

const warn = (error: unknown) => console.warn("analytics:", error);

type Track = (event: Event) => void;

export function mount(element: HTMLElement) {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl || nav.doNotTrack === "1") return;
  const { track, flush } = eventQueue(element.dataset.route);
  countPageViews(element, track);
  trackCallsToAction(track, flush);
  trackLeadForms(track, flush);
  const longTasks = countLongTasks();
  loadVitalsOnFirstInteraction(track, flush);
  // Leaving or hiding the page: the last vitals (web-vitals reports CLS and INP then) and the long tasks go out.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden") return;
    const { tasks, taskMs } = longTasks.take();
    if (tasks || taskMs)
      track({ name: "web_vitals", props: { metric: "LONG_TASKS", value: tasks, totalMs: Math.round(taskMs) } });
    // After web-vitals' own listeners have queued their reports.
    queueMicrotask(flush);
  });
  addEventListener("pagehide", () => queueMicrotask(flush));
}

/** Events wait up to a second, or until 25 are queued, then go out in one beacon. */
function eventQueue(route: string | undefined) {
  const nav = navigator;
  const queue: Record<string, unknown>[] = [];
  let timer = 0;
  const flush = () => {
    clearTimeout(timer);
    timer = 0;
    while (queue.length) {
      const body = JSON.stringify({ events: queue.splice(0, MAX_BATCH) });
      try {
        if (!nav.sendBeacon?.(ENDPOINT, body)) {
          fetch(ENDPOINT, { method: "POST", body, keepalive: true, headers: { "Content-Type": "text/plain" } }).catch(warn);
        }
      } catch (error) {
        warn(error);
      }
    }
  };
  const track: Track = (event) => {
    const width = innerWidth < 640 ? "mobile" : innerWidth < 1024 ? "tablet" : "desktop";
    queue.push({ ...event, path: location.pathname, ...(route ? { route } : {}), width });
    if (queue.length >= MAX_BATCH) flush();
    else if (!timer) timer = window.setTimeout(flush, 1000);
  };
  return { track, flush };
}

/** A page view (with its UTM tags and referrer; a 404 too) once the visitor actually sees the page. */
function countPageViews(element: HTMLElement, track: Track) {
  const pageview = () => {
    const params = new URLSearchParams(location.search);
    const utm: Record<string, string> = {};
    for (const key of ["source", "medium", "campaign"]) {
      const value = params.get(`utm_${key}`);
      if (value) utm[key] = value.slice(0, 100);
    }
    const referrer = document.referrer.slice(0, 500) || undefined;
    track({ name: "pageview", referrer, ...(Object.keys(utm).length ? { utm } : {}) });
    if (element.dataset.status === "404") track({ name: "404_error", referrer, props: { title: document.title.slice(0, 300) } });
  };
  // A prerendered page (Speculation Rules) counts only once the visitor actually opens it.
  const start = () => setTimeout(pageview, ROUTE_CHANGE_DELAY_MS);
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) doc.addEventListener("prerenderingchange", start, { once: true });
  else start();
  // Back to this page from the back-forward cache: a new page view.
  addEventListener("pageshow", (event) => event.persisted && setTimeout(pageview, BACK_NAVIGATION_DELAY_MS));
}

/** Calls to action are marked once, in the shared components (ButtonLink: data-cta; containers: data-cta-source). */
function trackCallsToAction(track: Track, flush: () => void) {
  document.addEventListener(
    "click",
    (event) => {
      const cta = event.target instanceof Element ? event.target.closest("[data-cta]") : null;
      if (!cta) return;
      const place = cta.closest("section,article,aside,header,footer,dialog,nav");
      const source =
        cta.closest("[data-cta-source]")?.getAttribute("data-cta-source") ??
        (place && ["HEADER", "FOOTER", "DIALOG", "NAV"].includes(place.tagName) ? place.tagName.toLowerCase() : "content");
      const section = place?.getAttribute("aria-labelledby") ?? place?.getAttribute("aria-label") ?? place?.id ?? source;
      const link = cta.getAttribute("href") ?? "";
      track({
        name: "CTA Click",
        props: {
          ctaText: (cta.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 200),
          ctaLink: link.slice(0, 500),
          source: source.slice(0, 50),
          section: section.slice(0, 100),
        },
      });
      flush();
    },
    true,
  );
}

/** Lead forms: that a visitor started and submitted one, never what they typed. */
function trackLeadForms(track: Track, flush: () => void) {
  const started = new WeakSet<HTMLFormElement>();
  const formName = (form: HTMLFormElement) =>
    (form.getAttribute("aria-label") ?? form.getAttribute("action") ?? "form").slice(0, 50);
  // Only the lead forms (their island's element), not the chat's message box or the FAQ search.
  const leadForm = (target: EventTarget | null) => {
    const form = target instanceof Element ? target.closest("form") : null;
    return form?.closest("[data-island='lead-form']") ? form : null;
  };
  document.addEventListener("focusin", (event) => {
    const form = leadForm(event.target);
    if (form && !started.has(form)) {
      started.add(form);
      track({ name: "form_start", props: { form: formName(form) } });
    }
  });
  document.addEventListener(
    "submit",
    (event) => {
      const form = leadForm(event.target);
      if (form) {
        track({ name: "form_submit", props: { form: formName(form) } });
        flush();
      }
    },
    true,
  );
}

/** Long tasks over 50 ms, counted for the page view and taken when it ends. */
function countLongTasks() {
  let tasks = 0;
  let taskMs = 0;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.duration > LONG_TASK_MS) {
          tasks++;
          taskMs += entry.duration;
        }
      }
    }).observe({ type: "longtask" });
  } catch {
    // Not every browser reports long tasks.
  }
  return {
    take() {
      const counted = { tasks, taskMs };
      tasks = 0;
      taskMs = 0;
      return counted;
    },
  };
}

/** web-vitals, loaded as its own chunk at the visitor's first interaction or scroll (see the top of this file). */
function loadVitalsOnFirstInteraction(track: Track, flush: () => void) {
  let vitals = false;
  const loadVitals = () => {
    if (vitals) return;
    vitals = true;
    const islands = (window as unknown as { islands?: { load(name: string): Promise<typeof import("./analytics-vitals")> } })
      .islands;
    islands
      ?.load("analytics-vitals")
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        const report = (metric: { name: string; value: number; rating: string }) => {
          track({
            name: "web_vitals",
            props: { metric: metric.name, value: Math.round(metric.value * 1000) / 1000, rating: metric.rating },
          });
          // CLS and INP are final when the page hides: send them before it goes.
          if (document.visibilityState === "hidden") flush();
        };
        for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
      })
      .catch(warn);
  };
  for (const type of ["pointerdown", "keydown", "scroll", "touchstart"])
    addEventListener(type, loadVitals, { once: true, passive: true });
}
