import type { JobDefinition } from "../jobs";
import type { Services } from "../services";
import { leadEmailJob } from "./lead-email-job";

/**
 * The mailer itself is kernel (services.ts builds it); what the mail domain adds to the assembly is
 * its queue: a lead's e-mails, sent with the leads domain's delivery (`services.leads.delivery`).
 */
export function mailJobs(services: Pick<Services, "leads">): JobDefinition[] {
  return [leadEmailJob(services.leads.delivery) as JobDefinition];
}
