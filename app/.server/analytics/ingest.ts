import { isbot } from "isbot";
import { rateWebVital, type WebVitalName } from "~/lib/analytics/web-vitals-thresholds";
import { sourceChannel } from "~/lib/leads/source-channel";
import type { analyticsEvents, Db } from "../db";
import { readJson, settledRead } from "../http";
import { type AnalyticsEvent, analyticsBatchSchema, MAX_BATCH_BYTES } from "./event-schema";
import type { AnalyticsRuntime } from "./event-writer";
import { visitorHash } from "./visitor";

/**
 * POST /api/events: validate the whole batch, drop what must not be counted
 * (bots, Global Privacy Control, Do Not Track), rate limit per visitor key,
 * then hand the rows to the write-behind buffer and answer at once. Answers carry no body but a short
 * reason on 4xx, never a stack trace.
 */
export interface IngestDeps {
  db: Db;
  runtime: AnalyticsRuntime;
  /** The agency's time zone (config.agencyTimeZone): the visitor key's salt turns over at its midnight. */
  timeZone: string;
  now?: () => Date;
}

export interface IngestRequest {
  request: Request;
  ip: string;
}

export type IngestOutcome =
  | { status: 204; stored: number; dropped?: "bot" | "privacy-signal" | "overloaded" }
  | { status: 400 | 405 | 413 | 415 | 429; message: string };

export async function ingestEvents(deps: IngestDeps, { request, ip }: IngestRequest): Promise<IngestOutcome> {
  if (request.method !== "POST") return { status: 405, message: "Use POST." };
  const read = await settledRead(
    readJson(request, {
      maxBytes: MAX_BATCH_BYTES,
      // sendBeacon sends text/plain (no preflight); fetch clients may say JSON.
      mediaTypes: ["text/plain", "application/json"],
      messages: {
        unsupportedType: "Send JSON as text/plain or application/json.",
        tooLarge: "The batch is too large.",
        badJson: "The body is not JSON.",
      },
    }),
  );
  if (!read.ok) return { status: read.status as 400 | 413 | 415, message: read.message };
  const raw = read.body;
  const parsed = analyticsBatchSchema.safeParse(raw);
  if (!parsed.success) return { status: 400, message: "The batch is not a valid list of known events." };

  const userAgent = request.headers.get("user-agent") ?? "";
  // A bot, or a browser that asks not to be tracked, is answered like anyone else and counted by nobody.
  if (!userAgent || isbot(userAgent)) return { status: 204, stored: 0, dropped: "bot" };
  if (request.headers.get("sec-gpc") === "1" || request.headers.get("dnt") === "1") {
    return { status: 204, stored: 0, dropped: "privacy-signal" };
  }

  const now = deps.now?.() ?? new Date();
  // By address first: a script that rotates its User-Agent is a new visitor every batch.
  if (!deps.runtime.addressLimiter.hit(ip, now.getTime())) return { status: 429, message: "Too many events." };
  const visitor = await visitorHash(deps.db, ip, userAgent, deps.timeZone, now);
  if (!deps.runtime.limiter.hit(visitor, now.getTime())) return { status: 429, message: "Too many events." };

  const ownHost = new URL(request.url).hostname;
  const rows = parsed.data.events.map((event) => toRow(event, visitor, ownHost, now));
  // Written within a second, together with other batches (event-writer.ts).
  if (!deps.runtime.writer.add(rows)) return { status: 204, stored: 0, dropped: "overloaded" };
  return { status: 204, stored: rows.length };
}

function hostOf(referrer: string | undefined): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  return url.protocol === "http:" || url.protocol === "https:" ? url.hostname.toLowerCase().replace(/^www\./, "") : null;
}

function toRow(event: AnalyticsEvent, visitor: string, ownHost: string, now: Date): typeof analyticsEvents.$inferInsert {
  const host = hostOf(event.referrer);
  // Moves inside the site are not referrals; only other sites are.
  const referrerHost = host && host !== ownHost.replace(/^www\./, "") ? host : null;
  let props: Record<string, unknown> = "props" in event ? { ...event.props } : {};
  if (event.name === "web_vitals" && event.props.metric !== "LONG_TASKS") {
    // The server rates by the spec's thresholds, whatever the browser said.
    props = { ...props, rating: rateWebVital(event.props.metric as WebVitalName, event.props.value) };
  }
  if (event.name === "404_error" && event.referrer && URL.canParse(event.referrer)) {
    // The page that links to the missing one, without its query: where the broken link sits.
    const from = new URL(event.referrer);
    props = { ...props, referrer: `${from.host}${from.pathname}`.slice(0, 300) };
  }
  return {
    occurredAt: now,
    name: event.name,
    visitorHash: visitor,
    path: event.path,
    routeTemplate: event.route ?? null,
    referrerHost,
    // As a channel, the way the leads' figures count it ("LinkedIn", "linkedin.com" → linkedin).
    utmSource: sourceChannel(event.utm?.source),
    utmMedium: event.utm?.medium ?? null,
    utmCampaign: event.utm?.campaign ?? null,
    widthClass: event.width ?? null,
    props,
  };
}
