import { eq } from "drizzle-orm";
import { cityPath, statePath } from "~/lib/content/city-services";
import { checkCityName, checkCoordinates, checkPopulation, checkTimeZone, LOCATION_TEXTS } from "~/lib/seo/location-manager";
import { slugify } from "~/lib/slug";
import { cities } from "../../../db";
import { refusal } from "../../outcome";
import {
  cityById,
  cityUrls,
  freeSlug,
  movePairs,
  publishedCount,
  renameRecords,
  sameNameIn,
  stateOf,
  type Tx,
} from "./city-queries";
import {
  auditCity,
  type Change,
  type LocationManagerDeps,
  lockedWrite,
  Refusal,
  redirectPairs,
  type WriteContext,
  type WriteResult,
} from "./city-writes";
import type { CityValues, PlanCity, PlanState } from "./import-plan";

/** A city as the form sends it. */
export interface CityInput {
  name: string;
  stateId: number;
  population?: string;
  latitude?: string;
  longitude?: string;
  timeZone?: string;
  isMajor?: boolean;
}

type CheckedCity = Omit<CityValues, "slug" | "stateId">;

/** The form's values checked with the import's rules. */
function checkInput(input: CityInput): { ok: true; value: CheckedCity } | { ok: false; message: string } {
  const name = checkCityName(input.name);
  if (!name.ok) return name;
  const population = checkPopulation(input.population);
  if (!population.ok) return population;
  const coordinates = checkCoordinates(input.latitude, input.longitude);
  if (!coordinates.ok) return coordinates;
  const timeZone = checkTimeZone(input.timeZone);
  if (!timeZone.ok) return timeZone;
  return {
    ok: true,
    value: {
      name: name.value,
      isMajor: input.isMajor ?? false,
      population: population.value,
      ...coordinates.value,
      timeZone: timeZone.value,
    },
  };
}

/** Adds a city (or, with `id`, edits that one; a new name or state moves its URLs with 301s from the old ones). */
export async function saveCity(
  deps: LocationManagerDeps,
  ctx: WriteContext,
  input: CityInput,
  id?: number,
): Promise<WriteResult> {
  const checked = checkInput(input);
  if (!checked.ok) return refusal(400, checked.message);
  const values = checked.value;
  const baseSlug = slugify(values.name);
  if (baseSlug === "") return refusal(400, `"${values.name}" gives no address: a city name needs Latin letters or digits.`);
  return lockedWrite(deps, async (tx) => {
    const state = await stateOf(tx, input.stateId);
    if (!state) throw new Refusal(400, LOCATION_TEXTS.unknownState);
    const current = id === undefined ? null : await cityById(tx, id);
    if (id !== undefined && !current) throw new Refusal(404, LOCATION_TEXTS.missing);
    const clash = await sameNameIn(tx, state.id, values.name, id);
    if (clash) throw new Refusal(409, LOCATION_TEXTS.exists(clash.name, state.name));
    // A name that keeps its slug (a spelling fix such as St. → Saint keeps the key) keeps its URLs.
    const keepSlug = current && current.stateId === state.id && slugify(current.name) === baseSlug;
    const slug = keepSlug && current ? current.slug : await freeSlug(tx, state, baseSlug, id);
    const target = { values, state, slug };
    return current ? updateCity(deps, tx, ctx, current, target) : insertCity(deps, tx, ctx, { ...target, baseSlug });
  });
}

interface Target {
  values: CheckedCity;
  state: PlanState;
  slug: string;
}

async function insertCity(
  deps: LocationManagerDeps,
  tx: Tx,
  ctx: WriteContext,
  { values, state, slug, baseSlug }: Target & { baseSlug: string },
) {
  const [row] = await tx
    .insert(cities)
    .values({ ...values, stateId: state.id, slug, updatedAt: new Date() })
    .returning({ id: cities.id });
  await auditCity(deps, tx, ctx, { action: "city.create", subjectId: row?.id, after: { ...values, state: state.name, slug } });
  const taken = slug === baseSlug ? "" : ` (${cityPath(state.slug, baseSlug)} is taken)`;
  return {
    result: {
      ok: true as const,
      id: row?.id,
      message: `${values.name} added to ${state.name} at ${cityPath(state.slug, slug)}${taken}.`,
    },
    change: { paths: [cityPath(state.slug, slug)], redirects: false, content: false } satisfies Change,
  };
}

async function updateCity(
  deps: LocationManagerDeps,
  tx: Tx,
  ctx: WriteContext,
  current: PlanCity,
  { values, state, slug }: Target,
) {
  const oldState = current.stateId === state.id ? state : await stateOf(tx, current.stateId);
  if (!oldState) throw new Refusal(404, LOCATION_TEXTS.missing);
  await tx
    .update(cities)
    .set({ ...values, stateId: state.id, slug, updatedAt: new Date() })
    .where(eq(cities.id, current.id));
  const moved = current.slug !== slug || current.stateId !== state.id;
  const pairs = moved ? movePairs(oldState.slug, current.slug, state.slug, slug) : [];
  await redirectPairs(deps, tx, ctx, pairs);
  const records = await renameRecords(tx, { name: current.name, state: oldState }, { name: values.name, state });
  await auditCity(deps, tx, ctx, {
    action: "city.update",
    subjectId: current.id,
    before: { ...current, state: oldState.name },
    after: { ...values, state: state.name, slug, redirects: pairs.length, records },
  });
  return {
    result: {
      ok: true as const,
      id: current.id,
      message: moved
        ? `${values.name} saved; it moved to ${cityPath(state.slug, slug)}, and its ${pairs.length} old addresses redirect there (301).`
        : `${values.name} saved.`,
    },
    change: {
      paths: [...cityUrls(oldState.slug, current.slug), ...(moved ? cityUrls(state.slug, slug) : [])],
      redirects: pairs.length > 0,
      content: records > 0,
    } satisfies Change,
  };
}

/**
 * Deletes a city. One whose pages have published content needs `redirectTo`
 * (`state`, or the id of another city of its state); its URLs then redirect
 * there. Without published content it is deleted at once (a target is still used when given).
 */
export async function removeCity(
  deps: LocationManagerDeps,
  ctx: WriteContext,
  id: number,
  redirectTo?: string,
): Promise<WriteResult> {
  return lockedWrite(deps, async (tx) => {
    const city = await cityById(tx, id);
    if (!city) throw new Refusal(404, LOCATION_TEXTS.missing);
    const state = await stateOf(tx, city.stateId);
    if (!state) throw new Refusal(404, LOCATION_TEXTS.missing);
    const published = await publishedCount(tx, city.name, state);
    const target = (redirectTo ?? "").trim();
    if (published > 0 && target === "") throw new Refusal(409, LOCATION_TEXTS.needsTarget(city.name, published));
    const { pairs, where } = await deleteTarget(tx, city, state, target);
    await tx.delete(cities).where(eq(cities.id, city.id));
    await redirectPairs(deps, tx, ctx, pairs);
    await auditCity(deps, tx, ctx, {
      action: "city.delete",
      subjectId: city.id,
      before: { ...city, state: state.name, published },
      after: { redirects: pairs },
    });
    return {
      result: {
        ok: true as const,
        message: `${city.name} deleted${pairs.length ? `; its ${pairs.length} addresses redirect to ${where} (301)` : ""}.`,
      },
      change: { paths: cityUrls(state.slug, city.slug), redirects: pairs.length > 0, content: false },
    };
  });
}

/** Where a deleted city's URLs lead: its state's page, another city of its state, or nowhere. */
async function deleteTarget(tx: Tx, city: PlanCity, state: PlanState, target: string) {
  if (target === "state")
    return {
      pairs: cityUrls(state.slug, city.slug).map((from) => ({ from, to: statePath(state.slug) })),
      where: `the ${state.name} page`,
    };
  if (target === "") return { pairs: [] as { from: string; to: string }[], where: "" };
  const targetId = /^\d{1,10}$/.test(target) ? Number(target) : Number.NaN;
  const other = Number.isSafeInteger(targetId) ? await cityById(tx, targetId) : null;
  if (!other || other.id === city.id || other.stateId !== city.stateId) throw new Refusal(400, LOCATION_TEXTS.badTarget);
  return { pairs: movePairs(state.slug, city.slug, state.slug, other.slug), where: other.name };
}
