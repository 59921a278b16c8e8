import { and, eq, sql } from "drizzle-orm";
import { usStates } from "~/content/us-states";
import { AUTOMATION_TEXT } from "~/lib/content/automation";
import type { BriefTarget } from "~/lib/content/brief";
import { slugify } from "~/lib/slug";
import { recordAudit } from "../../auth";
import { contentDraftingLog, contentDrafts, contentResearch, type Db } from "../../db";
import { AppError } from "../../http";
import { BLOG_ARTICLE } from "../blog/seed";
import { CITY_SERVICE_CONTENT_TYPE } from "../city-services/reader";
import type { Studio, StudioRequest } from "../studio";
import { RESEARCH } from "../studio/research/subject";
import type { Drafted } from "./draft";
import type { PlaceNames } from "./place";

/**
 * A draft becomes a content_research record in status draft (never
 * published) with a studio draft holding the drafted text:
 *
 * - a city service article is `service_type_location` with state, city and
 *   service_type (slug `service/state/city`, as the seed writes them); a
 *   topic is a `blog_article` with the topic's slug;
 * - no record for the target yet: one is made (audited), then the studio
 *   saves the draft (audited by the studio);
 * - a record exists and its working draft is open (anything but published):
 *   refused, so a writer's work is never overwritten;
 * - a record exists with no open draft (published, or its last draft was
 *   published): the draft becomes a new draft revision of that record.
 */
export interface StoredDraft {
  recordId: number;
  revision: number;
  created: boolean;
}

/** The record's type, slug and (a city service article) place columns: names, as the city service reader matches them. */
export function recordKeyOf(target: BriefTarget, place: PlaceNames | null) {
  if (target.kind === "topic" || !place)
    return { contentType: BLOG_ARTICLE, slug: slugify(target.kind === "topic" ? target.topic : "") };
  return {
    contentType: CITY_SERVICE_CONTENT_TYPE,
    slug: `${target.service.toLowerCase()}/${place.stateSlug}/${place.citySlug}`,
    serviceType: target.service.toLowerCase(),
    state: place.state,
    city: place.city,
  };
}

/** The record for the target, by slug or (a city service article stored by another tool) by service, state and city. */
export async function findRecordFor(db: Db, target: BriefTarget, place: PlaceNames | null): Promise<number | null> {
  const key = recordKeyOf(target, place);
  const [bySlug] = await db
    .select({ id: contentResearch.id })
    .from(contentResearch)
    .where(and(eq(contentResearch.contentType, key.contentType), eq(contentResearch.slug, key.slug)))
    .limit(1);
  if (bySlug) return bySlug.id;
  if (target.kind === "topic" || !place) return null;
  const name = place.state;
  const code = usStates.find((state) => state.name.toLowerCase() === name.toLowerCase())?.abbreviation ?? name;
  const [byPlace] = await db
    .select({ id: contentResearch.id })
    .from(contentResearch)
    .where(
      and(
        eq(contentResearch.contentType, CITY_SERVICE_CONTENT_TYPE),
        sql`lower(${contentResearch.serviceType}) = ${target.service.toLowerCase()}`,
        sql`lower(${contentResearch.city}) = lower(${place.city})`,
        sql`lower(${contentResearch.state}) in (lower(${name}), lower(${code}))`,
      ),
    )
    .limit(1);
  return byPlace?.id ?? null;
}

/** The record's working draft row (revision and status), if any. */
export async function openDraftOf(db: Db, recordId: number) {
  const [row] = await db
    .select({ revision: contentDrafts.revision, status: contentDrafts.status })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.subjectType, RESEARCH), eq(contentDrafts.subjectId, recordId)))
    .limit(1);
  return row ?? null;
}

export interface StoreDraftDeps {
  db: () => Db;
  studio: Pick<Studio, "research">;
  secret?: string;
}

/** `place`: the names of a city service target's place (placeNames), null for a topic. */
export async function storeDraft(
  deps: StoreDraftDeps,
  request: StudioRequest,
  target: BriefTarget,
  place: PlaceNames | null,
  drafted: Drafted,
  briefId: number | null,
): Promise<StoredDraft> {
  const db = deps.db();
  let recordId = await findRecordFor(db, target, place);
  let created = false;
  if (recordId === null) {
    const key = recordKeyOf(target, place);
    recordId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contentResearch)
        .values({ ...key, status: "draft", title: drafted.draft.title, content: "", excerpt: drafted.draft.excerpt || null })
        .onConflictDoNothing({ target: [contentResearch.contentType, contentResearch.slug] })
        .returning({ id: contentResearch.id });
      if (!row) return null;
      await recordAudit(
        tx as unknown as Db,
        {
          actor: request.actor,
          action: "research.create",
          subjectType: RESEARCH,
          subjectId: row.id,
          after: { ...key, status: "draft", drafted: drafted.method },
          clientIp: request.clientIp,
        },
        deps.secret,
      );
      return row.id;
    });
    created = recordId !== null;
    // Another drafter made it a moment ago: that record is the one to draft on.
    recordId ??= await findRecordFor(db, target, place);
    if (recordId === null) throw new Error("the record for the draft vanished as it was made");
  }
  const open = await openDraftOf(db, recordId);
  if (open && open.status !== "published") throw new AppError("CONFLICT", AUTOMATION_TEXT.draftOpen(recordId));
  const saved = await deps.studio.research.saveDraft(request, {
    recordId,
    expectedRevision: open?.revision ?? null,
    schema: drafted.draft,
  });
  const revision = saved.revision as number;
  await db.insert(contentDraftingLog).values({
    recordId,
    method: drafted.method,
    label: drafted.label,
    briefId,
    promptTokens: drafted.promptTokens,
    completionTokens: drafted.completionTokens,
    unsourcedMarks: drafted.marked.length,
    draftRevision: revision,
    createdById: request.actor.id,
  });
  return { recordId, revision, created };
}
