import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { ANALYZER_TEXT, analysisRequestSchema, businessNameOf, emptyClientData, parseWebsiteUrl } from "~/lib/audits/analyzer";
import type { Config } from "../../../config";
import { clientIngestions, type Db } from "../../../db";
import { type SubmitResult, visitorKey } from "../../../leads";
import type { Logger } from "../../../log";
import { hitRateLimit } from "../../../rate-limit";
import { insertRun } from "./insert-run";
import { classifyHost, type Resolve } from "./public-address";
import { nextRunAfter } from "./schedule";

/**
 * POST /api/analyses and the page's form end here: validate everything
 * first (so a bad request starts nothing), count the visitor, pass an e-mail
 * to the lead pipeline, then store the ingestion, the crawl and the analysis
 * and queue the job in one transaction.
 */
export interface CreateAnalysisDeps {
  db: Db;
  log: Logger;
  secret: string;
  /** crawler.allowPrivate (CRAWL_ALLOW_PRIVATE) lifts the address and port rules: tests, local use. */
  config: { analyzer: Config["analyzer"]; publicUrl: string; crawler: Pick<Config["crawler"], "allowPrivate" | "allowedPorts"> };
  resolve?: Resolve;
  /** Queues the `analysis` job inside the transaction that stores the rows. */
  enqueue(tx: Db, analysisId: string): Promise<void>;
  /** The lead pipeline (leads/submit-lead.ts) for an analyzer lead. */
  submitLead(raw: Record<string, unknown>): Promise<SubmitResult>;
  /** Lead scores (issue 25): the analysis attached to its lead counts as engagement; never throws. */
  scoreLead?(leadId: string): Promise<void>;
  now?: () => Date;
}

export interface Requester {
  ip: string;
  /** A signed-in staff member: larger crawls, no visitor limit. */
  staffId: string | null;
}

export type CreateResult =
  | { status: "created"; id: string; ingestionId: string; leadWarning?: string }
  | { status: "invalid"; message: string; fields: Record<string, string> }
  | { status: "rate_limited"; message: string; retryAfterSeconds: number };

const invalid = (field: string, message: string): CreateResult => ({ status: "invalid", message, fields: { [field]: message } });

export function reportUrlOf(publicUrl: string, analysisId: string) {
  return `${publicUrl.replace(/\/+$/, "")}/client-ingestion/${analysisId}`;
}

export async function createAnalysis(deps: CreateAnalysisDeps, raw: unknown, who: Requester): Promise<CreateResult> {
  const now = deps.now?.() ?? new Date();
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return invalid("form", ANALYZER_TEXT.emptyUrl);
  const parsed = analysisRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? "form");
    if (issue?.code === "unrecognized_keys") return invalid("form", `Unknown field: ${issue.keys.join(", ").slice(0, 100)}`);
    const message =
      field === "email" ? ANALYZER_TEXT.email : field === "consent" ? ANALYZER_TEXT.consent : ANALYZER_TEXT.invalidUrl;
    return invalid(field, message);
  }
  const body = parsed.data;
  const entered = parseWebsiteUrl(body.url);
  if (!entered.ok) return invalid("url", entered.message);
  const url = entered.url;
  if (!deps.config.crawler.allowPrivate) {
    if (url.port !== "" && !deps.config.crawler.allowedPorts.includes(Number(url.port)))
      return invalid("url", ANALYZER_TEXT.port);
    const kind = await classifyHost(url.hostname, deps.resolve);
    if (kind === "private") return invalid("url", ANALYZER_TEXT.privateAddress);
    if (kind === "unresolvable") return invalid("url", ANALYZER_TEXT.unresolvable);
  }
  const consented = body.consent === true || body.consent === "on" || body.consent === "true";
  if (body.email && !consented) return invalid("consent", ANALYZER_TEXT.consent);

  const limits = deps.config.analyzer;
  if (!who.staffId) {
    const limit = await hitRateLimit(deps.db, `analysis:${visitorKey(deps.secret, who.ip)}`, {
      limit: limits.rateLimit,
      windowSeconds: limits.rateWindowSeconds,
      now,
    });
    if (!limit.allowed) {
      deps.log.warn({ count: limit.count }, "analysis rate limit reached");
      return {
        status: "rate_limited",
        message: ANALYZER_TEXT.rateLimited(Math.ceil(limit.retryAfterSeconds / 60)),
        retryAfterSeconds: limit.retryAfterSeconds,
      };
    }
  }

  const analysisId = randomUUID();
  const websiteUrl = url.href;
  const businessName = businessNameOf(url);
  let leadId: string | null = null;
  let leadWarning: string | undefined;
  if (body.email) {
    const reportUrl = reportUrlOf(deps.config.publicUrl, analysisId);
    const lead = await deps.submitLead({
      name: businessName,
      email: body.email,
      facility: businessName,
      message: `Website analysis report requested for ${websiteUrl}\nReport: ${reportUrl}`,
      privacyPolicy: true,
      landingPage: `${deps.config.publicUrl.replace(/\/+$/, "")}/client-ingestion`,
      website: body.website,
    });
    if (lead.status === "invalid") {
      // Only the e-mail and the consent come from the visitor; the rest is ours.
      const message = lead.fields.email ?? lead.fields.privacyPolicy ?? lead.message;
      return invalid(lead.fields.privacyPolicy && !lead.fields.email ? "consent" : "email", message);
    }
    if (lead.status === "rate_limited")
      return { status: "rate_limited", message: lead.message, retryAfterSeconds: lead.retryAfterSeconds };
    if (lead.status === "ok") {
      // Spam keeps its lead for review but is not tied to the report.
      leadId = lead.spamReason ? null : lead.leadId;
      leadWarning = lead.warning;
    } else {
      deps.log.warn({ status: lead.status }, "analyzer lead not stored; the analysis goes ahead");
    }
  }

  const staff = Boolean(who.staffId);
  const maxPages = staff ? limits.staffMaxPages : limits.maxPages;
  const requestedBy = who.staffId ? `staff:${who.staffId}` : `visitor:${visitorKey(deps.secret, who.ip)}`;
  const ingestionId = await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(clientIngestions).where(eq(clientIngestions.websiteUrl, websiteUrl)).limit(1);
    // Re-analysis by schedule for sites someone asked to hear about (an e-mail left, or staff).
    const wantsSchedule = staff || Boolean(leadId);
    let ingestion = existing;
    if (!ingestion) {
      const id = randomUUID();
      [ingestion] = await tx
        .insert(clientIngestions)
        .values({
          id,
          clientId: businessName,
          websiteUrl,
          clientData: emptyClientData(id, websiteUrl),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    }
    if (!ingestion) throw new Error("client ingestion not stored");
    const nextRunAt =
      ingestion.nextRunAt ??
      (wantsSchedule && ingestion.scheduleInterval
        ? nextRunAfter(ingestion.scheduleInterval, ingestion.scheduleTimezone, now)
        : null);
    await tx
      .update(clientIngestions)
      .set({ status: "pending", progress: 0, currentStep: "Initializing", completedSteps: [], nextRunAt, updatedAt: now })
      .where(eq(clientIngestions.id, ingestion.id));
    await insertRun(tx, {
      analysisId,
      ingestionId: ingestion.id,
      url: websiteUrl,
      maxPages,
      requestedBy,
      email: body.email ?? null,
      leadId,
      now,
    });
    await deps.enqueue(tx, analysisId);
    return ingestion.id;
  });
  deps.log.info({ analysisId, maxPages, staff, lead: Boolean(leadId) }, "analysis queued");
  if (leadId) await deps.scoreLead?.(leadId);
  return { status: "created", id: analysisId, ingestionId, ...(leadWarning ? { leadWarning } : {}) };
}
