/**
 * One Lighthouse-or-axe browser at a time: Chromium and Lighthouse take a whole core each on
 * these small servers, and two at once slow both past their time limits. Callers wait in line
 * and hear their position: n runs ahead of them, 0 when their turn has come.
 */
export interface BrowserQueue {
  /** Waits for the browser slot; resolves with the release function. Rejects if `signal` aborts while waiting. */
  acquire(options?: { signal?: AbortSignal; onPosition?: (ahead: number) => void }): Promise<() => void>;
  /** Runs waiting, plus the one running: for the progress text and tests. */
  readonly size: number;
}

interface Waiter {
  grant: () => void;
  onPosition?: (ahead: number) => void;
}

export function createBrowserQueue(): BrowserQueue {
  let busy = false;
  const waiting: Waiter[] = [];

  const announce = () => {
    waiting.forEach((waiter, index) => {
      waiter.onPosition?.(index + 1);
    });
  };

  const next = () => {
    const waiter = waiting.shift();
    if (!waiter) {
      busy = false;
      return;
    }
    announce();
    waiter.grant();
  };

  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      next();
    };
  };

  return {
    get size() {
      return waiting.length + (busy ? 1 : 0);
    },
    acquire({ signal, onPosition } = {}) {
      if (signal?.aborted) return Promise.reject(signal.reason ?? new Error("Aborted"));
      if (!busy) {
        busy = true;
        onPosition?.(0);
        return Promise.resolve(releaser());
      }
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          onPosition,
          grant: () => {
            signal?.removeEventListener("abort", onAbort);
            onPosition?.(0);
            resolve(releaser());
          },
        };
        const onAbort = () => {
          const index = waiting.indexOf(waiter);
          if (index >= 0) waiting.splice(index, 1);
          announce();
          reject(signal?.reason ?? new Error("Aborted"));
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        waiting.push(waiter);
        onPosition?.(waiting.length);
      });
    },
  };
}
