import { sql } from "drizzle-orm";
import {
  type ContentAutomation,
  contentAutomationDeps,
  createContentAutomation,
  localFactsOfRecord,
} from "~/.server/content/automation";
import { createContentGates } from "~/.server/content/gates";
import type { Studio } from "~/.server/content/studio";
import type { Db } from "~/.server/db/client";
import { cities, contentBriefs, contentResearch, states } from "~/.server/db/schema";
import type { AutomationRuleInput } from "~/lib/content/automation";
import type { ContentBrief } from "~/lib/content/brief";
import { briefTargetKey } from "~/lib/content/research";
import { quietLogger } from "./studio-bed";

/**
 * A place for content automation's tests and bench: one state of our own
 * ("Testland") with `count` major cities, each with a population and
 * coordinates, and nothing else in the location tables; and the automation
 * over a studio, without a provider unless given one.
 */
export const TEST_STATE = { name: "Testland", abbreviation: "TL", slug: "testland" } as const;

export const CITY_NAMES = [
  "Ashford",
  "Brookvale",
  "Cedar Falls",
  "Dunmore",
  "Eastwick",
  "Fairhaven",
  "Glenrock",
  "Harlow",
  "Ironwood",
  "Juniper",
  "Kingsbridge",
  "Larkspur",
  "Millbrook",
  "Northgate",
  "Oakridge",
];

export async function seedTestland(db: Db, count = 10) {
  await db.delete(states);
  const [state] = await db.insert(states).values(TEST_STATE).returning({ id: states.id });
  const rows = CITY_NAMES.slice(0, count).map((name, index) => ({
    name,
    slug: name.toLowerCase().replace(/\s+/g, "-"),
    stateId: state!.id,
    isMajor: true,
    population: 400_000 - index * 23_117,
    latitude: 40 + index * 0.4,
    longitude: -100 - index * 0.3,
  }));
  await db.insert(cities).values(rows);
  // A minor city, left out by a "major only" rule.
  await db.insert(cities).values({ name: "Smallton", slug: "smallton", stateId: state!.id, isMajor: false, population: 900 });
  return rows;
}

/** A ready brief stored for its target, as /content-research stores one. */
export async function storeBrief(db: Db, brief: ContentBrief): Promise<number> {
  const [row] = await db
    .insert(contentBriefs)
    .values({
      targetKey: briefTargetKey(brief.target),
      version: 1,
      status: "ready",
      target: brief.target,
      urls: [],
      brief,
    } as never)
    .returning({ id: contentBriefs.id });
  return row!.id;
}

export function automationFor(
  db: () => Db,
  studio: Studio,
  options: { ai?: Parameters<typeof contentAutomationDeps>[0]["ai"] } = {},
): ContentAutomation {
  const gates = createContentGates({ db, localFacts: localFactsOfRecord(db) });
  return createContentAutomation(contentAutomationDeps({ db, studio, ai: options.ai ?? null, log: quietLogger(), gates }));
}

export function draftMissingRule(reviewerId: string, extra: Partial<AutomationRuleInput> = {}): AutomationRuleInput {
  return {
    name: "Testland pages",
    kind: "draft-missing",
    state: TEST_STATE.name,
    services: ["iop-marketing", "detox-marketing", "rehab-marketing"],
    majorOnly: true,
    itemsPerRun: 30,
    olderThanDays: null,
    scoreBelow: null,
    cron: "0 6 * * 1",
    reviewerId,
    monthlyBudgetCents: 500,
    ...extra,
  };
}

/** Rows of every table of the public schema, by table. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  // PGlite and node-postgres both answer execute() with `{ rows }`.
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [first] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from "${name}"`)));
    counts[name] = Number(first?.n ?? 0);
  }
  return counts;
}

/** Published content_research rows as the site reads them. */
export async function publishedSnapshot(db: Db) {
  const rows = await db
    .select({
      id: contentResearch.id,
      title: contentResearch.title,
      content: contentResearch.content,
      updatedAt: contentResearch.updatedAt,
    })
    .from(contentResearch)
    .where(sql`${contentResearch.status} = 'published'`)
    .orderBy(contentResearch.id);
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}
