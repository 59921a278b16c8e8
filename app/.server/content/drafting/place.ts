import { and, eq, or, sql } from "drizzle-orm";
import type { BriefTarget } from "~/lib/content/brief";
import { cities, type Db, states } from "../../db";

/**
 * A brief's city service target names its place by slugs (`texas`,
 * `san-antonio`, as /content-research stores it); drafts and records need
 * the names (`Texas`, `San Antonio`: the city service reader matches the
 * record's city and state by name). Read from the location tables by slug
 * or name; a place we do not list keeps its words, capitalised.
 */
export interface PlaceNames {
  state: string;
  city: string;
  stateSlug: string;
  citySlug: string;
}

const words = (slug: string) =>
  slug
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
const slugOf = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

export async function placeNames(db: Db, target: Extract<BriefTarget, { kind: "city-service" }>): Promise<PlaceNames> {
  const state = target.state.trim();
  const city = target.city.trim();
  const [row] = await db
    .select({ state: states.name, stateSlug: states.slug, city: cities.name, citySlug: cities.slug })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(
      and(
        or(
          eq(states.slug, slugOf(state)),
          sql`lower(${states.name}) = lower(${state})`,
          sql`lower(${states.abbreviation}) = lower(${state})`,
        ),
        or(eq(cities.slug, slugOf(city)), sql`lower(${cities.name}) = lower(${city})`),
      ),
    )
    .limit(1);
  if (row) return row;
  return { state: words(state), city: words(city), stateSlug: slugOf(state), citySlug: slugOf(city) };
}
