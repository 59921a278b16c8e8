import { z } from "zod";
import { UUID_PATTERN } from "../uuid";

/**
 * Client accounts and /client-dashboard (issue 25 item 6): the forms staff
 * use at /admin/clients, the white-label settings of the client's PDF
 * report, and the texts both sides show. Browser-safe.
 */
export const CLIENT_TEXT = {
  notFound: "There is nothing at this address.",
  noSites: "No website is tied to your account yet. Your agency will add your sites here.",
  noAnalyses: "No analysis of this site has finished yet.",
  noCrawlDiff: "There is no earlier crawl of this site to compare with yet.",
  notScheduled: "Not scheduled: ask your agency to turn on regular re-analysis.",
  tied: (email: string, site: string) => `${site} is now tied to ${email}.`,
  alreadyTied: (email: string, site: string) => `${site} is already tied to ${email}.`,
  untied: (email: string, site: string) => `${site} is no longer tied to ${email}.`,
  notTied: "That site is not tied to this client.",
  noSuchClient: "No client account with this id.",
  invited: (email: string) => `Invitation sent to ${email}.`,
  invitedNoMail: (email: string) => `Invitation saved, but the e-mail to ${email} could not be sent. Invite again to retry.`,
  accountExists: "An account with this e-mail address already exists.",
  brandingSaved: "Report branding saved.",
  brandingSuperAdmin: "Only a super admin can change the report branding.",
  noSuchLogo: "Choose an image from the media library (it needs alt text).",
  tooManyReports: "You have downloaded many reports in a short time. Please try again in a few minutes.",
} as const;

/** PDF reports a client account may download per window: each is rendered on request (issue 35 B6). */
export const CLIENT_REPORT_LIMIT = { limit: 20, windowSeconds: 600 } as const;

/** A client invitation or a tie names at most this many sites at once. */
export const MAX_SITES_PER_FORM = 20;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(320, "Enter an e-mail address of at most 320 characters.")
  .email("Enter a valid e-mail address.");
const userId = z.string().trim().min(1, "Choose a client.").max(100, "Choose a client.");
const website = z.string().trim().min(1, "Enter the site's address.").max(2048, "Enter an address of at most 2,048 characters.");
const uuid = z.string().trim().regex(UUID_PATTERN, "Choose a site.");

/** The posts of /admin/clients, one intent each. */
export const clientAdminInput = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("tie"), userId, website }),
  z.object({ intent: z.literal("untie"), userId, ingestionId: uuid }),
  z.object({
    intent: z.literal("invite"),
    email,
    name: z.string().trim().max(100, "Enter a name of at most 100 characters.").optional(),
    /** One address a line (or separated by commas). */
    websites: z.string().max(20_000, "Too many addresses.").default(""),
  }),
  z.object({
    intent: z.literal("branding"),
    agencyName: z.string().trim().min(1, "Enter the name the reports carry.").max(100, "At most 100 characters."),
    logoMediaId: z.union([z.literal(""), z.string().trim().regex(UUID_PATTERN, CLIENT_TEXT.noSuchLogo)]).default(""),
  }),
]);
export type ClientAdminInput = z.output<typeof clientAdminInput>;

/** The addresses of an invitation's text area: lines or commas, blanks dropped, at most MAX_SITES_PER_FORM. */
export function splitWebsites(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\n,]+/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The client reports' white label (issue 25 item 6): the name and logo the
 * PDF carries instead of the site's own mark. Unset: the agency's configured
 * name (AGENCY_NAME) and no logo.
 */
export interface ReportBranding {
  agencyName: string | null;
  logoMediaId: string | null;
}
export const reportBrandingSetting = {
  key: "client_reports.branding",
  schema: z.object({
    agencyName: z.string().min(1).max(100).nullable(),
    logoMediaId: z.string().regex(UUID_PATTERN).nullable(),
  }),
  fallback: { agencyName: null, logoMediaId: null } as ReportBranding,
  label: "Client reports: agency name and logo",
} as const;

/** The scores of an analysis in the order the dashboard shows them (the overall, then the analyzer's five categories). */
export const SCORE_KEYS = ["overall", "seo", "performance", "accessibility", "content", "compliance"] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];
export const SCORE_LABELS: Record<ScoreKey, string> = {
  overall: "Overall",
  seo: "SEO",
  performance: "Performance",
  accessibility: "Accessibility",
  content: "Content Quality",
  compliance: "Trust & Compliance",
};
