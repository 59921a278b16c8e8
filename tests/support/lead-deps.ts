import type { Config } from "~/.server/config";
import type { DatabaseHandle } from "~/.server/db/client";
import type { JobSystem } from "~/.server/jobs";
import type { LeadDeps } from "~/.server/leads/capture/submit-lead";
import type { Logger } from "~/.server/log";
import type { Mailer } from "~/.server/mail/transport";

/** What createServices builds as `services.leads`, for a test that has no createServices. */
export function leadDepsFor(core: {
  config: Config;
  database: Pick<DatabaseHandle, "db">;
  jobs: Pick<JobSystem, "send">;
  mailer: Mailer;
  secret: string;
  log: Logger;
}): LeadDeps {
  const { config, jobs, mailer, secret, log } = core;
  const db = core.database.db;
  return { db, jobs, delivery: { db, mailer, config, log }, secret, config, log };
}
