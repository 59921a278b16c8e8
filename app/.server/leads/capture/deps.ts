import type { RequestInfo } from "../../request-context";
import type { Services } from "../../services";
import { issueFormToken } from "./form-token";
import type { LeadDeps, SubmissionMeta } from "./submit-lead";

/** What a submission needs, built once in createServices (`services.leads`); the request's part is its SubmissionMeta. */
export function leadDeps(services: Pick<Services, "config" | "database" | "jobs" | "mailer" | "secret" | "log">): LeadDeps {
  const { config, jobs, log } = services;
  const db = services.database.db;
  return { db, jobs, delivery: { db, mailer: services.mailer, config, log }, secret: services.secret, config, log };
}

/** The pieces of the app the lead routes use. */
export type LeadServices = Pick<Services, "leads" | "secret">;

/** What only the request knows: who sends it from where, and its logger (so the lead's lines carry its request id). */
export function submissionMeta(request: Request, info: RequestInfo | undefined, tokenRequired: boolean): SubmissionMeta {
  const doNotTrack = request.headers.get("sec-gpc") === "1" || request.headers.get("dnt") === "1";
  return {
    ip: info?.clientIp ?? "unknown",
    userAgent: request.headers.get("user-agent"),
    tokenRequired,
    doNotTrack,
    log: info?.log,
  };
}

/** What a page that shows a lead form hands it: a signed render time and a fresh idempotency key. */
export function leadFormTokens(services: Pick<Services, "secret">) {
  return { formToken: issueFormToken(services.secret), idempotencyKey: crypto.randomUUID() };
}
