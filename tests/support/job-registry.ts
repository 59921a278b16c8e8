import { parseConfig } from "~/.server/config";
import { type JobServices, jobDefinitions } from "~/.server/job-definitions";

/**
 * The queues of the app's job registry (app/.server/job-definitions.ts) and
 * their crons, without building the app: the registry's factories read only
 * the configuration while building the list (handlers reach the services when
 * a job runs), so everything else here is a stand-in.
 */
export function registeredQueues(): { queue: string; cron?: string }[] {
  const config = parseConfig({ NODE_ENV: "test" });
  const standIn = (): unknown =>
    new Proxy(() => standIn(), {
      get: (_target, property) =>
        property === "config" ? config : property === "then" || typeof property === "symbol" ? undefined : standIn(),
    });
  const services = new Proxy(
    {},
    { get: (_target, property) => (property === "config" ? config : property === "ai" ? null : standIn()) },
  ) as JobServices;
  return jobDefinitions(services).map((definition) => ({ queue: definition.queue, cron: definition.cron }));
}
