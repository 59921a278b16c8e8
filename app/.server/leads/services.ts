import type { JobDefinition } from "../jobs";
import type { DeliveryDeps } from "../mail";
import type { Core, Services } from "../services";
import type { LeadDeps } from "./capture/submit-lead";
import { leadScoreJobs } from "./scores/jobs";

/**
 * The leads domain's deps, built once by the assembly (services.ts) over the kernel; its key sits
 * flat on `Services`. Its queues are `leadsJobs`.
 */
export interface LeadsDomain {
  /** Lead submissions from every form, the chat and the analyzer (leads/capture/submit-lead.ts). */
  leads: LeadDeps;
}

export function createLeadsDomain(core: Pick<Core, "config" | "database" | "log" | "jobs" | "mailer" | "secret">): LeadsDomain {
  const { config, log, jobs, mailer, secret } = core;
  const db = core.database.db;
  // What a lead's e-mails are sent with, now (during the request) and by the lead-email job; the inbox sends with it too.
  const delivery: DeliveryDeps = { db, mailer, config, log };
  return { leads: { db, jobs, delivery, secret, config, log } };
}

/** The leads domain's queues (job-definitions.ts starts them with every other domain's). */
export function leadsJobs(services: Pick<Services, "config" | "database" | "log">): JobDefinition[] {
  const { config, log } = services;
  const db = services.database.db;
  return [
    // Lead scores (issue 25 item 1): every lead scored again after a rule set is saved, and a 10-minute sweep.
    ...leadScoreJobs(() => ({ db, timeZone: config.agencyTimeZone, log })),
  ] as JobDefinition[];
}
