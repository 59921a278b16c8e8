import "../zod-setup";
import { z } from "zod";
import { LEAD_MESSAGES } from "../leads/lead-validation";
import type { IngestionStatus } from "../tool-enums";
import { UUID_PATTERN } from "../uuid";

/**
 * The analyzer's words and rules, once, for the page in the browser and the
 * server (spec §4, §5, §8 word for word; the rest is ours). The page shows the
 * stage texts the server stored, so the two never disagree.
 */
export const ANALYZER_TEXT = {
  emptyUrl: "Please enter a website URL",
  invalidUrl: "Please enter a valid website address, such as https://www.example.com",
  badScheme: "Only http:// and https:// websites can be analyzed.",
  credentials: "Please remove the user name and password from the address.",
  privateAddress: "That address is on a private or local network; only public websites can be analyzed.",
  port: "Only websites on the standard web ports can be analyzed.",
  unresolvable: "That website's name could not be found. Please check the address.",
  tooLong: "The website address is too long.",
  consent: LEAD_MESSAGES.privacyPolicy,
  email: LEAD_MESSAGES.email,
  started: "Website analysis started successfully",
  failed: (message: string) => `Failed to analyze website: ${message}`,
  failedGeneric: "Failed to analyze website",
  exception: (message: string) => `Error: ${message}`,
  ingestionFailed: (message: string) => `Failed to create ingestion record: ${message}`,
  scheduleFailed: "Failed to schedule client ingestion",
  scheduled: "Client ingestion scheduled successfully",
  rateLimited: (minutes: number) =>
    `You have started several analyses in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  notFound: "No analysis found for this ID.",
  busy: "The analyzer is busy. Please try again in a few minutes.",
  unexpected: "The analysis could not be started. Please try again.",
} as const;

/** The printed report's own words (the PDF): what the agency offers the reader. */
export const REPORT_TEXT = {
  title: "Website Analysis Report",
  topFixes: "The three fixes worth most",
  noFixes: "Every check passed: nothing to fix first.",
  ctaHeading: "Want these fixed?",
  cta: (agency: string) =>
    `${agency} builds and fixes websites for treatment centres: compliant, fast and found in search. Book a free consultation and we will walk you through this report and what to do first.`,
  ctaContact: (bookingUrl: string, phone: string, email: string) => [
    `Book a consultation: ${bookingUrl}`,
    `Call: ${phone}`,
    `E-mail: ${email}`,
  ],
  labPages: "Pages measured in the lab, and why",
  opportunities: "Opportunities (Lighthouse's estimated savings)",
} as const;

/** Spec §4: the step texts by progress. */
export function stepTextFor(progress: number): string {
  if (progress < 20) return "Vectorizing website content";
  if (progress < 40) return "Analyzing site structure";
  if (progress < 60) return "Evaluating SEO performance";
  if (progress < 80) return "Generating optimization recommendations";
  return "Finalizing analysis report";
}

/** Spec §4: the status by progress (failed is set apart from progress). */
export function statusFor(progress: number): IngestionStatus {
  if (progress >= 100) return "complete";
  if (progress >= 60) return "generating";
  if (progress >= 30) return "analyzing";
  return "vectorizing";
}

/** Spec §4: the completed-step notes and the progress at which each is added. */
export const COMPLETED_STEP_NOTES = [
  [20, "content vectorization"],
  [40, "site structure analysis"],
  [60, "SEO evaluation"],
  [80, "recommendations generated"],
  [100, "analysis report complete"],
] as const;

export function completedNotesFor(progress: number): string[] {
  return COMPLETED_STEP_NOTES.filter(([at]) => progress >= at).map(([, note]) => note);
}

export const URL_MAX_LENGTH = 2048;

/**
 * The entered address as the analyzer reads it: trimmed; a bare name
 * (`example.com`) means https; only http(s), no credentials. Returns the
 * normalised URL or the message to show.
 */
export function parseWebsiteUrl(raw: unknown): { ok: true; url: URL } | { ok: false; message: string } {
  if (typeof raw !== "string" || raw.trim() === "") return { ok: false, message: ANALYZER_TEXT.emptyUrl };
  const value = raw.trim();
  if (value.length > URL_MAX_LENGTH) return { ok: false, message: ANALYZER_TEXT.tooLong };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters and spaces never belong in an address
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return { ok: false, message: ANALYZER_TEXT.invalidUrl };
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d+(\/|$)/.test(value);
  if (hasScheme && !/^https?:\/\//i.test(value)) return { ok: false, message: ANALYZER_TEXT.badScheme };
  let url: URL;
  try {
    url = new URL(hasScheme ? value : `https://${value}`);
  } catch {
    return { ok: false, message: ANALYZER_TEXT.invalidUrl };
  }
  if (url.username || url.password) return { ok: false, message: ANALYZER_TEXT.credentials };
  const host = url.hostname;
  // A name needs a dot (or is an IP literal); `localhost` and single labels are nobody's public site.
  if (!host || (!host.includes(".") && !host.startsWith("["))) {
    if (host === "localhost") return { ok: false, message: ANALYZER_TEXT.privateAddress };
    return { ok: false, message: ANALYZER_TEXT.invalidUrl };
  }
  if (host.endsWith(".") || host.includes("..")) return { ok: false, message: ANALYZER_TEXT.invalidUrl };
  url.hash = "";
  return { ok: true, url };
}

/** Spec §3: businessName is the entered URL with protocol and path removed. */
export function businessNameOf(url: URL | string): string {
  return typeof url === "string" ? new URL(url).host : url.host;
}

/** A client's data before an analysis has filled it in (spec §3 client_ingestions.client_data). */
export function emptyClientData(id: string, websiteUrl: string) {
  const none: string[] = [];
  return {
    id,
    businessName: businessNameOf(websiteUrl),
    services: none,
    locations: [...none],
    treatmentModalities: [...none],
    targetAudience: [...none],
    marketingGoals: [...none],
    complianceRequirements: [...none],
    websiteUrl,
  };
}

/** POST /api/analyses (and the page's form): `email` optional; leaving one needs consent. */
export const analysisRequestSchema = z
  .object({
    url: z.optional(z.unknown()),
    email: z
      .union([z.string(), z.null()])
      .optional()
      .transform((value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined))
      .pipe(z.optional(z.string().max(254, ANALYZER_TEXT.email).email(ANALYZER_TEXT.email))),
    consent: z.optional(z.union([z.boolean(), z.literal("on"), z.literal("true")])),
    /** The honeypot of the lead pipeline, passed through to it. */
    website: z.optional(z.unknown()),
  })
  .strict();

export type AnalysisRequest = z.output<typeof analysisRequestSchema>;

/** What GET /api/analyses/{id} and each server-sent event carry about progress. */
export interface AnalysisState {
  id: string;
  url: string;
  status: IngestionStatus;
  progress: number;
  currentStep: string;
  completedSteps: string[];
  error: string | null;
  /** Analyses waiting before this one for a worker (status pending), or for the lab browser. */
  queuePosition: number | null;
  labQueuePosition: number | null;
  scores: Partial<Record<string, number | null>>;
  createdAt: string;
  finishedAt: string | null;
}

export const ANALYSIS_ID_PATTERN = UUID_PATTERN;
