import { and, asc, eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import type { BriefTarget } from "~/lib/content/brief";
import { cityServiceName, cityServiceSlugs } from "~/lib/content/city-services";
import { briefIdSchema, briefTargetKey, CONTENT_RESEARCH_TEXT, type NewResearch, newResearchQuery } from "~/lib/content/research";
import { cities, contentResearch, states } from "../../db";
import { AppError, listQuery, type PageActionArgs, refuse } from "../../http";
import { services, staffRequest } from "../../services-context";
import { loadContentView } from "../studio/editor-loaders";
import { briefKeyOfRecord, latestBrief } from "./store";

/**
 * The routes of research and briefs (thin route modules, logic here):
 * /content-research/new (the New research form), /content-research/briefs/:id
 * (a brief and its versions, rebuilt from there), and the brief beside the
 * editor of /content-view/:id. The forms come through the page socket;
 * refusals are its `{ ok: false, message, fields }` with a 4xx and change
 * nothing.
 */

/** Twenty URLs of 2,000 characters and a few fields. */
export const NEW_RESEARCH_MAX_BYTES = 48 * 1024;
/** The Rebuild form holds nothing but its button. */
export const REBUILD_MAX_BYTES = 1024;

export async function newResearchLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { database } = staffRequest(context).services;
  const prefill = listQuery(request, newResearchQuery);
  const stateRows = await database.db.select({ slug: states.slug, name: states.name }).from(states).orderBy(asc(states.name));
  const cityRows = prefill.state
    ? await database.db
        .select({ slug: cities.slug, name: cities.name })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .where(eq(states.slug, prefill.state))
        .orderBy(asc(cities.name))
    : [];
  return {
    prefill,
    states: stateRows,
    cities: cityRows,
    services: cityServiceSlugs.map((slug) => ({ slug, name: cityServiceName(slug) ?? slug })),
  };
}

/** Starts a brief; on success the page goes to the brief's view (a redirect), else a 4xx with the message. */
export async function newResearchCommand(input: NewResearch, { context }: Pick<PageActionArgs, "context">) {
  const { actor, services: app, clientIp } = staffRequest(context);
  const result = await app.contentResearch.start({ actor, clientIp }, input);
  if (!result.ok) return refuse(result.status, result.message);
  return new Response(null, { status: 303, headers: { Location: `/content-research/briefs/${result.briefId}` } });
}

function briefIdOf(raw: string | undefined): number {
  const parsed = briefIdSchema.safeParse(raw);
  if (!parsed.success || !/^\d+$/.test(raw ?? ""))
    throw data(new AppError("NOT_FOUND", CONTENT_RESEARCH_TEXT.missingBrief).toJSON(), { status: 404 });
  return parsed.data;
}

/** Display names of a city service target, for the heading. */
async function targetNames(context: Readonly<RouterContextProvider>, target: BriefTarget) {
  if (target.kind === "topic") return {};
  const { database } = services(context);
  const [row] = await database.db
    .select({ state: states.name, city: cities.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(states.slug, target.state), eq(cities.slug, target.city)));
  return { state: row?.state, city: row?.city, service: cityServiceName(target.service) ?? undefined };
}

export async function briefLoader(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const { contentResearch: store } = staffRequest(context).services;
  const row = await store.byId(briefIdOf(rawId));
  if (!row) throw data(new AppError("NOT_FOUND", CONTENT_RESEARCH_TEXT.missingBrief).toJSON(), { status: 404 });
  const [versions, names] = await Promise.all([store.versions(row.targetKey), targetNames(context, row.target)]);
  return { row, versions, names };
}

/** Rebuild: a new version of the same target from the same URLs (the brief is the URL's). */
export async function rebuildBrief(_input: unknown, { context, params }: Pick<PageActionArgs, "context" | "params">) {
  const { actor, services: app, clientIp } = staffRequest(context);
  const store = app.contentResearch;
  const row = await store.byId(briefIdOf(params.id));
  if (!row) return refuse(404, CONTENT_RESEARCH_TEXT.missingBrief);
  const result = await store.start({ actor, clientIp }, { target: row.target, urls: row.urls });
  if (!result.ok) return refuse(result.status, result.message);
  return new Response(null, { status: 303, headers: { Location: `/content-research/briefs/${result.briefId}` } });
}

/** /content-view/:id's loader with the record's latest ready brief (or where to make one) for the score panel. */
export async function contentViewWithBrief(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const view = await loadContentView(context, rawId);
  const { database } = services(context);
  const [record] = await database.db
    .select({ briefKey: contentResearch.briefKey })
    .from(contentResearch)
    .where(eq(contentResearch.id, view.draft.recordId));
  const { key, prefill } = await briefKeyOfRecord(database.db, { ...view.draft, briefKey: record?.briefKey ?? null });
  const brief = key ? await latestBrief(database.db, key) : null;
  const target: BriefTarget | null =
    prefill ?? (key?.startsWith("topic:") ? { kind: "topic", topic: key.slice(6).replace(/-/g, " ") } : null);
  return { ...view, brief, newResearchHref: newResearchHref(target), briefKey: key ?? (target ? briefTargetKey(target) : null) };
}

export function newResearchHref(target: BriefTarget | null): string {
  if (!target) return "/content-research/new";
  const params = new URLSearchParams(
    target.kind === "city-service"
      ? { kind: target.kind, state: target.state, city: target.city, service: target.service }
      : { kind: "topic", topic: target.topic },
  );
  return `/content-research/new?${params}`;
}
