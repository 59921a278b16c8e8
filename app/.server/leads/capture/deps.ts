import type { RequestInfo } from "../../request-context";
import { issueFormToken } from "./form-token";
import type { LeadDeps, SubmissionMeta } from "./submit-lead";

/**
 * The pieces of the app the lead routes use: what a submission needs, built
 * once in createServices (`services.leads`), and the secret that signs form
 * tokens. The request's part is its SubmissionMeta.
 */
export interface LeadServices {
  leads: LeadDeps;
  secret: string;
}

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
export function leadFormTokens(services: Pick<LeadServices, "secret">) {
  return { formToken: issueFormToken(services.secret), idempotencyKey: crypto.randomUUID() };
}
