import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
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
import { ACCOUNT_ROLES, METRIC_PRIORITIES } from "../../lib/auth/staff-roles";
import type { BriefTarget, ContentBrief } from "../../lib/content/brief";
import { MEDIA_TYPES } from "../../lib/content/media";
import { pageTypes } from "../../lib/content/page-schema";
import { BRIEF_STATUSES } from "../../lib/content/research";
import { CONTENT_STATUSES } from "../../lib/content/status";
import { DRAFT_STATUSES, SCHEDULE_ACTIONS, SCHEDULE_STATUSES, STUDIO_SUBJECT_TYPES } from "../../lib/content/studio-enums";
import type { StoredJourneyVisit } from "../../lib/leads/journeys";
import {
  BOOKING_STATUSES,
  LEAD_DELIVERY_STATUSES,
  LEAD_EMAIL_KINDS,
  LEAD_EMAIL_STATUSES,
  LEAD_FORM_TYPES,
  LEAD_PIPELINE_STATUSES,
} from "../../lib/leads/lead-enums";
import { SELF_AUDIT_SEVERITIES, SELF_AUDIT_STATUSES, SELF_AUDIT_TRIGGERS } from "../../lib/seo/self-audit";
import {
  ANALYSIS_CATEGORIES,
  CHAT_ANSWER_SOURCES,
  CHAT_ROLES,
  CHUNK_SOURCE_TYPES,
  CRAWL_STATUSES,
  FINDING_SEVERITIES,
  FRONTIER_STATES,
  INGESTION_STATUSES,
} from "../../lib/tool-enums";

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
    // Location manager (issue 23 item 1): coordinates, time zone, last change, and the import that added the city.
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** IANA name (`America/Chicago`), checked with Intl when written. */
    timeZone: text("time_zone"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The CSV import (city_import_batches) that created this city, so undoing that import removes it. */
    importBatchId: integer("import_batch_id"),
  },
  (table) => [
    uniqueIndex("cities_state_slug_key").on(table.stateId, table.slug),
    index("cities_import_batch_idx").on(table.importBatchId),
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
    /**
     * Issue 24 item 1: the brief (content_briefs.target_key) of a record that is
     * not a city service article (those find theirs by state, city and service).
     */
    briefKey: text("brief_key"),
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
 * published page (validated by `pageSchema` in app/lib/content/page-schema.ts); each
 * publish also writes a row to page_schema_versions so it can be rolled back.
 */
export const pageSchemas = pgTable(
  "page_schemas",
  {
    id: serial("id").primaryKey(),
    /** No trailing slash, starts with `/`: `/rehab/seo`. */
    path: text("path").notNull(),
    /** One of `pageTypes` (app/lib/content/page-schema.ts), checked by the database. */
    type: text("type").notNull(),
    /** One of CONTENT_STATUSES; drafts are never served. */
    status: text("status").notNull().default("published"),
    schema: jsonb("schema").notNull(),
    /** Number of the latest published version (0: never published, a page made in the content studio). */
    version: integer("version").notNull().default(1),
    /** Where an `archived` (unpublished) page sends visitors with a 301; null: it answers 404. */
    redirectTo: text("redirect_to"),
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
    /** The content studio: who wrote the draft, and the publisher's note. */
    authorId: text("author_id"),
    note: text("note"),
  },
  (table) => [uniqueIndex("page_schema_versions_page_version_key").on(table.pageSchemaId, table.version)],
);

/**
 * Every publish of a content_research record through the content studio
 * (issue 22 item 11), like page_schema_versions: the record's fields as they
 * went live (`schema`: title, excerpt, content, seo), so any two compare and
 * an old one can be restored as a new draft.
 */
export const contentResearchVersions = pgTable(
  "content_research_versions",
  {
    id: serial("id").primaryKey(),
    contentResearchId: integer("content_research_id")
      .notNull()
      .references(() => contentResearch.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    schema: jsonb("schema").notNull(),
    publishedBy: text("published_by"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    authorId: text("author_id"),
    note: text("note"),
  },
  (table) => [uniqueIndex("content_research_versions_record_version_key").on(table.contentResearchId, table.version)],
);

/**
 * The content studio's working drafts (app/.server/content/studio): at most one per
 * subject (a page schema now; content_research records later, hence the
 * subject type and id instead of a foreign key). `revision` counts content
 * saves, for optimistic concurrency: a save names the revision it started
 * from, and a stale one is refused. `status` is the review workflow's state;
 * `published` means the draft was published and nothing is pending.
 */
export const contentDrafts = pgTable(
  "content_drafts",
  {
    id: serial("id").primaryKey(),
    subjectType: text("subject_type").notNull(),
    subjectId: integer("subject_id").notNull(),
    schema: jsonb("schema").notNull(),
    /** The published version the draft started from (0: none yet). */
    basedOnVersion: integer("based_on_version").notNull(),
    status: text("status").notNull().default("draft"),
    revision: integer("revision").notNull().default(1),
    authorId: text("author_id"),
    authorEmail: text("author_email"),
    reviewerId: text("reviewer_id"),
    reviewerEmail: text("reviewer_email"),
    updatedById: text("updated_by_id"),
    updatedByEmail: text("updated_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("content_drafts_subject_key").on(table.subjectType, table.subjectId),
    index("content_drafts_author_idx").on(table.authorId, table.status),
    index("content_drafts_reviewer_idx").on(table.reviewerId, table.status),
    check("content_drafts_status_check", oneOf(table.status, DRAFT_STATUSES)),
    check("content_drafts_subject_type_check", oneOf(table.subjectType, STUDIO_SUBJECT_TYPES)),
  ],
);

/** Review comments on a draft's revision ("changes requested" and replies); kept after the draft is published. */
export const contentDraftComments = pgTable(
  "content_draft_comments",
  {
    id: serial("id").primaryKey(),
    subjectType: text("subject_type").notNull(),
    subjectId: integer("subject_id").notNull(),
    revision: integer("revision").notNull(),
    authorId: text("author_id"),
    authorEmail: text("author_email"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("content_draft_comments_subject_idx").on(table.subjectType, table.subjectId, table.createdAt)],
);

/**
 * Scheduled publishes and unpublishes. A pg-boss job runs each at `run_at`
 * (and a cron sweep catches any whose job was lost); the run claims the row
 * by a conditional update from `pending`, so it happens once whatever the
 * number of workers. `revision`: the draft revision a publish was approved at.
 */
export const contentSchedules = pgTable(
  "content_schedules",
  {
    id: serial("id").primaryKey(),
    subjectType: text("subject_type").notNull(),
    subjectId: integer("subject_id").notNull(),
    action: text("action").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    revision: integer("revision"),
    /** Unpublish: where the page sends visitors (a site path), or null for 404. */
    redirectTo: text("redirect_to"),
    /** Publish: the draft status to go back to when cancelled, and the version's note. */
    fromStatus: text("from_status"),
    note: text("note"),
    status: text("status").notNull().default("pending"),
    createdById: text("created_by_id"),
    createdByEmail: text("created_by_email"),
    /** Why a run did nothing, or failed. */
    outcome: text("outcome"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("content_schedules_due_idx").on(table.status, table.runAt),
    index("content_schedules_subject_idx").on(table.subjectType, table.subjectId, table.status),
    check("content_schedules_action_check", oneOf(table.action, SCHEDULE_ACTIONS)),
    check("content_schedules_status_check", oneOf(table.status, SCHEDULE_STATUSES)),
  ],
);

/** Settings a super admin changes in the back-office (app/.server/settings): one JSON value per key. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedById: text("updated_by_id"),
  updatedByEmail: text("updated_by_email"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
    /** The first-party analytics visitor key of the day (analytics funnel); never the address. */
    visitorHash: text("visitor_hash"),
    /** From the form; a double submit or a retry with the same key makes one lead. */
    idempotencyKey: text("idempotency_key"),
    isSpam: boolean("is_spam").notNull().default(false),
    /** Why it was flagged: `honeypot`, `too_fast`, ... */
    spamReason: text("spam_reason"),
    /** See LEAD_DELIVERY_STATUSES. */
    deliveryStatus: text("delivery_status", { enum: LEAD_DELIVERY_STATUSES }).notNull().default("pending"),
    deliveryAttempts: integer("delivery_attempts").notNull().default(0),
    deliveryError: text("delivery_error"),
    /** The agency's sales pipeline: LEAD_PIPELINE_STATUSES, moved in the inbox. */
    status: text("status", { enum: LEAD_PIPELINE_STATUSES }).notNull().default("new"),
    /** First move out of `new`: for "median time to first contact". */
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true }),
    /** The staff member who owns the lead (issue 25 item 7): assigned in the inbox, "mine" filter. */
    ownerId: text("owner_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** Optional deal value in whole cents, shown on the pipeline board; never per admission or per patient (EKRA). */
    dealValueCents: integer("deal_value_cents"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("leads_idempotency_key").on(table.idempotencyKey),
    index("leads_created_idx").on(table.createdAt),
    index("leads_form_type_created_idx").on(table.formType, table.createdAt),
    check("leads_form_type_check", oneOf(table.formType, LEAD_FORM_TYPES)),
    check("leads_delivery_status_check", oneOf(table.deliveryStatus, LEAD_DELIVERY_STATUSES)),
    check("leads_status_check", oneOf(table.status, LEAD_PIPELINE_STATUSES)),
    index("leads_status_created_idx").on(table.status, table.createdAt),
    index("leads_owner_idx").on(table.ownerId, table.createdAt),
    index("leads_visitor_idx").on(table.visitorHash),
    // The same person's other leads (lead scores: an analyzer run, a chat or a booking under the same address).
    index("leads_email_lower_idx").on(sql`lower(${table.email})`),
    check("leads_deal_value_check", sql`${table.dealValueCents} is null or ${table.dealValueCents} >= 0`),
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
    /** When the attempt now `sending` claimed the row: the retry job takes over only a claim older than any attempt. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("lead_emails_lead_kind_key").on(table.leadId, table.kind),
    // The staff dashboard's "failed e-mails" figure (issue 25 item 5): failed rows are few, so a partial index.
    index("lead_emails_failed_idx").on(table.leadId).where(sql`status = 'failed'`),
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
    /** iCalendar SEQUENCE: 0 when booked, +1 on every move or cancellation the visitor is sent. */
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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

/* ---------------------------------------------------------------------------
 * Staff accounts (better-auth's tables, names ours; see .server/auth).
 * Ids are better-auth's random strings.
 * ------------------------------------------------------------------------- */

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** ACCOUNT_ROLES (staff roles and `client`); the account named by SUPER_ADMIN_EMAIL is always super_admin. */
    role: text("role", { enum: ACCOUNT_ROLES }).notNull().default("admin"),
    /** Disabled by a super admin (better-auth's admin plugin calls it a ban). */
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    phoneNumber: text("phone_number"),
    phoneNumberVerified: boolean("phone_number_verified").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_key").on(table.email),
    uniqueIndex("users_phone_number_key").on(table.phoneNumber),
    check("users_role_check", oneOf(table.role, ACCOUNT_ROLES)),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    /** better-auth's session token (the cookie carries it signed). */
    token: text("token").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("sessions_token_key").on(table.token), index("sessions_user_idx").on(table.userId)],
);

/** Sign-in methods of a user; ours is `credential` (the password hash lives here). */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("accounts_user_idx").on(table.userId)],
);

/** One-time values: e-mail codes, reset and verification tokens. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** TOTP secret and backup codes (both encrypted by better-auth). */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [index("two_factors_user_idx").on(table.userId), index("two_factors_secret_idx").on(table.secret)],
);

/** better-auth's own per-endpoint rate limits, in the database so every instance counts together. */
export const authRateLimits = pgTable(
  "auth_rate_limits",
  {
    id: text("id").primaryKey(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
    lastRequest: bigint("last_request", { mode: "number" }).notNull(),
  },
  (table) => [uniqueIndex("auth_rate_limits_key").on(table.key)],
);

/**
 * Failed sign-ins per address and per account, for growing delays
 * (auth/sign-in-throttle.ts). Keys are hashed: `ip:<hash>`, `account:<hash>`.
 */
export const signInFailures = pgTable("sign_in_failures", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
  /** No attempt is checked before this time. */
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
});

/**
 * TOTP codes already accepted, per user: a code works once (issue 20 C10).
 * Claimed by one insert before the code is checked (auth/totp-replay.ts),
 * so two sign-ins racing with one code cannot both pass.
 */
export const totpUsedCodes = pgTable(
  "totp_used_codes",
  {
    userId: text("user_id").notNull(),
    /** A keyed hash of the code: the table never holds a code. */
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

/** A super admin's invitation: the link carries the token, the table keeps its hash. */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name"),
    role: text("role", { enum: ACCOUNT_ROLES }).notNull().default("admin"),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("invitations_token_hash_key").on(table.tokenHash),
    index("invitations_email_idx").on(table.email),
    check("invitations_role_check", oneOf(table.role, ACCOUNT_ROLES)),
  ],
);

/**
 * API tokens: `rgp_<publicId>_<secret>`, three parts (spec §5). Only a hash
 * of the secret is stored; the whole token is shown once, at creation.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publicId: text("public_id").notNull(),
    secretHash: text("secret_hash").notNull(),
    name: text("name").notNull(),
    scopes: jsonb("scopes").$type<string[]>().notNull().default([]),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("api_tokens_public_id_key").on(table.publicId)],
);

/** Spec §3 agent_metrics, plus a details object. */
export const agentMetrics = pgTable(
  "agent_metrics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    metricType: text("metric_type").notNull(),
    userId: text("user_id"),
    sessionId: text("session_id"),
    value: doublePrecision("value"),
    priority: text("priority", { enum: METRIC_PRIORITIES }).notNull().default("normal"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("agent_metrics_created_idx").on(table.createdAt),
    index("agent_metrics_type_created_idx").on(table.metricType, table.createdAt),
    check("agent_metrics_priority_check", oneOf(table.priority, METRIC_PRIORITIES)),
  ],
);

/**
 * Every admin write and every read of a lead's personal data or an export.
 * Append-only: a trigger (migration 0004) refuses UPDATE and DELETE, so the
 * application cannot edit it. A lead's timeline is its rows here.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id"),
    /** Kept as text so the row still says who after the account is gone. */
    actorEmail: text("actor_email"),
    /** `lead.view`, `lead.status`, `lead.note`, `leads.export`, `user.invite`, `token.create`, ... */
    action: text("action").notNull(),
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ipHash: text("ip_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_subject_idx").on(table.subjectType, table.subjectId, table.createdAt),
  ],
);

export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorEmail: text("author_email"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_notes_lead_idx").on(table.leadId, table.createdAt)],
);

/** PostgreSQL's full-text document type (drizzle has no built-in for it). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/* ---------------------------------------------------------------------------
 * Crawler (issue 12). The frontier and the results live here, so a crawl
 * survives its worker: another worker continues from the database.
 * ------------------------------------------------------------------------- */

export interface CrawlOptions {
  maxPages: number;
  includeImages: boolean;
  followExternalLinks: boolean;
  crawlSitemapOnly: boolean;
}

export const crawls = pgTable(
  "crawls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The start URL as normalised. */
    url: text("url").notNull(),
    /** The host in scope (the www twin is in scope too). */
    host: text("host").notNull(),
    options: jsonb("options").$type<CrawlOptions>().notNull(),
    maxPages: integer("max_pages").notNull(),
    status: text("status", { enum: CRAWL_STATUSES }).notNull().default("queued"),
    /** crawl_pages rows recorded so far (the progress). */
    pagesDone: integer("pages_done").notNull().default(0),
    /** URLs discovered (frontier rows), for the progress text. */
    pagesFound: integer("pages_found").notNull().default(0),
    error: text("error"),
    /** robots.txt as fetched at the start (null: none), and the sitemaps read. */
    robotsTxt: text("robots_txt"),
    sitemaps: jsonb("sitemaps").$type<string[]>().notNull().default([]),
    /** The worker holding the crawl and until when; a later worker takes over an expired lease. */
    leaseOwner: text("lease_owner"),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    cancelRequestedAt: timestamp("cancel_requested_at", { withTimezone: true }),
    /** Who asked: a staff user id, or the rate-limit key of an anonymous visitor. */
    requestedBy: text("requested_by"),
    /** Pages that gave at least one searchable passage, from the last vectorization (retrieval/index-crawl.ts). */
    vectorizedCount: integer("vectorized_count"),
    vectorizedAt: timestamp("vectorized_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("crawls_created_idx").on(table.createdAt),
    index("crawls_status_idx").on(table.status),
    check("crawls_status_check", oneOf(table.status, CRAWL_STATUSES)),
    check("crawls_max_pages_check", sql`${table.maxPages} between 1 and 5000`),
  ],
);

/** Every in-scope URL a crawl discovered, in discovery order (`seq`). */
export const crawlFrontier = pgTable(
  "crawl_frontier",
  {
    crawlId: uuid("crawl_id")
      .notNull()
      .references(() => crawls.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    seq: integer("seq").notNull(),
    depth: integer("depth").notNull(),
    state: text("state", { enum: FRONTIER_STATES }).notNull().default("queued"),
    /** Why a URL was not fetched: `robots`, `cap`, `loop`, `trap`, ... */
    skipReason: text("skip_reason"),
    /** Listed in a sitemap; found through a link (false for sitemap-only URLs: orphans). */
    inSitemap: boolean("in_sitemap").notNull().default(false),
    linked: boolean("linked").notNull().default(false),
    /** The first page that linked here (the rest are in crawl_pages.metadata.links). */
    foundOn: text("found_on"),
    claimedBy: text("claimed_by"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    /** Not before: backoff after a 429 or 5xx, and the host's crawl delay. */
    notBefore: timestamp("not_before", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.crawlId, table.url] }),
    index("crawl_frontier_next_idx").on(table.crawlId, table.state, table.seq),
    check("crawl_frontier_state_check", oneOf(table.state, FRONTIER_STATES)),
  ],
);

/** What a crawl recorded for one URL: the spec's crawl result page plus item 1's metadata. */
export const crawlPages = pgTable(
  "crawl_pages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    crawlId: uuid("crawl_id")
      .notNull()
      .references(() => crawls.id, { onDelete: "cascade" }),
    /** Crawl order, 1-based. */
    seq: integer("seq").notNull(),
    /** The URL as requested (frontier key) and where redirects ended. */
    url: text("url").notNull(),
    finalUrl: text("final_url").notNull(),
    redirectChain: jsonb("redirect_chain").$type<{ url: string; status: number }[]>().notNull().default([]),
    statusCode: integer("status_code"),
    contentType: text("content_type"),
    bytes: integer("bytes"),
    responseMs: integer("response_ms"),
    /** When it was fetched (the spec's crawlTime is responseMs; this is the moment). */
    crawledAt: timestamp("crawled_at", { withTimezone: true }).notNull().defaultNow(),
    depth: integer("depth").notNull(),
    title: text("title"),
    /** Main text (app/lib/content/page-text.ts), for the Content tab and vectorizing. */
    content: text("content"),
    /** Everything else item 1 lists: description, canonical, robots, hreflang, headings, links, images, ... */
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    contentHash: text("content_hash"),
    /** Near-duplicate fingerprint (simhash, hex). */
    fingerprint: text("fingerprint"),
    /** A fetch that failed without a status (DNS, refused, timeout, too large, blocked address). */
    error: text("error"),
  },
  (table) => [
    uniqueIndex("crawl_pages_crawl_url_key").on(table.crawlId, table.url),
    index("crawl_pages_crawl_seq_idx").on(table.crawlId, table.seq),
  ],
);

/** External links' status checks (followExternalLinks): checked, never crawled. */
export const crawlLinkChecks = pgTable(
  "crawl_link_checks",
  {
    crawlId: uuid("crawl_id")
      .notNull()
      .references(() => crawls.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.crawlId, table.url] })],
);

/** Problems found in a crawl (GET /api/crawls/{id}/issues), written when it finishes. */
export const crawlIssues = pgTable(
  "crawl_issues",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    crawlId: uuid("crawl_id")
      .notNull()
      .references(() => crawls.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    severity: text("severity", { enum: FINDING_SEVERITIES }).notNull(),
    url: text("url").notNull(),
    details: text("details").notNull(),
    /** Pages that link to `url` (broken links, blocked-but-linked, ...). */
    sources: jsonb("sources").$type<string[]>().notNull().default([]),
  },
  (table) => [
    index("crawl_issues_crawl_idx").on(table.crawlId, table.type),
    check("crawl_issues_severity_check", oneOf(table.severity, FINDING_SEVERITIES)),
  ],
);

/* ---------------------------------------------------------------------------
 * Analyzer (issue 12 §5-§8): client_ingestions as spec §3, one analysis per run.
 * ------------------------------------------------------------------------- */

/** Spec §3 client data, filled from the crawl. */
export interface ClientData {
  id: string;
  businessName: string;
  services: string[];
  locations: string[];
  treatmentModalities: string[];
  targetAudience: string[];
  marketingGoals: string[];
  complianceRequirements: string[];
  websiteUrl: string;
}

export const clientIngestions = pgTable(
  "client_ingestions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: text("client_id").notNull(),
    clientData: jsonb("client_data").$type<ClientData>().notNull(),
    websiteUrl: text("website_url").notNull(),
    status: text("status", { enum: INGESTION_STATUSES }).notNull().default("pending"),
    progress: integer("progress").notNull().default(0),
    currentStep: text("current_step").notNull().default("Initializing"),
    completedSteps: jsonb("completed_steps").$type<string[]>().notNull().default([]),
    /** Cron text, spec §9: weekly on Monday at midnight; null: not re-analysed. */
    scheduleInterval: text("schedule_interval").default("0 0 * * 1"),
    scheduleTimezone: text("schedule_timezone").notNull().default("America/New_York"),
    nextRunAt: timestamp("next_run_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("client_ingestions_website_idx").on(table.websiteUrl),
    index("client_ingestions_next_run_idx").on(table.nextRunAt),
    check("client_ingestions_status_check", oneOf(table.status, INGESTION_STATUSES)),
  ],
);

export const analyses = pgTable(
  "analyses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ingestionId: uuid("ingestion_id")
      .notNull()
      .references(() => clientIngestions.id, { onDelete: "cascade" }),
    crawlId: uuid("crawl_id").references(() => crawls.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    /** The visitor's e-mail for the report, and the analyzer lead it made. */
    email: text("email"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    status: text("status", { enum: INGESTION_STATUSES }).notNull().default("pending"),
    /** 0..100, never goes backwards. */
    progress: integer("progress").notNull().default(0),
    currentStep: text("current_step").notNull().default("Initializing"),
    completedSteps: jsonb("completed_steps").$type<string[]>().notNull().default([]),
    /**
     * Scores 0..100 per ANALYSIS_CATEGORIES, plus `overall`; null: nothing of the category could be measured
     * (its findings say why). JSON holds the null as it is: no column to migrate.
     */
    scores: jsonb("scores").$type<Partial<Record<string, number | null>>>().notNull().default({}),
    /** Lab and HTTP measurements: LCP mobile/desktop, why lab runs were skipped, timings. */
    measurements: jsonb("measurements").$type<Record<string, unknown>>().notNull().default({}),
    summary: text("summary"),
    /** `ai` when a provider wrote the summary from the findings, `findings` when composed without one. */
    summarySource: text("summary_source"),
    error: text("error"),
    requestedBy: text("requested_by"),
    /** Started by the schedule rather than a visitor. */
    scheduled: boolean("scheduled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("analyses_ingestion_idx").on(table.ingestionId, table.createdAt),
    index("analyses_created_idx").on(table.createdAt),
    check("analyses_status_check", oneOf(table.status, INGESTION_STATUSES)),
  ],
);

/** One row per check of the scoring tables: pass or fail, its weight, the pages behind it. */
export const analysisFindings = pgTable(
  "analysis_findings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    analysisId: uuid("analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    category: text("category", { enum: ANALYSIS_CATEGORIES }).notNull(),
    checkId: text("check_id").notNull(),
    passed: boolean("passed").notNull(),
    weight: integer("weight").notNull(),
    severity: text("severity", { enum: FINDING_SEVERITIES }).notNull(),
    title: text("title").notNull(),
    details: text("details").notNull(),
    advice: text("advice"),
    /** For ordering recommendations: 1 (low) .. 3 (high). */
    impact: integer("impact").notNull().default(2),
    effort: integer("effort").notNull().default(2),
    urls: jsonb("urls").$type<string[]>().notNull().default([]),
    /** The check's credit, 0..1, from which its category's score is recomputed; null when not measured (or stored before). */
    score: doublePrecision("score"),
    /** False: the check could not run (details say why) and counts in no score. Rows stored before were all measured. */
    measured: boolean("measured").notNull().default(true),
    /** False: nothing of the kind the check judges was found (not measured, and no loss of coverage). Older rows applied. */
    applicable: boolean("applicable").notNull().default(true),
  },
  (table) => [
    index("analysis_findings_analysis_idx").on(table.analysisId, table.category),
    check("analysis_findings_category_check", oneOf(table.category, ANALYSIS_CATEGORIES)),
    check("analysis_findings_severity_check", oneOf(table.severity, FINDING_SEVERITIES)),
  ],
);

/* ---------------------------------------------------------------------------
 * Retrieval: passages of the site's own content and of vectorised crawls,
 * searched with PostgreSQL full-text search (both databases).
 * ------------------------------------------------------------------------- */

export const contentChunks = pgTable(
  "content_chunks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sourceType: text("source_type", { enum: CHUNK_SOURCE_TYPES }).notNull(),
    /** Identifies the source within its type (a slug, a crawl page id); with `position`, the passage. */
    sourceId: text("source_id").notNull(),
    /** Set for passages of a vectorised crawl; they go with it. */
    crawlId: uuid("crawl_id").references(() => crawls.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    /** Where the passage can be read (a link on our site, or the crawled page). */
    url: text("url").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    contentHash: text("content_hash").notNull(),
    tsv: tsvector("tsv")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', coalesce("title", '') || ' ' || coalesce("body", ''))`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("content_chunks_source_key").on(table.sourceType, table.sourceId, table.position),
    index("content_chunks_tsv_idx").using("gin", table.tsv),
    index("content_chunks_crawl_idx").on(table.crawlId),
    check("content_chunks_source_type_check", oneOf(table.sourceType, CHUNK_SOURCE_TYPES)),
  ],
);

/* ---------------------------------------------------------------------------
 * AI sales assistant (issue 13).
 * ------------------------------------------------------------------------- */

export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * Hash of the secret the visitor's browser holds for this conversation:
     * knowing another visitor's conversation id is not enough to read or extend it.
     */
    ownerHash: text("owner_hash").notNull(),
    /** Rate-limit key of the visitor (never the raw address). */
    visitorKey: text("visitor_key"),
    /** A staff member talking to the assistant from /chat. */
    staffUserId: text("staff_user_id"),
    startedOn: text("started_on"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** The visitor asked for a person, or accepted the assistant's offer of one (issue 25 item 8). */
    handoffRequestedAt: timestamp("handoff_requested_at", { withTimezone: true }),
    /** Staff holding the conversation: while set, the assistant answers nothing in it. */
    takenOverById: text("taken_over_by_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    takenOverAt: timestamp("taken_over_at", { withTimezone: true }),
    /** The staff member responsible for following the conversation up in /chat. */
    ownerId: text("owner_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    turns: integer("turns").notNull().default(0),
    tokensUsed: integer("tokens_used").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_conversations_last_idx").on(table.lastMessageAt),
    index("chat_conversations_handoff_idx").on(table.handoffRequestedAt),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: CHAT_ROLES }).notNull(),
    content: text("content").notNull(),
    /** Passages cited: [{title, url}]. */
    sources: jsonb("sources").$type<{ title: string; url: string }[]>().notNull().default([]),
    /** Assistant messages: CHAT_ANSWER_SOURCES. */
    answerSource: text("answer_source", { enum: CHAT_ANSWER_SOURCES }),
    /** The guardrail rule that answered or refused, if any. */
    guardrail: text("guardrail"),
    /** The best retrieval rank was too weak: a content gap for /ai-agent-system. */
    noGoodSource: boolean("no_good_source").notNull().default(false),
    model: text("model"),
    firstTokenMs: integer("first_token_ms"),
    latencyMs: integer("latency_ms"),
    promptTokens: integer("prompt_tokens"),
    completionTokens: integer("completion_tokens"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("chat_messages_conversation_idx").on(table.conversationId, table.id),
    index("chat_messages_created_idx").on(table.createdAt),
    check("chat_messages_role_check", oneOf(table.role, CHAT_ROLES)),
    check(
      "chat_messages_answer_source_check",
      sql`${table.answerSource} is null or ${table.answerSource} in (${sql.raw(CHAT_ANSWER_SOURCES.map((v) => `'${v}'`).join(", "))})`,
    ),
  ],
);

/* ---------------------------------------------------------------------------
 * First-party analytics (issue 14): no cookies, no addresses stored.
 * ------------------------------------------------------------------------- */

/** Raw events, kept ANALYTICS_RETENTION_DAYS, rolled up daily into analytics_daily. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    /** `pageview`, `CTA Click`, `web_vitals`, `404_error`, `form_start`, `form_submit`. */
    name: text("name").notNull(),
    /** HMAC(daily salt, address + user agent): counts a visitor for one day, identifies nobody. */
    visitorHash: text("visitor_hash").notNull(),
    path: text("path").notNull(),
    routeTemplate: text("route_template"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** Screen width class: mobile, tablet, desktop. */
    widthClass: text("width_class"),
    /** Event fields: ctaText, ctaLink, source, section; metric, value, rating; title; form. */
    props: jsonb("props").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index("analytics_events_occurred_idx").on(table.occurredAt),
    index("analytics_events_name_occurred_idx").on(table.name, table.occurredAt),
    index("analytics_events_visitor_idx").on(table.visitorHash, table.occurredAt),
    // The staff dashboard's traffic of two weeks (issue 25 item 5): page views with their visitor key, read from the index alone.
    index("analytics_events_pageview_visitor_idx").on(table.occurredAt, table.visitorHash).where(sql`name = 'pageview'`),
  ],
);

/** One random salt per day; deleted after 48 hours, so old visitor hashes cannot be recomputed. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Daily rollups: one row per (day, metric, dimension, key) with its count,
 * unique visitors and, for web vitals, the values needed for percentiles.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** `pageviews`, `visitors`, `cta`, `vitals`, `404`, `referrer`, `utm`, `device`, `bounce`, ... */
    metric: text("metric").notNull(),
    /** What `key` is: `path`, `route`, `referrer`, `source`, `campaign`, `width`, `cta`, `metric`, or `all`. */
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    count: bigint("count", { mode: "number" }).notNull().default(0),
    visitors: bigint("visitors", { mode: "number" }).notNull().default(0),
    /** Extra figures (e.g. p75, good/ni/poor counts); the rollup job owns the shape. */
    values: jsonb("values").$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [primaryKey({ columns: [table.day, table.metric, table.dimension, table.key] })],
);

/**
 * The media library (issue 22 item 10): one row per uploaded image. The file
 * itself is in the media store (app/.server/content/media/storage.ts: DATA_DIR/media
 * by default) under `storage_key`, already re-encoded without EXIF/GPS (or,
 * for SVG, checked against the allow-list). `alt` is null until someone
 * writes it; only images with alt text are offered to the editor.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Random, ours: `/media/<key>.<ext>` is the image's public address (app/lib/content/media.ts). */
    key: text("key").notNull(),
    /** One of MEDIA_TYPES, decided from the bytes. */
    type: text("type").notNull(),
    /** The uploader's file name, for people only (never a path). */
    originalName: text("original_name").notNull(),
    bytes: integer("bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    alt: text("alt"),
    /** SHA-256 of the stored bytes. */
    sha256: text("sha256").notNull(),
    uploadedBy: text("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("media_assets_key_key").on(table.key),
    index("media_assets_created_idx").on(table.createdAt),
    check("media_assets_type_check", oneOf(table.type, MEDIA_TYPES)),
  ],
);

/**
 * Redirects (issue 22 item 9): answered before the page cache from an
 * in-memory table (app/.server/seo/redirects/table.ts). `fromPath` is stored as
 * the router sees it (normalizePagePath: lowercase, no trailing slash,
 * decoded); `toTarget` is one of this site's paths or an absolute http(s)
 * URL, always the final target (chains are rewritten to one hop). Hits are
 * counted in memory and added here in batches.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    fromPath: text("from_path").notNull(),
    toTarget: text("to_target").notNull(),
    /** 301 (moved for good, the default), 302 (temporary) or 308 (moved for good, method kept). */
    status: integer("status").notNull().default(301),
    hits: bigint("hits", { mode: "number" }).notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
    note: text("note"),
    /** The staff member's e-mail, or `system` for redirects made by a path change without an actor. */
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("redirects_from_path_key").on(table.fromPath),
    index("redirects_to_target_idx").on(table.toTarget),
    check("redirects_status_check", sql`${table.status} in (301, 302, 308)`),
  ],
);

// ---- sitemap generator (issue 23 item 3) ----
/**
 * IndexNow submissions (app/.server/seo/sitemaps/generator/indexnow.ts): one row
 * per POST to the configured endpoint, with what was sent and how it went,
 * so /sitemap-generator shows the last submission. `status` is the HTTP
 * status, null when no answer came (`error` says why).
 */
export const indexNowSubmissions = pgTable(
  "indexnow_submissions",
  {
    id: serial("id").primaryKey(),
    endpoint: text("endpoint").notNull(),
    urlCount: integer("url_count").notNull(),
    /** The submitted URLs (at most the protocol's 10,000). */
    urls: jsonb("urls").$type<string[]>().notNull(),
    status: integer("status"),
    error: text("error"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("indexnow_submissions_submitted_idx").on(table.submittedAt)],
);
// ---- end sitemap generator ----
/* ---------------------------------------------------------------------------
 * Keyword research (issue 23 item 2, app/.server/seo/keywords). A set is
 * one generation or one imported file, kept with its date, so a later import
 * of the same source shows what changed. Volume, difficulty and position are
 * null when the source had none: nothing is invented.
 * ------------------------------------------------------------------------- */

export const KEYWORD_SET_SOURCES = ["generated", "search-console", "generic"] as const;
export const KEYWORD_INTENT_VALUES = ["informational", "commercial", "transactional", "navigational", "local"] as const;

export const keywordSets = pgTable(
  "keyword_sets",
  {
    id: serial("id").primaryKey(),
    source: text("source").notNull(),
    /** The uploaded file's name; null for a generation. */
    fileName: text("file_name"),
    /** What was read: Queries.csv, Pages.csv, query+page... or the generator's choices. */
    parts: jsonb("parts").$type<string[]>().notNull().default([]),
    importedBy: text("imported_by"),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
    keywordCount: integer("keyword_count").notNull().default(0),
  },
  (table) => [
    index("keyword_sets_source_date_idx").on(table.source, table.importedAt),
    check("keyword_sets_source_check", oneOf(table.source, KEYWORD_SET_SOURCES)),
  ],
);

export const keywords = pgTable(
  "keywords",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    setId: integer("set_id")
      .notNull()
      .references(() => keywordSets.id, { onDelete: "cascade" }),
    keyword: text("keyword").notNull(),
    /** Lowercase, no punctuation (normalizeKeyword): the key of dedupe and comparison. */
    normalized: text("normalized").notNull(),
    volume: integer("volume"),
    difficulty: doublePrecision("difficulty"),
    position: doublePrecision("position"),
    url: text("url"),
    clicks: integer("clicks"),
    impressions: integer("impressions"),
    /** 0..1 */
    ctr: doublePrecision("ctr"),
    intent: text("intent").notNull(),
    /** The cluster's id: its head keyword's normalised text (cluster.ts). */
    cluster: text("cluster"),
    /** Generated keywords: the modifier, service slug and place they came from. */
    modifier: text("modifier"),
    service: text("service"),
    place: text("place"),
  },
  (table) => [
    uniqueIndex("keywords_set_normalized_key").on(table.setId, table.normalized),
    index("keywords_set_cluster_idx").on(table.setId, table.cluster),
    check("keywords_intent_check", oneOf(table.intent, KEYWORD_INTENT_VALUES)),
  ],
);

/** Search Console rows with a page: Pages.csv (query null) or a query+page table (cannibalisation needs these). */
export const keywordPageRows = pgTable(
  "keyword_page_rows",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    setId: integer("set_id")
      .notNull()
      .references(() => keywordSets.id, { onDelete: "cascade" }),
    query: text("query"),
    normalized: text("normalized"),
    page: text("page").notNull(),
    clicks: integer("clicks").notNull().default(0),
    impressions: integer("impressions").notNull().default(0),
    ctr: doublePrecision("ctr"),
    position: doublePrecision("position"),
  },
  (table) => [index("keyword_page_rows_set_query_idx").on(table.setId, table.normalized)],
);
/**
 * Location manager (issue 23 item 1): one row per CSV import of cities, so a
 * whole import can be undone. `undo` holds what undoing needs: the cities the
 * import changed as they were before (renames included) and the redirects its
 * renames created. Cities the import added point here (cities.import_batch_id).
 */
export const cityImportBatches = pgTable("city_import_batches", {
  id: serial("id").primaryKey(),
  fileName: text("file_name"),
  /** The preview's counts when it was imported: new, updated, unchanged, duplicate, invalid, renamed. */
  counts: jsonb("counts").notNull(),
  undo: jsonb("undo").notNull(),
  createdBy: text("created_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  undoneAt: timestamp("undone_at", { withTimezone: true }),
  undoneBy: text("undone_by"),
});
/**
 * Sitemap optimization (issue 23 item 4): audits of our own site by our own
 * crawler (app/.server/seo/self-audit). An audit runs one crawl
 * (crawls, requested_by `self-audit`) and stores what it found, cross-checked
 * with our sitemaps, one row per finding; the counts are kept on the audit
 * for the trend. Types and severities: app/lib/seo/self-audit.ts.
 */
export const selfAudits = pgTable(
  "self_audits",
  {
    id: serial("id").primaryKey(),
    crawlId: uuid("crawl_id").references(() => crawls.id, { onDelete: "set null" }),
    /** The audited site's start URL (PUBLIC_URL's origin). */
    url: text("url").notNull(),
    status: text("status", { enum: SELF_AUDIT_STATUSES }).notNull().default("queued"),
    trigger: text("trigger", { enum: SELF_AUDIT_TRIGGERS }).notNull(),
    requestedById: text("requested_by_id"),
    requestedByEmail: text("requested_by_email"),
    /** Pages the crawl recorded, and the findings by severity (written when it completes). */
    urls: integer("urls").notNull().default(0),
    errors: integer("errors").notNull().default(0),
    warnings: integer("warnings").notNull().default(0),
    notices: integer("notices").notNull().default(0),
    /** URLs found but not fetched: the crawl reached its page limit. */
    unchecked: integer("unchecked").notNull().default(0),
    /** Findings per type, for the trend table: `{ "sitemap_orphan": 3 }`. */
    typeCounts: jsonb("type_counts").$type<Record<string, number>>().notNull().default({}),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    durationMs: integer("duration_ms"),
  },
  (table) => [
    index("self_audits_created_idx").on(table.createdAt),
    check("self_audits_status_check", oneOf(table.status, SELF_AUDIT_STATUSES)),
    check("self_audits_trigger_check", oneOf(table.trigger, SELF_AUDIT_TRIGGERS)),
  ],
);

export const selfAuditFindings = pgTable(
  "self_audit_findings",
  {
    id: serial("id").primaryKey(),
    auditId: integer("audit_id")
      .notNull()
      .references(() => selfAudits.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    severity: text("severity", { enum: SELF_AUDIT_SEVERITIES }).notNull(),
    url: text("url").notNull(),
    details: text("details").notNull(),
    /** The pages it concerns (linking pages, the other pages of a group). */
    pages: jsonb("pages").$type<string[]>().notNull().default([]),
  },
  (table) => [
    index("self_audit_findings_audit_idx").on(table.auditId, table.severity, table.type),
    check("self_audit_findings_severity_check", oneOf(table.severity, SELF_AUDIT_SEVERITIES)),
  ],
);

/*
 * Content automation (issue 24 item 6): rules that draft or refresh articles
 * on a pg-boss schedule, their runs (figures and log), and one row per item a
 * run took. An item row is also the claim: (rule, target key, period) is
 * unique, so two workers over one rule never draft one item twice. Drafting
 * (issue 24 item 3) records how each draft was made in content_drafting_log.
 */
export const contentAutomationRules = pgTable(
  "content_automation_rules",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** AUTOMATION_RULE_KINDS: `draft-missing` or `refresh`. */
    kind: text("kind").notNull(),
    /** The state's name (draft-missing: required; refresh: optional filter). */
    state: text("state"),
    /** City service slugs (`rehab-marketing`). */
    services: jsonb("services").$type<string[]>().notNull(),
    majorOnly: boolean("major_only").notNull().default(true),
    itemsPerRun: integer("items_per_run").notNull(),
    olderThanDays: integer("older_than_days"),
    scoreBelow: integer("score_below"),
    /** UTC cron, checked with cron-parser when written; pg-boss keeps the schedule under key `rule-<id>`. */
    cron: text("cron").notNull(),
    reviewerId: text("reviewer_id")
      .notNull()
      .references(() => users.id),
    monthlyBudgetCents: integer("monthly_budget_cents").notNull(),
    paused: boolean("paused").notNull().default(false),
    createdById: text("created_by_id")
      .notNull()
      .references(() => users.id),
    createdByEmail: text("created_by_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("content_automation_rules_kind_check", sql`${table.kind} in ('draft-missing', 'refresh')`),
    check("content_automation_rules_budget_check", sql`${table.monthlyBudgetCents} >= 0`),
    check("content_automation_rules_items_check", sql`${table.itemsPerRun} between 1 and 100`),
  ],
);

export const contentAutomationRuns = pgTable(
  "content_automation_runs",
  {
    id: serial("id").primaryKey(),
    ruleId: integer("rule_id")
      .notNull()
      .references(() => contentAutomationRules.id, { onDelete: "cascade" }),
    /** `schedule` or `manual`. */
    trigger: text("trigger").notNull(),
    status: text("status").notNull().default("running"),
    /** The claim period of its items (UTC month, `2026-11`). */
    period: text("period").notNull(),
    itemsTried: integer("items_tried").notNull().default(0),
    drafted: integer("drafted").notNull().default(0),
    submitted: integer("submitted").notNull().default(0),
    blocked: integer("blocked").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    promptTokens: integer("prompt_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
    /** Millionths of a US dollar, at the price per 1,000 tokens setting of the run. */
    costMicros: bigint("cost_micros", { mode: "number" }).notNull().default(0),
    log: jsonb("log").$type<{ at: string; level: "info" | "warn" | "error"; message: string }[]>().notNull().default([]),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("content_automation_runs_rule_idx").on(table.ruleId, table.startedAt),
    check("content_automation_runs_status_check", sql`${table.status} in ('running', 'finished', 'budget_reached', 'failed')`),
  ],
);

export const contentAutomationItems = pgTable(
  "content_automation_items",
  {
    id: serial("id").primaryKey(),
    ruleId: integer("rule_id")
      .notNull()
      .references(() => contentAutomationRules.id, { onDelete: "cascade" }),
    runId: integer("run_id")
      .notNull()
      .references(() => contentAutomationRuns.id, { onDelete: "cascade" }),
    /** `city-service:<service>|<state>|<city>` or `record:<id>`. */
    targetKey: text("target_key").notNull(),
    period: text("period").notNull(),
    status: text("status").notNull().default("claimed"),
    recordId: integer("record_id").references(() => contentResearch.id, { onDelete: "set null" }),
    /** `ai`, `structured` or `fallback`. */
    method: text("method"),
    score: integer("score"),
    gates: jsonb("gates").$type<unknown[]>(),
    /** Why it was blocked, skipped or failed ("Unique content: 62% in common with /x, at most 40%"). */
    reason: text("reason"),
    tokens: integer("tokens").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("content_automation_items_claim_key").on(table.ruleId, table.targetKey, table.period),
    index("content_automation_items_run_idx").on(table.runId),
    check(
      "content_automation_items_status_check",
      sql`${table.status} in ('claimed', 'in_review', 'blocked', 'failed', 'skipped')`,
    ),
  ],
);

/** How each draft the drafting step made was written (the drafts list shows "structured, no AI provider"). */
export const contentDraftingLog = pgTable(
  "content_drafting_log",
  {
    id: serial("id").primaryKey(),
    recordId: integer("record_id")
      .notNull()
      .references(() => contentResearch.id, { onDelete: "cascade" }),
    /** `ai`, `structured` or `fallback` (the provider failed mid-draft). */
    method: text("method").notNull(),
    label: text("label").notNull(),
    briefId: integer("brief_id"),
    promptTokens: integer("prompt_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
    unsourcedMarks: integer("unsourced_marks").notNull().default(0),
    draftRevision: integer("draft_revision").notNull(),
    createdById: text("created_by_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("content_drafting_log_record_idx").on(table.recordId, table.createdAt)],
);

/**
 * Issue 24 item 1: content briefs, built by /content-research from competitor
 * pages and our own data (app/.server/content/research). One row per version:
 * rebuilding a target adds a version, older ones stay readable. `brief` is
 * null while building and on failure.
 */
export const contentBriefs = pgTable(
  "content_briefs",
  {
    id: serial("id").primaryKey(),
    /** briefTargetKey(): `city-service:texas/austin/iop-marketing` or `topic:<slug>`. */
    targetKey: text("target_key").notNull(),
    version: integer("version").notNull(),
    target: jsonb("target").$type<BriefTarget>().notNull(),
    /** The competitor or reference URLs asked for (at most 20). */
    urls: jsonb("urls").$type<string[]>().notNull().default([]),
    brief: jsonb("brief").$type<ContentBrief>(),
    status: text("status", { enum: BRIEF_STATUSES }).notNull().default("building"),
    /** URLs read so far while building (the page's progress). */
    progressDone: integer("progress_done").notNull().default(0),
    error: text("error"),
    createdById: text("created_by_id"),
    createdByEmail: text("created_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("content_briefs_key_version_key").on(table.targetKey, table.version),
    index("content_briefs_created_idx").on(table.createdAt),
    check("content_briefs_status_check", oneOf(table.status, BRIEF_STATUSES)),
  ],
);
// ---- Issue 24 item 7, WordPress import (app/.server/content/migration/wordpress) ----

/** One upload of a WXR file: its items are stored at upload, then worked by the `wordpress-import` job. */
export const wxrImports = pgTable(
  "wxr_imports",
  {
    id: serial("id").primaryKey(),
    /** The WordPress site's address from the file (`<link>` of the channel), or null. */
    siteUrl: text("site_url"),
    fileName: text("file_name").notNull(),
    fileBytes: integer("file_bytes").notNull(),
    /** queued, running, done, failed. */
    status: text("status").notNull().default("queued"),
    /** Who started it: the job writes as this actor (audit, media uploads). */
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    /** Report lines of the whole file (unknown shortcodes, skipped kinds), beside the per-item ones. */
    notes: jsonb("notes").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("wxr_imports_created_idx").on(table.createdAt),
    check("wxr_imports_status_check", oneOf(table.status, ["queued", "running", "done", "failed"])),
  ],
);

/**
 * Each item of an import, keyed by its WordPress post ID (stable): claimed by
 * a conditional update, written idempotently, then marked with its outcome,
 * so a restarted job picks up exactly what is not done.
 */
export const wxrImportItems = pgTable(
  "wxr_import_items",
  {
    id: serial("id").primaryKey(),
    importId: integer("import_id")
      .notNull()
      .references(() => wxrImports.id, { onDelete: "cascade" }),
    wpId: integer("wp_id").notNull(),
    guid: text("guid"),
    /** post, page, attachment. */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    /** The parsed item (content, slug, dates, author, link): what the job needs, so the file is not kept. */
    payload: jsonb("payload").notNull(),
    /** pending, working, done, skipped, failed. */
    status: text("status").notNull().default("pending"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    /** Where it landed: `/blog/<slug>` or the page path. */
    targetPath: text("target_path"),
    /** content_research.id or page_schemas.id. */
    targetId: integer("target_id"),
    /** Report lines: why it failed or was skipped, images that could not be fetched, shortcodes dropped. */
    report: jsonb("report").$type<string[]>().notNull().default([]),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("wxr_import_items_key").on(table.importId, table.wpId),
    index("wxr_import_items_status_idx").on(table.importId, table.status),
    check("wxr_import_items_status_check", oneOf(table.status, ["pending", "working", "done", "skipped", "failed"])),
  ],
);

/** Images fetched by WordPress imports: one media item per source URL (and per content, by hash), reused across items and imports. */
export const wxrMedia = pgTable(
  "wxr_media",
  {
    url: text("url").primaryKey(),
    mediaId: uuid("media_id")
      .notNull()
      .references(() => mediaAssets.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("wxr_media_media_idx").on(table.mediaId)],
);
// ---- content migration: bundle import plans (issue 24 item 7, export and import of a bundle) ----
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A bundle's dry run (app/.server/content/migration/bundle): the uploaded
 * archive (kept in the database so any instance can apply it), what it would
 * do item by item, and a fingerprint of the target's rows it read. Apply
 * computes the plan again in its transaction and refuses when the fingerprint
 * differs (the target changed since the dry run); it claims the plan by a
 * conditional update from `planned`, so a plan is applied once.
 */
export const contentMigrationPlans = pgTable(
  "content_migration_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The staff member who uploaded it; only they can apply it. */
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    /** `planned`, then `applied` (or `expired` when a newer dry run of the same actor replaced it). */
    status: text("status").notNull().default("planned"),
    bundleSha256: text("bundle_sha256").notNull(),
    bundle: bytea("bundle").notNull(),
    /** The bundle's manifest, as read. */
    manifest: jsonb("manifest").notNull(),
    counts: jsonb("counts").notNull(),
    /** The per-item diff (new, updated, unchanged, conflict), both sides for updates and conflicts. */
    items: jsonb("items").notNull(),
    fingerprint: text("fingerprint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (table) => [
    index("content_migration_plans_actor_idx").on(table.actorId, table.createdAt),
    check("content_migration_plans_status_check", sql`${table.status} in ('planned', 'applied', 'expired')`),
  ],
);

/* ---------------------------------------------------------------------------
 * Issue 25 item 7, inbox work (owners, next steps, templates, calls, board).
 * A lead's owner and deal value are columns of `leads` (migration 0015).
 * ------------------------------------------------------------------------- */

/**
 * A next step on a lead: a title, a due time and the staff member who owns
 * it. Its reminder e-mail is a pg-boss job sent to start at `due_at`; the job
 * claims the row by setting `reminder_sent_at` in a conditional update, so
 * two workers (or a retried job) never send it twice.
 */
export const leadTasks = pgTable(
  "lead_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    createdById: text("created_by_id"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_tasks_lead_idx").on(table.leadId, table.dueAt),
    index("lead_tasks_owner_open_idx").on(table.ownerId, table.dueAt),
  ],
);

/** E-mail templates for writing to a lead; placeholders ({{name}}, ...) are checked on save. */
export const emailTemplates = pgTable(
  "email_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedById: text("updated_by_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("email_templates_name_key").on(sql`lower(${table.name})`)],
);

/** E-mails staff wrote to a lead from its page (through the outbox), with what was sent. */
export const leadMessages = pgTable(
  "lead_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    templateId: uuid("template_id").references(() => emailTemplates.id, { onDelete: "set null" }),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** `sending`, then `sent` or `failed`. */
    status: text("status").notNull().default("sending"),
    error: text("error"),
    messageId: text("message_id"),
    senderId: text("sender_id"),
    senderEmail: text("sender_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("lead_messages_lead_idx").on(table.leadId, table.createdAt),
    check("lead_messages_status_check", sql`${table.status} in ('sending', 'sent', 'failed')`),
  ],
);

/** A phone call with a lead, logged by staff. */
export const leadCalls = pgTable(
  "lead_calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    calledAt: timestamp("called_at", { withTimezone: true }).notNull(),
    direction: text("direction").notNull(),
    outcome: text("outcome").notNull(),
    notes: text("notes"),
    authorId: text("author_id"),
    authorEmail: text("author_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_calls_lead_idx").on(table.leadId, table.calledAt),
    check("lead_calls_direction_check", sql`${table.direction} in ('outbound', 'inbound')`),
  ],
);

// ---- lead scores (issue 25 item 1): versioned rule sets and each lead's score ----

/**
 * The scoring rules, one row per version (app/lib/leads/scores.ts has the
 * shape). Never updated: a save or a restore inserts version + 1, and the
 * primary key refuses a second save from the same base version (a stale
 * editor). The newest version is the one in force.
 */
export const leadScoreRuleSets = pgTable("lead_score_rule_sets", {
  version: integer("version").primaryKey(),
  rules: jsonb("rules").notNull(),
  note: text("note"),
  /** The version this one restored, when it is a restore. */
  restoredFrom: integer("restored_from"),
  createdById: text("created_by_id"),
  createdByEmail: text("created_by_email"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A lead's journey as analytics saw it (app/lib/leads/journeys.ts), kept
 * once its day is over: the raw page views it is read from are deleted after
 * ANALYTICS_RETENTION_DAYS, and a year's attribution must not turn every
 * lead older than that into "unknown". The same visits the live reader
 * computes, serialised (times as ISO strings); nothing about the visitor
 * beyond what the lead's own journey already showed.
 */
export const leadJourneys = pgTable("lead_journeys", {
  leadId: uuid("lead_id")
    .primaryKey()
    .references(() => leads.id, { onDelete: "cascade" }),
  visits: jsonb("visits").$type<StoredJourneyVisit[]>().notNull(),
  capturedAt: timestamp("captured_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each lead's score under one rule-set version, with the rules that fired
 * (the explanation) and the journey facts read when it was first scored
 * (raw analytics events are deleted after ANALYTICS_RETENTION_DAYS; a later
 * rescore keeps what was seen rather than finding nothing).
 */
export const leadScores = pgTable(
  "lead_scores",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    ruleSetVersion: integer("rule_set_version").notNull(),
    fit: integer("fit").notNull(),
    engagement: integer("engagement").notNull(),
    /** `A1` .. `C3`. */
    grade: text("grade").notNull(),
    fitReasons: jsonb("fit_reasons").notNull().default([]),
    engagementReasons: jsonb("engagement_reasons").notNull().default([]),
    /** The journey as first seen: `{ known, views, visits, paths }`. */
    journey: jsonb("journey"),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("lead_scores_grade_idx").on(table.grade),
    index("lead_scores_version_idx").on(table.ruleSetVersion),
    check("lead_scores_fit_check", sql`${table.fit} between 0 and 100`),
    check("lead_scores_engagement_check", sql`${table.engagement} between 0 and 100`),
    check("lead_scores_grade_check", sql`${table.grade} ~ '^[ABC][123]$'`),
  ],
);

/* ---------------------------------------------------------------------------
 * i25-chat: a person takes over the chat (issue 25 item 8).
 * ------------------------------------------------------------------------- */

/**
 * What each staff member has read of each conversation in /chat: the highest
 * message id they saw. A conversation is unread for them while it has a
 * visitor message above it (app/.server/chat/admin/conversations.ts).
 */
export const chatReadMarkers = pgTable(
  "chat_read_markers",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    readMessageId: bigint("read_message_id", { mode: "number" }).notNull(),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.conversationId] })],
);

/* ---------------------------------------------------------------------------
 * Client accounts (issue 25 item 6, helper "client"): which analysed sites
 * (client_ingestions rows) a `client` account sees at /client-dashboard.
 * ------------------------------------------------------------------------- */

/** A client account tied to one of its websites; staff tie and untie at /admin/clients (audited). */
export const clientSites = pgTable(
  "client_sites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ingestionId: uuid("ingestion_id")
      .notNull()
      .references(() => clientIngestions.id, { onDelete: "cascade" }),
    createdById: text("created_by_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.ingestionId] }),
    index("client_sites_ingestion_idx").on(table.ingestionId),
  ],
);

/** The sites an open client invitation will tie to the account it makes (copied to client_sites on acceptance). */
export const clientInvitationSites = pgTable(
  "client_invitation_sites",
  {
    invitationId: uuid("invitation_id")
      .notNull()
      .references(() => invitations.id, { onDelete: "cascade" }),
    ingestionId: uuid("ingestion_id")
      .notNull()
      .references(() => clientIngestions.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.invitationId, table.ingestionId] })],
);

/* ---------------------------------------------------------------------------
 * The staff dashboard (issue 25 item 5): /dashboard.
 * ------------------------------------------------------------------------- */

/**
 * When each staff member last opened /dashboard, for "new since your last
 * visit". One row per user, replaced on every visit: `previous_visit_at` is
 * the visit before this one (null on the first), which the page counts from.
 * A marker of reading, like a session's last use: not audited.
 */
export const dashboardVisits = pgTable("dashboard_visits", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastVisitAt: timestamp("last_visit_at", { withTimezone: true }).notNull(),
  previousVisitAt: timestamp("previous_visit_at", { withTimezone: true }),
});
// ---- inbox-live: saved views and the bookings calendar feed (issue 25 item 7) ----

/**
 * A named set of inbox filters (app/.server/inbox/live/saved-views.ts): the
 * list's query string as the inbox builds it, owned by one staff member and
 * optionally shown to all staff. Names are unique per owner, whatever their case.
 */
export const savedViews = pgTable(
  "saved_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The inbox's query string without `?` and without `page` (leadListSearch of the parsed filters). */
    query: text("query").notNull(),
    shared: boolean("shared").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("saved_views_owner_name_key").on(table.ownerId, sql`lower(${table.name})`),
    index("saved_views_shared_idx").on(table.shared),
  ],
);

/**
 * A staff member's secret address of the bookings calendar
 * (/calendar/<token>.ics, app/.server/inbox/live/calendar-feed.ts). Only the
 * token's SHA-256 is kept; one address per staff member: rotating replaces
 * it, revoking deletes it, so an old address answers 404 at once.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("calendar_feeds_token_hash_key").on(table.tokenHash)],
);
