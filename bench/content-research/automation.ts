import { contentAutomationDeps, createContentAutomation, localFactsOfRecord } from "../../app/.server/content/automation";
import { planRule } from "../../app/.server/content/automation/plan";
import { draftFromBrief } from "../../app/.server/content/drafting/draft";
import { placeNames } from "../../app/.server/content/drafting/place";
import { storeDraft } from "../../app/.server/content/drafting/store";
import { createContentGates } from "../../app/.server/content/gates";
import { createStudio } from "../../app/.server/content/studio";
import { createContentBus } from "../../app/.server/content-bus";
import { openDatabase } from "../../app/.server/db/client";
import { users } from "../../app/.server/db/schema";
import type { Logger } from "../../app/.server/log";
import type { BriefTarget } from "../../app/lib/content/brief";
import { draftMissingRule, seedTestland } from "../../tests/support/automation-bed";

/**
 * Content automation (issue 24 item 6): one run of 100 items without an AI
 * provider (each drafted as a structured draft from a brief built from our
 * own data, stored as a studio draft, scored, linted, gated, and sent for
 * review or blocked), against the peer measured in the same run: the same
 * 100 drafts only drafted and stored, on a second fresh database, without
 * score, linter or gates. Both on in-memory PGlite. Returns printable lines;
 * the content-research bench prints them.
 */
const CITIES = 15;
const SERVICES = [
  "iop-marketing",
  "detox-marketing",
  "rehab-marketing",
  "php-marketing",
  "mental-health-marketing",
  "seo",
  "ppc",
];
const ITEMS = 100;

const quiet = { error() {}, warn() {}, info() {}, debug() {}, child: () => quiet } as unknown as Logger;
const author = { id: "bench-author", email: "author@bench.test", role: "admin" as const };
const reviewer = { id: "bench-reviewer", email: "reviewer@bench.test", role: "admin" as const };

async function freshBed() {
  const database = await openDatabase();
  await database.migrate();
  const db = database.db;
  await db
    .insert(users)
    .values([author, reviewer].map((actor) => ({ id: actor.id, name: actor.id, email: actor.email, role: actor.role })));
  await seedTestland(db, CITIES);
  const studio = createStudio({ db: () => db, bus: createContentBus(quiet), log: quiet, timeZone: "UTC" });
  const gates = createContentGates({ db: () => db, localFacts: localFactsOfRecord(() => db) });
  const deps = contentAutomationDeps({ db: () => db, studio, ai: null, log: quiet, gates });
  const automation = createContentAutomation(deps);
  const rule = await automation.createRule(
    { actor: author },
    draftMissingRule(reviewer.id, { services: SERVICES, itemsPerRun: ITEMS }),
  );
  return { database, db, studio, deps, automation, rule };
}

export async function measureAutomation(): Promise<string[]> {
  // Ours: the whole run.
  const ours = await freshBed();
  let started = performance.now();
  const outcome = await ours.automation.run(ours.rule.id, "manual");
  const oursMs = performance.now() - started;
  const run = (await ours.automation.runs(ours.rule.id, 1))[0];
  await ours.database.close();

  // Peer: the same 100 items drafted and stored, nothing else.
  const peer = await freshBed();
  const plan = (await planRule(peer.db, peer.rule, peer.deps.tools, new Date())).slice(0, ITEMS);
  started = performance.now();
  for (const item of plan) {
    const target = item.target as Extract<BriefTarget, { kind: "city-service" }>;
    const { brief } = await peer.deps.tools.briefFor(peer.db, target);
    const place = await placeNames(peer.db, target);
    const drafted = await draftFromBrief({ ai: null, log: quiet }, brief, "structured", place);
    await storeDraft({ db: () => peer.db, studio: peer.studio }, { actor: author }, target, place, drafted, null);
  }
  const peerMs = performance.now() - started;
  await peer.database.close();

  return [
    `content automation, ${run?.itemsTried ?? 0} items without an AI provider (PGlite in memory):`,
    `  ours (draft, store, score, lint, gate, submit): ${(oursMs / 1000).toFixed(2)} s, ${(oursMs / Math.max(1, run?.itemsTried ?? 1)).toFixed(0)} ms an item; ${run?.submitted ?? 0} in review, ${run?.blocked ?? 0} blocked, status ${outcome?.status} (target < 60 s)`,
    `  peer (draft and store only, ${plan.length} items):   ${(peerMs / 1000).toFixed(2)} s`,
    `  score, lint and gates add ${(((oursMs - peerMs) / Math.max(1, peerMs)) * 100).toFixed(0)}% to drafting and storing`,
  ];
}
