import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { usStates } from "~/content/us-states";
import type { BriefTarget } from "~/lib/content/brief";
import { cityServiceName } from "~/lib/content/city-services";
import { cities, contentAutomationItems, contentDrafts, contentResearch, type Db, states } from "../../db";
import { CITY_SERVICE_CONTENT_TYPE } from "../city-services/reader";
import { articlePlace } from "../studio/article-place";
import { RESEARCH } from "../studio/research/subject";
import type { ContentTools } from "./context";
import type { AutomationRule } from "./rules";

/**
 * What a rule would do now: its candidate items in order, read only (the dry
 * run shows this list and writes nothing; a run claims from it).
 *
 * - draft-missing: the state's cities (major only when the rule says so),
 *   largest first, times the rule's services, leaving out every pair that
 *   already has a city service record (in any status: a draft counts, so a
 *   pair is drafted once) and every pair this rule claimed this period.
 * - refresh: the published city service articles of the rule's services
 *   (and state, when set) whose last update is older than N days or whose
 *   score against their latest stored brief is below S, stalest first;
 *   an article whose working draft is open is listed as skipped (a writer is
 *   on it), and so is one claimed this period.
 */
export interface PlannedItem {
  targetKey: string;
  target: BriefTarget;
  label: string;
  /** Why it is on the list ("no city service article yet", "updated 212 days ago", "score 41 below 60"). */
  why: string;
  recordId: number | null;
  /** Set when the run would not take it, and why. */
  skip?: string;
}

/** The claim period of a run at `now`: its UTC month. */
export function claimPeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

const codeOf = new Map(usStates.map((state) => [state.name.toLowerCase(), state.abbreviation.toLowerCase()]));

async function claimedKeys(db: Db, ruleId: number, period: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: contentAutomationItems.targetKey })
    .from(contentAutomationItems)
    .where(and(eq(contentAutomationItems.ruleId, ruleId), eq(contentAutomationItems.period, period)));
  return new Set(rows.map((row) => row.key));
}

async function draftMissing(db: Db, rule: AutomationRule, claimed: Set<string>): Promise<PlannedItem[]> {
  if (!rule.state) return [];
  const [state] = await db.select().from(states).where(eq(states.name, rule.state)).limit(1);
  if (!state) return [];
  const cityRows = await db
    .select({ name: cities.name, slug: cities.slug })
    .from(cities)
    .where(and(eq(cities.stateId, state.id), rule.majorOnly ? eq(cities.isMajor, true) : undefined))
    .orderBy(sql`${cities.population} desc nulls last`, asc(cities.name));
  const stateKeys = [state.name.toLowerCase(), state.abbreviation.toLowerCase()];
  const existing = await db
    .select({ service: contentResearch.serviceType, city: contentResearch.city })
    .from(contentResearch)
    .where(
      and(eq(contentResearch.contentType, CITY_SERVICE_CONTENT_TYPE), inArray(sql`lower(${contentResearch.state})`, stateKeys)),
    );
  const covered = new Set(existing.map((row) => `${(row.service ?? "").toLowerCase()}|${(row.city ?? "").toLowerCase()}`));
  const items: PlannedItem[] = [];
  for (const city of cityRows) {
    for (const service of rule.services) {
      if (covered.has(`${service}|${city.name.toLowerCase()}`)) continue;
      const targetKey = `city-service:${service}|${state.slug}|${city.slug}`;
      items.push({
        targetKey,
        target: { kind: "city-service", state: state.slug, city: city.slug, service },
        label: `${cityServiceName(service) ?? service} in ${city.name}, ${state.name}`,
        why: "no city service article yet",
        recordId: null,
        ...(claimed.has(targetKey) ? { skip: "already taken by this rule this month" } : {}),
      });
    }
  }
  return items;
}

async function refresh(db: Db, rule: AutomationRule, claimed: Set<string>, tools: ContentTools, now: Date) {
  const stateKeys = rule.state ? [rule.state.toLowerCase(), codeOf.get(rule.state.toLowerCase()) ?? ""] : null;
  const records = await db
    .select({
      id: contentResearch.id,
      title: contentResearch.title,
      content: contentResearch.content,
      state: contentResearch.state,
      city: contentResearch.city,
      service: contentResearch.serviceType,
      updatedAt: contentResearch.updatedAt,
      draftStatus: contentDrafts.status,
    })
    .from(contentResearch)
    .leftJoin(contentDrafts, and(eq(contentDrafts.subjectType, RESEARCH), eq(contentDrafts.subjectId, contentResearch.id)))
    .where(
      and(
        eq(contentResearch.contentType, CITY_SERVICE_CONTENT_TYPE),
        eq(contentResearch.status, "published"),
        inArray(sql`lower(${contentResearch.serviceType})`, rule.services),
        stateKeys ? inArray(sql`lower(${contentResearch.state})`, stateKeys) : undefined,
      ),
    )
    .orderBy(asc(contentResearch.updatedAt), desc(contentResearch.id));
  const items: PlannedItem[] = [];
  for (const record of records) {
    // The brief's target names the place by slugs; the record holds names (or a state's code).
    const place = await articlePlace(
      { db: () => db },
      { contentType: CITY_SERVICE_CONTENT_TYPE, slug: null, serviceType: record.service, state: record.state, city: record.city },
    );
    if (!place.stateSlug || !place.citySlug) continue;
    const target: BriefTarget = {
      kind: "city-service",
      state: place.stateSlug,
      city: place.citySlug,
      service: (record.service ?? "").toLowerCase(),
    };
    const ageDays = Math.floor((now.getTime() - record.updatedAt.getTime()) / 86_400_000);
    const reasons: string[] = [];
    if (rule.olderThanDays !== null && ageDays > rule.olderThanDays) reasons.push(`updated ${ageDays} days ago`);
    if (rule.scoreBelow !== null) {
      const stored = await tools.latestBrief(db, target);
      if (stored) {
        const score = tools.score({ title: record.title, html: record.content }, stored.brief).score;
        if (score < rule.scoreBelow) reasons.push(`score ${score} below ${rule.scoreBelow}`);
      }
    }
    if (reasons.length === 0) continue;
    const targetKey = `record:${record.id}`;
    const open = record.draftStatus !== null && record.draftStatus !== "published";
    items.push({
      targetKey,
      target,
      label: `${record.title} (record ${record.id})`,
      why: reasons.join(", "),
      recordId: record.id,
      ...(open
        ? { skip: "a writer's draft is open" }
        : claimed.has(targetKey)
          ? { skip: "already taken by this rule this month" }
          : {}),
    });
  }
  return items;
}

export async function planRule(db: Db, rule: AutomationRule, tools: ContentTools, now: Date): Promise<PlannedItem[]> {
  const claimed = await claimedKeys(db, rule.id, claimPeriod(now));
  return rule.kind === "refresh" ? refresh(db, rule, claimed, tools, now) : draftMissing(db, rule, claimed);
}
