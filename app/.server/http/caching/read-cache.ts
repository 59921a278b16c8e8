/** How long read caches keep a result (the spec's five-minute freshness of page schemas). */
export const READ_CACHE_TTL_MS = 5 * 60_000;

/**
 * A small in-memory cache of async reads with a freshness time. Only
 * successful reads are kept, so a failing read is tried again next time.
 * Concurrent reads of one key share a single promise. A read still in flight
 * when the cache is cleared is returned to its callers but not kept, so a
 * publish that clears the cache can never be undone by an older read.
 */
export class ReadCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();
  readonly #pending = new Map<string, Promise<V>>();
  #generation = 0;

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 5_000,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const inFlight = this.#pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.#generation;
    const promise = load()
      .then((value) => {
        if (generation !== this.#generation) return value;
        if (this.#entries.size >= this.maxEntries) this.#entries.clear();
        this.#entries.set(key, { value, expires: Date.now() + this.ttlMs });
        return value;
      })
      .finally(() => {
        if (this.#pending.get(key) === promise) this.#pending.delete(key);
      });
    this.#pending.set(key, promise);
    return promise;
  }

  clear() {
    this.#generation++;
    this.#entries.clear();
    this.#pending.clear();
  }
}
