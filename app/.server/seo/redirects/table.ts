import { normalizePagePath } from "~/lib/content/page-path";
import { isSitePath } from "~/lib/seo/redirects";
import type { ContentBus } from "../../content-bus";
import type { Logger } from "../../log";
import type { RedirectStore } from "./store";

/**
 * The redirects every request is checked against, in memory (issue 22 item
 * 9). Loaded from the table at start, dropped and reloaded whenever the
 * content bus says `redirects` (a write here, or on another instance through
 * LISTEN/NOTIFY). The hot path is one Map lookup on the request's path, and
 * a second on its normalised form only when the path has a capital letter or
 * a trailing slash.
 *
 * Hits are counted here and added to the table every `flushMs` (5 s) in one
 * statement, never a write per request: a redirect hit a thousand times a
 * second costs one UPDATE every five seconds. The trade-off: counts reach the
 * admin page up to five seconds late, and a crash loses at most that much.
 */
export interface RedirectTarget {
  id: number;
  /** The Location, ready to send (a site path percent-encoded). */
  location: string;
  status: number;
  /** A site path: the visitor's query string is passed on. */
  site: boolean;
}

const NEEDS_NORMALISING = /[A-Z]|.\/$/;

export class RedirectTable {
  #map = new Map<string, RedirectTarget>();
  #hits = new Map<number, { count: number; last: Date }>();
  #loading: Promise<void> = Promise.resolve();
  #again = false;
  #busy = false;
  #timer: ReturnType<typeof setInterval> | undefined;
  #unsubscribe: (() => void) | undefined;

  constructor(
    private readonly store: Pick<RedirectStore, "all" | "addHits">,
    private readonly log: Pick<Logger, "error" | "warn">,
    private readonly flushMs = 5_000,
  ) {}

  get size() {
    return this.#map.size;
  }

  /** The redirect for a request's decoded path, if any. */
  match(pathname: string): RedirectTarget | undefined {
    return this.#map.get(pathname) ?? (NEEDS_NORMALISING.test(pathname) ? this.#map.get(normalizePagePath(pathname)) : undefined);
  }

  hit(id: number) {
    const counted = this.#hits.get(id);
    if (counted) {
      counted.count += 1;
      counted.last = new Date();
    } else this.#hits.set(id, { count: 1, last: new Date() });
  }

  /** Loads the table, listens on the bus and starts the hit flushes. */
  async start(bus: ContentBus) {
    this.#unsubscribe = bus.subscribe(["redirects"], () => void this.reload());
    this.#timer = setInterval(() => void this.flush(), this.flushMs);
    this.#timer.unref?.();
    await this.reload();
  }

  /** Reloads; calls during a load make one more load after it, so the last change is always read. */
  reload(): Promise<void> {
    if (this.#busy) {
      this.#again = true;
      return this.#loading;
    }
    this.#busy = true;
    this.#loading = (async () => {
      try {
        do {
          this.#again = false;
          const rows = await this.store.all();
          const map = new Map<string, RedirectTarget>();
          for (const row of rows) {
            const site = isSitePath(row.toTarget);
            map.set(row.fromPath, {
              id: row.id,
              location: site ? encodeURI(row.toTarget) : row.toTarget,
              status: row.status,
              site,
            });
          }
          this.#map = map;
        } while (this.#again);
      } catch (error) {
        // The old table keeps answering; the next change (or a reconnect of the bus) loads again.
        this.log.error({ err: error }, "loading redirects failed");
      } finally {
        this.#busy = false;
      }
    })();
    return this.#loading;
  }

  /** Resolves once the load in progress (if any) has finished. */
  settled() {
    return this.#loading;
  }

  async flush() {
    if (this.#hits.size === 0) return;
    const hits = this.#hits;
    this.#hits = new Map();
    try {
      await this.store.addHits(hits);
    } catch (error) {
      this.log.warn({ err: error, redirects: hits.size }, "redirect hits not saved; they are dropped");
    }
  }

  async close() {
    this.#unsubscribe?.();
    if (this.#timer) clearInterval(this.#timer);
    await this.flush();
  }
}
