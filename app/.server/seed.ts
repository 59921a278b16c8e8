import { sql } from "drizzle-orm";
import { blogArticles } from "~/content/blog-articles";
import { cityServiceArticles } from "~/content/city-service-articles";
import { seedPages } from "~/content/pages";
import { BLOG_ARTICLE, CITY_SERVICE_CONTENT_TYPE } from "~/lib/content/research-types";
import { seedBlogArticles } from "./content/blog/seed";
import { seedCityServiceArticles } from "./content/city-services/seed";
import { seedPageSchemas } from "./content/pages/seed";
import type { ContentBus, ContentChange } from "./content-bus";
import type { Db } from "./db/client";
import { seedRuns } from "./db/schema";
import { seedDirectory, seedUsDirectory } from "./seo/locations/seed";

/**
 * Built-in data sets. Each has a version: start-up loads a set when the
 * database has an older version (or none), so new seed content arrives once
 * and rows an admin later deletes are not brought back on the next start.
 * `npm run db:seed` loads every set again; each is idempotent.
 */
interface Seed {
  name: string;
  version: number;
  /** What a run changes, announced on the content bus so read caches drop it. */
  changes: ContentChange;
  run(db: Db): Promise<void>;
}

export const seeds: Seed[] = [
  { name: "directory", version: 1, changes: { topic: "locations" }, run: seedDirectory },
  { name: "us-directory", version: 1, changes: { topic: "locations" }, run: seedUsDirectory },
  // These sets only ever add rows (stored pages and articles are never overwritten, so admin
  // edits win), so their version is their size: a release that adds a page or an article
  // loads it once, and a start with nothing new skips them.
  { name: "pages", version: seedPages.length, changes: { topic: "pages" }, run: (db) => seedPageSchemas(db).then(() => {}) },
  {
    name: "blog-articles",
    version: blogArticles.length,
    changes: { topic: "content-research", contentType: BLOG_ARTICLE },
    run: (db) => seedBlogArticles(db).then(() => {}),
  },
  {
    name: "city-service-articles",
    version: cityServiceArticles.length,
    changes: { topic: "content-research", contentType: CITY_SERVICE_CONTENT_TYPE },
    run: (db) => seedCityServiceArticles(db).then(() => {}),
  },
];

export interface SeedReport {
  applied: string[];
  skipped: string[];
}

export async function runSeeds(
  db: Db,
  options: { force?: boolean; bus?: Pick<ContentBus, "publish"> } = {},
): Promise<SeedReport> {
  const report: SeedReport = { applied: [], skipped: [] };
  const done = await db.select().from(seedRuns);
  for (const seed of seeds) {
    const previous = done.find((row) => row.name === seed.name);
    if (!options.force && previous && previous.version >= seed.version) {
      report.skipped.push(seed.name);
      continue;
    }
    await db.transaction(async (tx) => {
      await seed.run(tx as unknown as Db);
      await tx
        .insert(seedRuns)
        .values({ name: seed.name, version: seed.version })
        .onConflictDoUpdate({ target: seedRuns.name, set: { version: seed.version, appliedAt: sql`now()` } });
    });
    report.applied.push(seed.name);
    options.bus?.publish(seed.changes);
  }
  return report;
}
