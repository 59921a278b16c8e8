import { getConfig } from "../config";
import { db } from "../db/index";
import { getJobs } from "../jobs";
import { log } from "../log";
import type { RequestInfo } from "../request-context";
import { appSecret } from "../secret";
import { issueFormToken } from "./form-token";
import type { LeadDeps, SubmissionMeta } from "./submit-lead";

/** The process-wide pieces a submission needs, as the server started them. */
export function leadDeps(requestLog = log): LeadDeps {
  const config = getConfig();
  const jobs = getJobs();
  return {
    db: db(),
    jobs,
    delivery: { db: db(), mailer: jobs.mailer, config, log: requestLog },
    secret: appSecret(),
    config,
    log: requestLog,
  };
}

export function submissionMeta(request: Request, info: RequestInfo | undefined, tokenRequired: boolean): SubmissionMeta {
  return { ip: info?.clientIp ?? "unknown", userAgent: request.headers.get("user-agent"), tokenRequired };
}

/** What a page that shows a lead form hands it: a signed render time and a fresh idempotency key. */
export function leadFormTokens() {
  return { formToken: issueFormToken(appSecret()), idempotencyKey: crypto.randomUUID() };
}
