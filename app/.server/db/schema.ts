import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CONTENT_STATUSES } from "../../lib/content-status";
import {
  BOOKING_STATUSES,
  LEAD_DELIVERY_STATUSES,
  LEAD_EMAIL_KINDS,
  LEAD_EMAIL_STATUSES,
  LEAD_FORM_TYPES,
} from "../../lib/lead-enums";
import { pageTypes } from "../../lib/page-schema";

/**
 * The database schema. drizzle-kit turns changes here into SQL migrations
 * under /drizzle (`npm run db:generate`); they are applied at start.
 * SQL must run on PGlite (Postgres 18) and on PostgreSQL 15.
 * (Relative imports: drizzle-kit reads this file without the `~` alias.)
 */

/**
 * A CHECK that the column holds one of `values`, the same const array the
 * code's zod enum is made from. The values are our own constants, never
 * input, so they are written into the SQL as literals.
 */
function oneOf(column: AnyPgColumn, values: readonly string[]) {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", "))})`;
}

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
    /** From the open data set the city came from; orders a state's cities by size. */
    population: integer("population"),
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

/**
 * Articles and research. Published `blog_article` rows are the blog;
 * published `service_type_location` rows give a city service page its body
 * (matched on city, state and service_type). The chat reads the newest one.
 */
export const contentResearch = pgTable(
  "content_research",
  {
    id: serial("id").primaryKey(),
    /** `blog_article`, `service_type_location`, or what a content tool produces. */
    contentType: text("content_type").notNull(),
    /** URL slug of a blog article; null for other kinds. */
    slug: text("slug"),
    city: text("city"),
    state: text("state"),
    serviceType: text("service_type"),
    /** One of CONTENT_STATUSES; only published rows reach the public site. */
    status: text("status").notNull().default("draft"),
    title: text("title").notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    service: text("service"),
    author: text("author"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("content_research_type_slug_key").on(table.contentType, table.slug),
    index("content_research_location_idx").on(table.contentType, table.serviceType, table.state, table.city),
    index("content_research_status_created_idx").on(table.status, table.createdAt),
    check("content_research_status_check", oneOf(table.status, CONTENT_STATUSES)),
  ],
);

/**
 * Pages rendered from a stored schema (spec: page_schemas). `schema` holds the
 * published page (validated by `pageSchema` in app/lib/page-schema.ts); each
 * publish also writes a row to page_schema_versions so it can be rolled back.
 */
export const pageSchemas = pgTable(
  "page_schemas",
  {
    id: serial("id").primaryKey(),
    /** No trailing slash, starts with `/`: `/rehab/seo`. */
    path: text("path").notNull(),
    /** One of `pageTypes` (app/lib/page-schema.ts), checked by the database. */
    type: text("type").notNull(),
    /** One of CONTENT_STATUSES; drafts are never served. */
    status: text("status").notNull().default("published"),
    schema: jsonb("schema").notNull(),
    /** Number of the latest published version. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("page_schemas_path_key").on(table.path),
    index("page_schemas_type_updated_idx").on(table.type, table.updatedAt),
    check("page_schemas_type_check", oneOf(table.type, pageTypes)),
    check("page_schemas_status_check", oneOf(table.status, CONTENT_STATUSES)),
  ],
);

export const pageSchemaVersions = pgTable(
  "page_schema_versions",
  {
    id: serial("id").primaryKey(),
    pageSchemaId: integer("page_schema_id")
      .notNull()
      .references(() => pageSchemas.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    schema: jsonb("schema").notNull(),
    /** Who published it: a user id, or `seed`. */
    publishedBy: text("published_by"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("page_schema_versions_page_version_key").on(table.pageSchemaId, table.version)],
);

/**
 * Every consultation request, booking and chat lead. Written in one
 * transaction before any e-mail is attempted, so a lead is never lost.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formType: text("form_type", { enum: LEAD_FORM_TYPES }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    facility: text("facility"),
    message: text("message").notNull(),
    /** Version (date) of the privacy policy the visitor accepted, and when. */
    consentVersion: text("consent_version"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    landingPage: text("landing_page"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    userAgent: text("user_agent"),
    /** From the form; a double submit or a retry with the same key makes one lead. */
    idempotencyKey: text("idempotency_key"),
    isSpam: boolean("is_spam").notNull().default(false),
    /** Why it was flagged: `honeypot`, `too_fast`, ... */
    spamReason: text("spam_reason"),
    /** See LEAD_DELIVERY_STATUSES. */
    deliveryStatus: text("delivery_status", { enum: LEAD_DELIVERY_STATUSES }).notNull().default("pending"),
    deliveryAttempts: integer("delivery_attempts").notNull().default(0),
    deliveryError: text("delivery_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("leads_idempotency_key").on(table.idempotencyKey),
    index("leads_created_idx").on(table.createdAt),
    index("leads_form_type_created_idx").on(table.formType, table.createdAt),
    check("leads_form_type_check", oneOf(table.formType, LEAD_FORM_TYPES)),
    check("leads_delivery_status_check", oneOf(table.deliveryStatus, LEAD_DELIVERY_STATUSES)),
  ],
);

/** One row per e-mail a lead triggers (agency notification, visitor confirmation). */
export const leadEmails = pgTable(
  "lead_emails",
  {
    id: serial("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: LEAD_EMAIL_KINDS }).notNull(),
    recipient: text("recipient").notNull(),
    /** See LEAD_EMAIL_STATUSES. */
    status: text("status", { enum: LEAD_EMAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    messageId: text("message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("lead_emails_lead_kind_key").on(table.leadId, table.kind),
    check("lead_emails_kind_check", oneOf(table.kind, LEAD_EMAIL_KINDS)),
    check("lead_emails_status_check", oneOf(table.status, LEAD_EMAIL_STATUSES)),
  ],
);

/**
 * Strategy-session bookings. The partial unique index on `slot_start` for
 * confirmed bookings lets the database, not the application, decide which of
 * two simultaneous requests gets a slot.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    slotEnd: timestamp("slot_end", { withTimezone: true }).notNull(),
    /** The visitor's IANA time zone, for the confirmation text. */
    timeZone: text("time_zone"),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("confirmed"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bookings_confirmed_slot_key").on(table.slotStart).where(sql`status = 'confirmed'`),
    check("bookings_status_check", oneOf(table.status, BOOKING_STATUSES)),
  ],
);

/**
 * Fixed-window rate-limit counters, in the database so every server instance
 * counts the same visitor together. Old windows are deleted by a sweep.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    /** Bucket and hashed visitor key: `lead:9f2c...`. */
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);
