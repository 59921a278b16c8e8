import type { JobDefinition } from "../jobs";
import type { DeliveryDeps } from "../mail";
import type { Core, Services } from "../services";
import type { InboxMailDeps } from "./list/deps";
import { taskReminderJob } from "./work/reminder-job";

/**
 * The inbox domain's deps, built once by the assembly (services.ts) over the kernel; its key sits
 * flat on `Services`. Its queues are `inboxJobs`.
 */
export interface InboxDomain {
  /** The leads inbox, bookings and figures (inbox/list/deps.ts); routes add the request's logger and address. */
  inbox: InboxMailDeps;
}

/** `delivery`: what the leads domain sends a lead's e-mails with (`services.leads.delivery`); the inbox sends the same way. */
export function createInboxDomain(
  core: Pick<Core, "config" | "database" | "log" | "jobs" | "mailer" | "secret">,
  delivery: DeliveryDeps,
): InboxDomain {
  const { config, log, jobs, mailer, secret } = core;
  const db = core.database.db;
  return { inbox: { db, secret, log, timeZone: config.agencyTimeZone, jobs, delivery, mailer, config } };
}

/** The inbox domain's queues (job-definitions.ts starts them with every other domain's). */
export function inboxJobs(services: Pick<Services, "config" | "database" | "log" | "mailer">): JobDefinition[] {
  const { config, log } = services;
  const db = services.database.db;
  return [
    // Reminders of the inbox's next steps (issue 25 item 7): queued with each task, to start at its due time.
    taskReminderJob({ db, mailer: services.mailer, config, log }) as JobDefinition,
  ];
}
