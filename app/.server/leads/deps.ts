import type { RequestInfo } from "../request-context";
import type { Services } from "../services";
import { issueFormToken } from "./form-token";
import type { LeadDeps, SubmissionMeta } from "./submit-lead";

/** The pieces of the app a submission needs (see services.ts). */
export type LeadServices = Pick<Services, "config" | "database" | "jobs" | "mailer" | "secret" | "log">;

/** What a submission needs, from the app's services, logging with the request's logger. */
export function leadDeps(services: LeadServices, requestLog = services.log): LeadDeps {
  const { config, jobs } = services;
  const db = services.database.db;
  return {
    db,
    jobs,
    delivery: { db, mailer: services.mailer, config, log: requestLog },
    secret: services.secret,
    config,
    log: requestLog,
  };
}

export function submissionMeta(request: Request, info: RequestInfo | undefined, tokenRequired: boolean): SubmissionMeta {
  const doNotTrack = request.headers.get("sec-gpc") === "1" || request.headers.get("dnt") === "1";
  return { ip: info?.clientIp ?? "unknown", userAgent: request.headers.get("user-agent"), tokenRequired, doNotTrack };
}

/** What a page that shows a lead form hands it: a signed render time and a fresh idempotency key. */
export function leadFormTokens(services: Pick<Services, "secret">) {
  return { formToken: issueFormToken(services.secret), idempotencyKey: crypto.randomUUID() };
}
