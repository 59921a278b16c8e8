import { z } from "zod";
import type { BriefTarget } from "./brief";

/**
 * Research and briefs (issue 24 item 1): the texts and the form's rules of
 * /content-research/new and the brief view. Server code is in
 * app/.server/content/research; the method in docs/content-research.md.
 */
export const BRIEF_STATUSES = ["building", "ready", "failed"] as const;
export type BriefStatus = (typeof BRIEF_STATUSES)[number];

/** Competitor or reference URLs of one brief at most. */
export const MAX_BRIEF_URLS = 20;
/** The form's URL box, in characters: 20 long URLs fit, a pasted page does not. */
const URLS_MAX_CHARS = 20 * 2_100;

export const CONTENT_RESEARCH_TEXT = {
  tooManyUrls: `At most ${MAX_BRIEF_URLS} URLs, one a line.`,
  badUrl: (line: string) => `"${line.slice(0, 80)}" is not a web address (http or https).`,
  credentials: (line: string) => `"${line.slice(0, 80)}" carries a user name or password: leave them out.`,
  privateAddress: (line: string) =>
    `"${line.slice(0, 80)}" points to a private or local address, which the crawler does not fetch.`,
  unknownPlace: "Choose a state, a city of that state and a service from the lists.",
  topicNeeded: "Name the topic (3 to 120 characters).",
  queued: "Research queued: the brief is being built.",
  missingBrief: "That brief does not exist.",
} as const;

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Choose from the list.")
  .max(80);

/**
 * The URL box: one a line, blank lines ignored, http(s) only, no user name or
 * password, the same URL twice counted once (fragment dropped, host lower
 * case), at most MAX_BRIEF_URLS. Private addresses are refused on the server,
 * which knows the crawler's setting.
 */
export function parseUrlList(text: string): { ok: true; urls: string[] } | { ok: false; message: string } {
  const urls: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const url = URL.parse(line);
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) {
      return { ok: false, message: CONTENT_RESEARCH_TEXT.badUrl(line) };
    }
    if (url.username || url.password) return { ok: false, message: CONTENT_RESEARCH_TEXT.credentials(line) };
    url.hash = "";
    if (!urls.includes(url.href)) urls.push(url.href);
    if (urls.length > MAX_BRIEF_URLS) return { ok: false, message: CONTENT_RESEARCH_TEXT.tooManyUrls };
  }
  return { ok: true, urls };
}

export const newResearchSchema = z
  .object({
    kind: z.enum(["city-service", "topic"], { message: "Choose a city service or a topic." }),
    state: z.string().optional(),
    city: z.string().optional(),
    service: z.string().optional(),
    topic: z.string().trim().max(120).optional(),
    urls: z.string().max(URLS_MAX_CHARS, CONTENT_RESEARCH_TEXT.tooManyUrls).default(""),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "city-service") {
      for (const field of ["state", "city", "service"] as const) {
        if (!slug.safeParse(value[field] ?? "").success)
          ctx.addIssue({ code: "custom", path: [field], message: CONTENT_RESEARCH_TEXT.unknownPlace });
      }
    } else if (!value.topic || value.topic.length < 3) {
      ctx.addIssue({ code: "custom", path: ["topic"], message: CONTENT_RESEARCH_TEXT.topicNeeded });
    }
    const urls = parseUrlList(value.urls);
    if (!urls.ok) ctx.addIssue({ code: "custom", path: ["urls"], message: urls.message });
  })
  .transform((value) => {
    const target: BriefTarget =
      value.kind === "city-service"
        ? { kind: "city-service", state: value.state ?? "", city: value.city ?? "", service: value.service ?? "" }
        : { kind: "topic", topic: value.topic ?? "" };
    const urls = parseUrlList(value.urls);
    return { target, urls: urls.ok ? urls.urls : [] };
  });

export type NewResearch = z.output<typeof newResearchSchema>;

/** The stable key of a brief's target: `city-service:texas/austin/iop-marketing`, `topic:<slug>`. */
export function briefTargetKey(target: BriefTarget): string {
  if (target.kind === "city-service") return `city-service:${target.state}/${target.city}/${target.service}`;
  const topicSlug = target.topic
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `topic:${topicSlug || "untitled"}`;
}

/** How a target reads: "IOP Marketing in Austin, Texas" (with display names), or the topic. */
export function briefTargetLabel(target: BriefTarget, names?: { state?: string; city?: string; service?: string }): string {
  if (target.kind === "topic") return target.topic;
  return `${names?.service ?? target.service} in ${names?.city ?? target.city}, ${names?.state ?? target.state}`;
}

export const briefIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A slug of the query string, or "" for anything else (a hand-edited address opens the form empty). */
const slugParam = z
  .string()
  .regex(/^[a-z0-9-]{1,80}$/)
  .catch("");

/** /content-research/new's query: the target to prefill (the article editor's "New research" link, the state picker). */
export const newResearchQuery = z.object({
  kind: z.enum(["city-service", "topic"]).catch("city-service"),
  state: slugParam,
  city: slugParam,
  service: slugParam,
  topic: z
    .string()
    .catch("")
    .transform((topic) => topic.slice(0, 120)),
});

/** A brief's Rebuild form: nothing but the button (the brief is the URL's). */
export const rebuildBriefForm = z.object({});
