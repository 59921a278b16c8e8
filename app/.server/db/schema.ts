import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The database schema. drizzle-kit turns changes here into SQL migrations
 * under /drizzle (`npm run db:generate`); they are applied at start.
 * SQL must run on PGlite (Postgres 18) and on PostgreSQL 15.
 */

export const states = pgTable(
  "states",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Two-letter USPS code, also used for the geo.region meta (US-TX). */
    abbreviation: text("abbreviation").notNull(),
    /** Lowercase, spaces as hyphens: `new-york`. */
    slug: text("slug").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("states_name_key").on(table.name),
    uniqueIndex("states_abbreviation_key").on(table.abbreviation),
    uniqueIndex("states_slug_key").on(table.slug),
  ],
);

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id, { onDelete: "cascade" }),
    /** Lowercase, spaces as hyphens, unique within its state: `los-angeles`. */
    slug: text("slug").notNull(),
    isMajor: boolean("is_major").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("cities_state_slug_key").on(table.stateId, table.slug),
    index("cities_state_name_idx").on(table.stateId, table.name),
    index("cities_major_idx").on(table.isMajor),
  ],
);

/**
 * Which version of each built-in data set has been loaded, so start-up loads
 * new seed content once and never re-adds rows an admin deleted.
 */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});
