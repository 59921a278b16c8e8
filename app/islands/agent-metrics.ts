import {
  AGENT_METRICS_ENDPOINT,
  AGENT_SESSION_KEY,
  MAX_PENDING_METRICS,
  PENDING_METRICS_KEY,
  type PendingMetric,
} from "~/lib/analytics/agent-metrics";

/**
 * Agent metrics from the browser (issue 11, spec §3): plain TypeScript, no
 * framework, bundled by vite.islands.config.ts. The chat widget and /debug
 * send with `sendMetric`. A send that fails (offline, a server error, too
 * many requests) is kept in localStorage, at most MAX_PENDING_METRICS entries
 * of {metricType, value, timestamp}, and sent again on the next page load
 * (app/islands/site.js loads this module only when the list is not empty) or
 * when the browser comes back online, then removed. The agent session id
 * lives in localStorage too, so one visitor's metrics share it across pages.
 */
type Priority = "low" | "normal" | "high" | "critical";

/** Storage can be missing or refuse (private mode, quota, blocked cookies): metrics must never break a page. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let memorySessionId: string | undefined;

/** The visitor's agent session id, made once and kept in localStorage. */
export function agentSessionId(): string {
  const store = storage();
  try {
    const stored = store?.getItem(AGENT_SESSION_KEY);
    if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
    const made = crypto.randomUUID();
    store?.setItem(AGENT_SESSION_KEY, made);
    return made;
  } catch {
    memorySessionId ??= crypto.randomUUID();
    return memorySessionId;
  }
}

export function readPending(): PendingMetric[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(PENDING_METRICS_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is PendingMetric =>
        typeof entry?.metricType === "string" && typeof entry.value === "number" && typeof entry.timestamp === "number",
    );
  } catch {
    return [];
  }
}

function writePending(entries: PendingMetric[]) {
  try {
    const store = storage();
    if (!store) return;
    if (entries.length === 0) store.removeItem(PENDING_METRICS_KEY);
    else store.setItem(PENDING_METRICS_KEY, JSON.stringify(entries.slice(-MAX_PENDING_METRICS)));
  } catch {
    // Full or blocked storage: the metric is lost, the page is not.
  }
}

type Outcome = "sent" | "refused" | "failed";

async function post(body: Record<string, unknown>): Promise<Outcome> {
  try {
    const response = await fetch(AGENT_METRICS_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      // Survives the page being closed or left right after the event.
      keepalive: true,
      credentials: "same-origin",
    });
    if (response.ok) return "sent";
    // The server refused this metric for good (bad input): sending it again would be refused again.
    if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) return "refused";
    return "failed";
  } catch {
    return "failed";
  }
}

/** Sends one metric; a failed send is queued. Resolves to whether it reached the server now. */
export async function sendMetric(
  metricType: string,
  value: number,
  options: { priority?: Priority; details?: Record<string, unknown> } = {},
): Promise<"sent" | "queued" | "refused"> {
  const outcome = await post({ metricType, value, sessionId: agentSessionId(), ...options });
  if (outcome !== "failed") return outcome;
  writePending([...readPending(), { metricType, value, timestamp: Date.now() }]);
  return "queued";
}

let flushing: Promise<void> | undefined;

/** Sends the queued metrics, oldest first, removing each one the server answered; stops at the first failure. */
export function flushPending(): Promise<void> {
  // One flush at a time: the page load and the online event can ask together.
  if (flushing) return flushing;
  const run = sendQueued();
  flushing = run;
  const done = () => {
    if (flushing === run) flushing = undefined;
  };
  run.then(done, done);
  return run;
}

async function sendQueued() {
  const queued = readPending();
  let sent = 0;
  for (const entry of queued) {
    const outcome = await post({
      metricType: entry.metricType,
      value: entry.value,
      sessionId: agentSessionId(),
      details: { occurredAt: new Date(entry.timestamp).toISOString(), resent: true },
    });
    if (outcome === "failed") break;
    sent++;
  }
  // Entries queued while this ran were appended after the ones it read.
  if (sent > 0) writePending(readPending().slice(sent));
}

/** Mounted by the island loader (`data-island="agent-metrics"`): resend what is queued, and again whenever the browser is back online. */
export function mount() {
  window.addEventListener("online", () => void flushPending());
  return flushPending();
}
