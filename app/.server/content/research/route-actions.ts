import { and, asc, eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import type { BriefTarget } from "~/lib/content/brief";
import { cityServiceName, cityServiceSlugs } from "~/lib/content/city-services";
import { briefIdSchema, briefTargetKey, CONTENT_RESEARCH_TEXT, newResearchSchema } from "~/lib/content/research";
import { firstIssue } from "~/lib/first-issue";
import { actorOf, requireStaff } from "../../auth/staff";
import { cities, contentResearch, states } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { fieldErrors, formObject, readPageForm } from "../../http/parse-request";
import { requestContext } from "../../request-context";
import { servicesContext } from "../../services-context";
import { loadContentView } from "../studio/content-view-actions";
import { briefKeyOfRecord, latestBrief } from "./store";

/**
 * The routes of research and briefs (thin route modules, logic here):
 * /content-research/new (the New research form), /content-research/briefs/:id
 * (a brief and its versions, rebuilt from there), and the brief beside the
 * editor of /content-view/:id. Refusals are `{ ok: false, message, fields }`
 * with a 4xx status and change nothing.
 */
export interface NewResearchAnswer {
  ok: boolean;
  message: string;
  fields?: Partial<Record<string, string>>;
}

/** Twenty URLs of 2,000 characters and a few fields. */
const MAX_FORM_BYTES = 48 * 1024;

const slugParam = (value: string | null) => (value && /^[a-z0-9-]{1,80}$/.test(value) ? value : "");

export async function newResearchLoader(request: Request, context: Readonly<RouterContextProvider>) {
  requireStaff(context);
  const { database } = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const state = slugParam(params.get("state"));
  const stateRows = await database.db.select({ slug: states.slug, name: states.name }).from(states).orderBy(asc(states.name));
  const cityRows = state
    ? await database.db
        .select({ slug: cities.slug, name: cities.name })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .where(eq(states.slug, state))
        .orderBy(asc(cities.name))
    : [];
  return {
    prefill: {
      kind: params.get("kind") === "topic" ? "topic" : "city-service",
      state,
      city: slugParam(params.get("city")),
      service: slugParam(params.get("service")),
      topic: (params.get("topic") ?? "").slice(0, 120),
    },
    states: stateRows,
    cities: cityRows,
    services: cityServiceSlugs.map((slug) => ({ slug, name: cityServiceName(slug) ?? slug })),
  };
}

/** Starts a brief; on success the page goes to the brief's view (a redirect), else a 4xx with the field. */
export async function newResearchAction(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context);
  const { contentResearch: store } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const parsed = newResearchSchema.safeParse(formObject(await readPageForm(request, MAX_FORM_BYTES)));
  if (!parsed.success) {
    return data<NewResearchAnswer>(
      { ok: false, message: firstIssue(parsed.error), fields: fieldErrors(parsed.error) },
      { status: 400 },
    );
  }
  const result = await store.start({ actor: actorOf(staff), clientIp }, parsed.data);
  if (!result.ok) return data<NewResearchAnswer>({ ok: false, message: result.message }, { status: result.status });
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
  const { database } = context.get(servicesContext);
  const [row] = await database.db
    .select({ state: states.name, city: cities.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(and(eq(states.slug, target.state), eq(cities.slug, target.city)));
  return { state: row?.state, city: row?.city, service: cityServiceName(target.service) ?? undefined };
}

export async function briefLoader(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  requireStaff(context);
  const { contentResearch: store } = context.get(servicesContext);
  const row = await store.byId(briefIdOf(rawId));
  if (!row) throw data(new AppError("NOT_FOUND", CONTENT_RESEARCH_TEXT.missingBrief).toJSON(), { status: 404 });
  const [versions, names] = await Promise.all([store.versions(row.targetKey), targetNames(context, row.target)]);
  return { row, versions, names };
}

/** Rebuild: a new version of the same target from the same URLs. */
export async function briefAction(request: Request, context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const staff = requireStaff(context);
  const { contentResearch: store } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  await readPageForm(request, 1024);
  const row = await store.byId(briefIdOf(rawId));
  if (!row) return data<NewResearchAnswer>({ ok: false, message: CONTENT_RESEARCH_TEXT.missingBrief }, { status: 404 });
  const result = await store.start({ actor: actorOf(staff), clientIp }, { target: row.target, urls: row.urls });
  if (!result.ok) return data<NewResearchAnswer>({ ok: false, message: result.message }, { status: result.status });
  return new Response(null, { status: 303, headers: { Location: `/content-research/briefs/${result.briefId}` } });
}

/** /content-view/:id's loader with the record's latest ready brief (or where to make one) for the score panel. */
export async function contentViewWithBrief(context: Readonly<RouterContextProvider>, rawId: string | undefined) {
  const view = await loadContentView(context, rawId);
  const { database } = context.get(servicesContext);
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
