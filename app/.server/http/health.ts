import type { IncomingMessage, ServerResponse } from "node:http";

export interface HealthState {
  /** Set when SIGTERM arrives, so load balancers stop sending new work. */
  shuttingDown: boolean;
  ping(): Promise<void>;
}

const READY_TIMEOUT_MS = 2_000;

/**
 * `/healthz`: the process is up. `/readyz`: the database answers within two
 * seconds and the process is not shutting down. Returns true when it answered.
 */
export function handleHealthCheck(req: IncomingMessage, res: ServerResponse, pathname: string, state: HealthState): boolean {
  if (pathname !== "/healthz" && pathname !== "/readyz") return false;
  res.setHeader("Cache-Control", "no-store");
  const send = (status: number, body: Record<string, unknown>) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
    res.end(req.method === "HEAD" ? undefined : JSON.stringify(body));
  };
  if (pathname === "/healthz") {
    send(200, { status: "ok" });
    return true;
  }
  if (state.shuttingDown) {
    send(503, { status: "shutting-down" });
    return true;
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database ping timed out")), READY_TIMEOUT_MS);
  });
  Promise.race([state.ping(), timeout])
    .then(
      () => send(200, { status: "ready", database: "ok" }),
      () => send(503, { status: "unavailable", database: "unreachable" }),
    )
    .finally(() => clearTimeout(timer));
  return true;
}
