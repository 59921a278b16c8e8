import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
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
import { CONTENT_STATUSES } from "../../lib/content-status";
import {
  BOOKING_STATUSES,
  LEAD_DELIVERY_STATUSES,
  LEAD_EMAIL_KINDS,
  LEAD_EMAIL_STATUSES,
  LEAD_FORM_TYPES,
  LEAD_PIPELINE_STATUSES,
} from "../../lib/lead-enums";
import { pageTypes } from "../../lib/page-schema";
import { METRIC_PRIORITIES, STAFF_ROLES } from "../../lib/staff-roles";

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
    /** The agency's sales pipeline: LEAD_PIPELINE_STATUSES, moved in the inbox. */
    status: text("status", { enum: LEAD_PIPELINE_STATUSES }).notNull().default("new"),
    /** First move out of `new`: for "median time to first contact". */
    firstContactedAt: timestamp("first_contacted_at", { withTimezone: true }),
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
    /** STAFF_ROLES; the account named by SUPER_ADMIN_EMAIL is always super_admin. */
    role: text("role", { enum: STAFF_ROLES }).notNull().default("admin"),
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
    check("users_role_check", oneOf(table.role, STAFF_ROLES)),
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

/** A super admin's invitation: the link carries the token, the table keeps its hash. */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name"),
    role: text("role", { enum: STAFF_ROLES }).notNull().default("admin"),
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
    check("invitations_role_check", oneOf(table.role, STAFF_ROLES)),
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
