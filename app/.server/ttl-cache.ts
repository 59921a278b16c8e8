/**
 * A small in-memory cache of async reads with a freshness time. Only
 * successful reads are kept, so a failing read is tried again next time.
 * Concurrent reads of one key share a single promise.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();
  readonly #pending = new Map<string, Promise<V>>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 5_000,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const inFlight = this.#pending.get(key);
    if (inFlight) return inFlight;
    const promise = load()
      .then((value) => {
        if (this.#entries.size >= this.maxEntries) this.#entries.clear();
        this.#entries.set(key, { value, expires: Date.now() + this.ttlMs });
        return value;
      })
      .finally(() => this.#pending.delete(key));
    this.#pending.set(key, promise);
    return promise;
  }

  clear() {
    this.#entries.clear();
  }
}
