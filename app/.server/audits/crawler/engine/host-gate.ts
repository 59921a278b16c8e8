/**
 * Politeness per host: at most `concurrency` requests in flight and at least
 * `delayMs` between two request starts. In memory: one worker holds a
 * crawl's lease at a time, so one gate sees all of that crawl's requests.
 */
export class HostGate {
  private readonly hosts = new Map<string, { active: number; nextStart: number }>();

  constructor(
    private readonly concurrency: number,
    private readonly delayMs: (host: string) => number,
  ) {}

  /** Milliseconds until `host` can take a request (0: now). */
  waitFor(host: string, now = Date.now()): number {
    const state = this.hosts.get(host);
    if (!state) return 0;
    if (state.active >= this.concurrency) return Number.POSITIVE_INFINITY;
    return Math.max(0, state.nextStart - now);
  }

  /** Takes a slot; call release() when the response is in. */
  acquire(host: string, now = Date.now()): () => void {
    const state = this.hosts.get(host) ?? { active: 0, nextStart: 0 };
    state.active++;
    state.nextStart = now + this.delayMs(host);
    this.hosts.set(host, state);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      state.active--;
    };
  }
}
