import { sql } from "drizzle-orm";
import { cityPath } from "~/lib/content/city-services";
import type { CityRecord } from "~/lib/seo/location-records";
import { slugify } from "~/lib/slug";
import type { ContentBus } from "../../content-bus";
import { cities, type Db, states } from "../../db";
import { cityColumns } from "./reader";

/**
 * Location writes (the back-office's directory editor will call these). Each
 * write announces a `locations` change, so the location reads, the city
 * directory, the sitemap and rendered pages drop what they hold.
 */
export function createLocationWriter(options: { db: () => Db; bus: Pick<ContentBus, "publish"> }) {
  return {
    /** Adds a city to a state, or updates the one with the same slug there. */
    async saveCity(input: { stateId: number; name: string; isMajor?: boolean; population?: number | null }): Promise<CityRecord> {
      const slug = slugify(input.name);
      const [row] = await options
        .db()
        .insert(cities)
        .values({
          stateId: input.stateId,
          name: input.name,
          slug,
          isMajor: input.isMajor ?? false,
          population: input.population ?? null,
        })
        .onConflictDoUpdate({
          target: [cities.stateId, cities.slug],
          set: { name: input.name, isMajor: input.isMajor ?? false, population: input.population ?? null, updatedAt: new Date() },
        })
        .returning(cityColumns);
      if (!row) throw new Error(`saving city ${input.name} returned no row`);
      const [state] = await options.db().select({ slug: states.slug }).from(states).where(sql`${states.id} = ${input.stateId}`);
      options.bus.publish({ topic: "locations", paths: state ? [cityPath(state.slug, row.slug)] : undefined });
      return row;
    },
  };
}

export type LocationWriter = ReturnType<typeof createLocationWriter>;
