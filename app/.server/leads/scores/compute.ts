import {
  engagementGradeOf,
  fitGradeOf,
  type KeywordRule,
  LEAD_SCORE_TEXT,
  type LeadScoreResult,
  MAX_POINTS,
  type RuleSet,
  type ScoreReason,
} from "~/lib/leads/scores";

/**
 * A score is a pure function of a rule set and what we know of a lead (its
 * facts, app/.server/leads/scores/facts.ts reads them): the same facts under
 * two rule sets is the preview, under the newest the stored score.
 */
export interface JourneyFacts {
  /** Analytics saw the visitor: at least one page view of the lead's visitor key on its day. */
  known: boolean;
  views: number;
  visits: number;
  /** Distinct paths viewed before the lead (at most 50). */
  paths: string[];
}

export const UNKNOWN_JOURNEY: JourneyFacts = { known: false, views: 0, visits: 0, paths: [] };

export interface LeadFacts {
  leadId: string;
  /** The facility and the message, as the visitor wrote them. */
  text: string;
  email: string;
  /** Places we serve that the lead names (states, major cities, a location page it landed on). */
  places: string[];
  journey: JourneyFacts;
  analyzer: boolean;
  chat: boolean;
  booking: boolean;
}

/** Lower case, one space between words: what keyword rules are matched against. */
export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ALNUM = /[a-z0-9]/;

/**
 * Whether `keyword` stands in `text` as whole words: "php" finds "PHP and
 * IOP" but not "phpBB"; "$" (no letter at its edges) is found anywhere.
 */
export function hasKeyword(text: string, keyword: string): boolean {
  if (!keyword || !text.includes(keyword)) return false;
  const before = ALNUM.test(keyword[0] ?? "") ? "(?:^|[^a-z0-9])" : "";
  const after = ALNUM.test(keyword.at(-1) ?? "") ? "(?:$|[^a-z0-9])" : "";
  return new RegExp(`${before}${escapeRegExp(keyword)}${after}`).test(text);
}

/** The largest bed count the text names ("40-bed", "120 licensed beds"), or null. */
export function bedCount(text: string): number | null {
  let largest: number | null = null;
  for (const match of text.matchAll(/\b(\d{1,5})[\s-]*(?:licensed\s+|residential\s+|detox\s+|inpatient\s+)?beds?\b/g)) {
    const beds = Number(match[1]);
    if (beds > 0 && (largest === null || beds > largest)) largest = beds;
  }
  return largest;
}

/** A sum of money named in the text ("$8,000 a month", "10k"), or null. */
export function moneyAmount(text: string): string | null {
  const match = /\$\s?\d[\d,.]*\s?[km]?\b|\b\d+(?:[.,]\d+)?\s?k\b/.exec(text);
  return match ? match[0].trim() : null;
}

export function emailDomain(email: string): string {
  return email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
}

function keywordReasons(group: string, rules: KeywordRule[], text: string): ScoreReason[] {
  const reasons: ScoreReason[] = [];
  for (const rule of rules) {
    if (rule.points <= 0) continue;
    const found = rule.keywords.filter((keyword) => hasKeyword(text, keyword));
    if (found.length)
      reasons.push({
        rule: `${group}.${rule.id}`,
        label: rule.label,
        points: rule.points,
        detail: `names "${found.slice(0, 3).join('", "')}"`,
      });
  }
  return reasons;
}

const total = (reasons: ScoreReason[]) =>
  Math.min(
    MAX_POINTS,
    reasons.reduce((sum, reason) => sum + reason.points, 0),
  );

export function fitReasons(rules: RuleSet["fit"], facts: LeadFacts): ScoreReason[] {
  const text = normalizeText(facts.text);
  const reasons = [...keywordReasons("fit.facilityTypes", rules.facilityTypes, text)];
  const beds = bedCount(text);
  if (beds !== null) {
    const band = [...rules.bedBands].sort((a, b) => b.minBeds - a.minBeds).find((each) => beds >= each.minBeds);
    if (band && band.points > 0)
      reasons.push({
        rule: `fit.bedBands.${band.minBeds}`,
        label: `${band.minBeds}+ beds`,
        points: band.points,
        detail: `${beds} beds`,
      });
  }
  reasons.push(...keywordReasons("fit.size", rules.size, text));
  reasons.push(...keywordReasons("fit.services", rules.services, text));
  const domain = emailDomain(facts.email);
  if (rules.companyDomain.points > 0 && domain && !rules.companyDomain.freeMailDomains.includes(domain))
    reasons.push({
      rule: "fit.companyDomain",
      label: "Company e-mail domain",
      points: rules.companyDomain.points,
      detail: domain,
    });
  if (rules.location.points > 0 && facts.places.length)
    reasons.push({
      rule: "fit.location",
      label: "A location we serve",
      points: rules.location.points,
      detail: facts.places.slice(0, 3).join(", "),
    });
  reasons.push(...keywordReasons("fit", [rules.budget], text));
  const amount = moneyAmount(text);
  if (amount && rules.budget.amountPoints > 0)
    reasons.push({ rule: "fit.budget.amount", label: "A sum of money named", points: rules.budget.amountPoints, detail: amount });
  return reasons;
}

export function engagementReasons(rules: RuleSet["engagement"], facts: LeadFacts): ScoreReason[] {
  const reasons: ScoreReason[] = [];
  const { journey } = facts;
  if (!journey.known) {
    // Never guessed: a lead analytics did not see gets nothing for views, returns or pages.
    reasons.push({
      rule: "engagement.journey.unknown",
      label: "Journey unknown",
      points: 0,
      detail: LEAD_SCORE_TEXT.unknownJourney,
    });
  } else {
    const viewPoints = Math.min(rules.pageViews.max, journey.views * rules.pageViews.pointsEach);
    if (viewPoints > 0)
      reasons.push({
        rule: "engagement.pageViews",
        label: "Pages viewed before the lead",
        points: viewPoints,
        detail: `${journey.views} page view${journey.views === 1 ? "" : "s"}`,
      });
    if (journey.visits > 1 && rules.returnVisit.points > 0)
      reasons.push({
        rule: "engagement.returnVisit",
        label: "Came back (more than one visit)",
        points: rules.returnVisit.points,
        detail: `${journey.visits} visits`,
      });
    const key = journey.paths.filter((path) =>
      rules.keyPages.paths.some((prefix) => path === prefix || path.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`)),
    );
    if (key.length && rules.keyPages.points > 0)
      reasons.push({
        rule: "engagement.keyPages",
        label: "Viewed key pages",
        points: rules.keyPages.points,
        detail: key.slice(0, 3).join(", "),
      });
  }
  if (facts.analyzer && rules.analyzer.points > 0)
    reasons.push({ rule: "engagement.analyzer", label: "Ran the website analyzer", points: rules.analyzer.points });
  if (facts.chat && rules.chat.points > 0)
    reasons.push({ rule: "engagement.chat", label: "Talked to the chat assistant", points: rules.chat.points });
  if (facts.booking && rules.booking.points > 0)
    reasons.push({ rule: "engagement.booking", label: "Booked a strategy session", points: rules.booking.points });
  return reasons;
}

export function computeScore(rules: RuleSet, facts: LeadFacts): LeadScoreResult {
  const fitList = fitReasons(rules.fit, facts);
  const engagementList = engagementReasons(rules.engagement, facts);
  const fit = total(fitList);
  const engagement = total(engagementList);
  const fitGrade = fitGradeOf(fit, rules.grades);
  const engagementGrade = engagementGradeOf(engagement, rules.grades);
  return {
    fit,
    engagement,
    fitGrade,
    engagementGrade,
    grade: `${fitGrade}${engagementGrade}`,
    fitReasons: fitList,
    engagementReasons: engagementList,
  };
}
