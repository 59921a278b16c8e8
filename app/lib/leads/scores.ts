import "../zod-setup";
import { z } from "zod";

/**
 * Lead scores (issue 25 item 1): the rule set's shape, the default rules,
 * the grades and the texts. Browser-safe: the editor at
 * /lead-analyzer/scoring builds a rule set with these types and the server
 * checks it again with `ruleSetSchema` before a preview or a save. How a
 * score is computed: app/.server/leads/scores/compute.ts; what the rules mean
 * for a user: docs/lead-scores.md.
 *
 * A score is a sum of the points of the rules that fired, capped at 100, in
 * two parts after HubSpot: fit (is this a treatment centre we can help) and
 * engagement (how much did they look at us before asking). Each part gives a
 * grade: fit A/B/C, engagement 1/2/3; A1 is the lead to call first.
 */

export const FIT_GRADES = ["A", "B", "C"] as const;
export const ENGAGEMENT_GRADES = ["1", "2", "3"] as const;
export type FitGrade = (typeof FIT_GRADES)[number];
export type EngagementGrade = (typeof ENGAGEMENT_GRADES)[number];
/** `A1` .. `C3`. */
export const LEAD_GRADES = FIT_GRADES.flatMap((fit) => ENGAGEMENT_GRADES.map((engagement) => `${fit}${engagement}`)) as [
  string,
  ...string[],
];
/** The inbox's grade filter: a whole grade (`A1`) or a fit letter (`A`, any engagement). */
export const GRADE_FILTERS = [...FIT_GRADES, ...LEAD_GRADES] as const;

export const MAX_POINTS = 100;
const MAX_KEYWORDS = 60;
const MAX_RULES = 20;
const MAX_DOMAINS = 300;

const points = z.coerce
  .number("Points must be a number.")
  .int("Points must be a whole number.")
  .min(0, "Points cannot be negative.")
  .max(MAX_POINTS, `Points can be at most ${MAX_POINTS}.`);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const keyword = z
  .string("A keyword must be text.")
  .trim()
  .toLowerCase()
  .min(1, "A keyword cannot be empty.")
  .max(60, "A keyword can be at most 60 characters.")
  .regex(NO_CONTROL, "A keyword cannot contain control characters.");
const keywords = z
  .array(keyword, "Keywords must be a list.")
  .max(MAX_KEYWORDS, `A rule can have at most ${MAX_KEYWORDS} keywords.`)
  .transform((list) => [...new Set(list)]);
const label = z
  .string("A rule needs a name.")
  .trim()
  .min(1, "A rule needs a name.")
  .max(80, "A rule's name can be at most 80 characters.")
  .regex(NO_CONTROL, "A rule's name cannot contain control characters.");
const ruleId = z.string().regex(/^[a-z0-9-]{1,40}$/, "A rule id is 1-40 lower-case letters, digits or hyphens.");

/** Fires when the lead's facility or message names one of its keywords (whole words, any case). */
export const keywordRuleSchema = z.strictObject({ id: ruleId, label, points, keywords });
export type KeywordRule = z.output<typeof keywordRuleSchema>;

const keywordRules = z
  .array(keywordRuleSchema, "Rules must be a list.")
  .max(MAX_RULES, `A group can have at most ${MAX_RULES} rules.`)
  .refine((rules) => new Set(rules.map((rule) => rule.id)).size === rules.length, "Two rules of a group have the same id.");

const bedBand = z.strictObject({
  minBeds: z.coerce
    .number("Beds must be a number.")
    .int("Beds must be a whole number.")
    .min(1, "Beds must be 1 or more.")
    .max(10_000, "Beds can be at most 10000."),
  points,
});

const domain = z
  .string("A domain must be text.")
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "A free-mail domain looks like gmail.com.");

const pathPrefix = z
  .string("A page must be text.")
  .trim()
  .regex(/^\/[A-Za-z0-9\-._~/]{0,200}$/, "A page is a path on this site, like /plans.");

const threshold = (name: string) =>
  z.coerce
    .number(`${name} must be a number.`)
    .int(`${name} must be a whole number.`)
    .min(1, `${name} must be 1 or more.`)
    .max(MAX_POINTS, `${name} can be at most ${MAX_POINTS}.`);

export const ruleSetSchema = z
  .strictObject({
    fit: z.strictObject({
      facilityTypes: keywordRules,
      /** The largest band the bed count reaches fires (a "40-bed" program: the 20+ band). */
      bedBands: z.array(bedBand).max(10, "At most 10 bed-count bands."),
      size: keywordRules,
      services: keywordRules,
      companyDomain: z.strictObject({
        points,
        freeMailDomains: z
          .array(domain)
          .max(MAX_DOMAINS, `At most ${MAX_DOMAINS} free-mail domains.`)
          .transform((list) => [...new Set(list)]),
      }),
      location: z.strictObject({ points }),
      budget: keywordRuleSchema.extend({ amountPoints: points }),
    }),
    engagement: z.strictObject({
      pageViews: z.strictObject({ pointsEach: points, max: points }),
      returnVisit: z.strictObject({ points }),
      keyPages: z.strictObject({
        points,
        paths: z
          .array(pathPrefix)
          .max(50, "At most 50 key pages.")
          .transform((list) => [...new Set(list)]),
      }),
      analyzer: z.strictObject({ points }),
      chat: z.strictObject({ points }),
      booking: z.strictObject({ points }),
    }),
    grades: z.strictObject({
      fitA: threshold("The fit score for A"),
      fitB: threshold("The fit score for B"),
      engagement1: threshold("The engagement score for 1"),
      engagement2: threshold("The engagement score for 2"),
    }),
  })
  .refine((rules) => rules.grades.fitA > rules.grades.fitB, {
    message: "The fit score for A must be higher than the one for B.",
    path: ["grades", "fitA"],
  })
  .refine((rules) => rules.grades.engagement1 > rules.grades.engagement2, {
    message: "The engagement score for 1 must be higher than the one for 2.",
    path: ["grades", "engagement1"],
  });

export type RuleSet = z.output<typeof ruleSetSchema>;

export const DEFAULT_FREE_MAIL_DOMAINS = [
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "ymail.com",
  "rocketmail.com",
  "hotmail.com",
  "outlook.com",
  "live.com",
  "msn.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "protonmail.com",
  "proton.me",
  "pm.me",
  "gmx.com",
  "gmx.net",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "fastmail.com",
  "hey.com",
  "tutanota.com",
  "comcast.net",
  "att.net",
  "verizon.net",
  "sbcglobal.net",
  "bellsouth.net",
  "cox.net",
  "charter.net",
  "earthlink.net",
  "yahoo.co.uk",
  "hotmail.co.uk",
  "live.co.uk",
  "qq.com",
];

/** Version 1 of every install; a super admin edits from here. */
export const DEFAULT_RULES: RuleSet = {
  fit: {
    facilityTypes: [
      { id: "detox", label: "Detox", points: 15, keywords: ["detox", "detoxification", "withdrawal management"] },
      { id: "residential", label: "Residential / inpatient", points: 15, keywords: ["residential", "inpatient", "rtc"] },
      { id: "php", label: "PHP", points: 10, keywords: ["php", "partial hospitalization", "partial hospitalisation"] },
      { id: "iop", label: "IOP", points: 10, keywords: ["iop", "intensive outpatient"] },
      { id: "outpatient", label: "Outpatient", points: 5, keywords: ["outpatient", "mat", "medication-assisted"] },
      {
        id: "sober-living",
        label: "Sober living",
        points: 5,
        keywords: ["sober living", "recovery residence", "sober home", "halfway house"],
      },
      {
        id: "mental-health",
        label: "Mental health / dual diagnosis",
        points: 10,
        keywords: ["mental health", "dual diagnosis", "psychiatric", "behavioral health", "behavioural health"],
      },
    ],
    bedBands: [
      { minBeds: 50, points: 20 },
      { minBeds: 20, points: 12 },
      { minBeds: 1, points: 5 },
    ],
    size: [
      {
        id: "multi-site",
        label: "More than one location",
        points: 10,
        keywords: ["multiple locations", "several locations", "two locations", "three locations", "campuses", "second location"],
      },
    ],
    services: [
      {
        id: "ppc",
        label: "Paid search (PPC)",
        points: 8,
        keywords: ["ppc", "google ads", "adwords", "paid search", "pay per click", "pay-per-click"],
      },
      { id: "seo", label: "SEO", points: 5, keywords: ["seo", "search engine", "organic", "rankings"] },
      { id: "website", label: "Website", points: 5, keywords: ["website", "web design", "redesign", "landing page"] },
      {
        id: "admissions",
        label: "Admissions and census",
        points: 8,
        keywords: ["admissions", "census", "admits", "lead generation"],
      },
      { id: "content", label: "Content", points: 3, keywords: ["content", "blog"] },
    ],
    companyDomain: { points: 15, freeMailDomains: DEFAULT_FREE_MAIL_DOMAINS },
    location: { points: 10 },
    budget: {
      id: "budget",
      label: "Budget named",
      points: 10,
      keywords: ["budget", "per month", "a month", "monthly", "retainer", "ad spend", "invest"],
      amountPoints: 10,
    },
  },
  engagement: {
    pageViews: { pointsEach: 4, max: 24 },
    returnVisit: { points: 15 },
    keyPages: {
      points: 10,
      paths: ["/plans", "/entry-plan", "/high-end-plan", "/case-studies", "/compliance-roi", "/services"],
    },
    analyzer: { points: 20 },
    chat: { points: 15 },
    booking: { points: 30 },
  },
  grades: { fitA: 60, fitB: 30, engagement1: 50, engagement2: 20 },
};

/** One rule that fired, with its points: the explanation a score shows. */
export interface ScoreReason {
  /** `fit.facilityTypes.detox`, `engagement.booking`... */
  rule: string;
  label: string;
  points: number;
  /** What made it fire: the words found, the domain, the page count. */
  detail?: string;
}

export interface LeadScoreResult {
  fit: number;
  engagement: number;
  fitGrade: FitGrade;
  engagementGrade: EngagementGrade;
  grade: string;
  fitReasons: ScoreReason[];
  engagementReasons: ScoreReason[];
}

export function fitGradeOf(score: number, grades: RuleSet["grades"]): FitGrade {
  return score >= grades.fitA ? "A" : score >= grades.fitB ? "B" : "C";
}

export function engagementGradeOf(score: number, grades: RuleSet["grades"]): EngagementGrade {
  return score >= grades.engagement1 ? "1" : score >= grades.engagement2 ? "2" : "3";
}

/** Keywords as staff type them: one per line or separated by commas. */
export function keywordsFromText(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
}

export const PREVIEW_RANGES = ["today", "7d"] as const;
export type PreviewRange = (typeof PREVIEW_RANGES)[number];
export const PREVIEW_RANGE_LABELS: Record<PreviewRange, string> = { today: "Today's leads", "7d": "The last 7 days' leads" };
/** The preview grades at most this many leads (the newest). */
export const PREVIEW_MAX_LEADS = 500;

/** The largest rule-set JSON the editor posts. */
export const RULES_MAX_BYTES = 48 * 1024;

export const scoringActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("preview"),
      rules: z.string("Send the rules."),
      range: z.enum(PREVIEW_RANGES, "Unknown preview range.").default("today"),
    }),
    z.object({
      intent: z.literal("save"),
      rules: z.string("Send the rules."),
      baseVersion: z.coerce
        .number("Unknown version.")
        .int("Unknown version.")
        .min(1, "Unknown version.")
        .max(1_000_000, "Unknown version."),
      note: z
        .string()
        .trim()
        .max(200, "A note can be at most 200 characters.")
        .regex(NO_CONTROL, "A note cannot contain control characters.")
        .optional(),
    }),
    z.object({
      intent: z.literal("restore"),
      version: z.coerce
        .number("Unknown version.")
        .int("Unknown version.")
        .min(1, "Unknown version.")
        .max(1_000_000, "Unknown version."),
      baseVersion: z.coerce
        .number("Unknown version.")
        .int("Unknown version.")
        .min(1, "Unknown version.")
        .max(1_000_000, "Unknown version."),
    }),
  ],
  "Unknown action.",
);
export type ScoringAction = z.output<typeof scoringActionSchema>;

/** Parses the editor's JSON: a bad document is a message, never a throw. */
export function parseRules(json: string): { ok: true; rules: RuleSet } | { ok: false; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, message: LEAD_SCORE_TEXT.badJson };
  }
  const parsed = ruleSetSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: issue ? `${issue.path.join(".") || "rules"}: ${issue.message}` : LEAD_SCORE_TEXT.badRules };
  }
  return { ok: true, rules: parsed.data };
}

export const LEAD_SCORE_TEXT = {
  title: "Lead scoring",
  intro:
    "Each lead gets a fit score (is it a treatment centre we can help) and an engagement score (how much it looked at us before asking), each 0-100, and a grade: A-C for fit, 1-3 for engagement. A1 is the lead to call first.",
  viewOnly: "You can view the rules; only a super admin can change them.",
  badJson: "The rules are not valid JSON.",
  badRules: "The rules are not valid.",
  stale: (current: number) =>
    `The rules were changed by someone else (now version ${current}) since you opened them. Reload the page to edit the newest version.`,
  saved: (version: number) => `Saved as version ${version}. Every lead is being scored again under it.`,
  restored: (from: number, version: number) =>
    `Version ${from} restored as version ${version}. Every lead is being scored again under it.`,
  unknownVersion: "That version does not exist.",
  superAdminOnly: "Only a super admin can change the scoring rules.",
  unknownJourney:
    "Journey unknown: analytics did not see this visitor (tracking refused, no JavaScript or another day), so page views give no points.",
  noScore: "Not scored yet.",
  ekra: "Scores rank enquiries from treatment centres for follow-up. They are never tied to a patient, an admission or a referral: fees per admission or per patient referral are unlawful under EKRA.",
} as const;

/** The inbox's grade filter options: a fit letter (any engagement), then each grade. */
export const GRADE_FILTER_OPTIONS = GRADE_FILTERS.map((value) => ({
  value,
  label: value.length === 1 ? `${value} (any engagement)` : value,
}));
