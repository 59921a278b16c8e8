import path from "node:path";
import { z } from "zod";
import { DEFAULT_AGENCY_TIME_ZONE, isZoneName } from "~/lib/agency-day";
import type { SiteConfig } from "~/lib/site-config";

/**
 * Configuration is read once, at start, from the environment and validated
 * here. A bad value stops the process with one line naming the variable and
 * the rule (see `formatConfigError`). Later capabilities add their variables
 * to `envSchema`; `.env.example` documents every one of them.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const httpUrl = () =>
  z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
      message: "must be an absolute http(s) URL, such as https://www.example.com",
    })
    .transform((value) => value.replace(/\/+$/, ""));

function wholeNumber(fallback: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .default(fallback)
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      message: `must be a whole number from ${min} to ${max}`,
    })
    .transform(Number);
}

export const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "must be one of development, production, test" })
    .default("production"),
  PORT: z
    .string()
    .trim()
    .default("3000")
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, {
      message: "must be a whole number from 1 to 65535",
    })
    .transform(Number),
  HOST: optionalText,
  PUBLIC_URL: httpUrl().optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((value) => value === "" || /^postgres(ql)?:\/\/\S+$/.test(value), {
      message: "must be a postgres:// or postgresql:// connection URL, or unset",
    })
    .transform((value) => (value === "" ? undefined : value))
    .optional(),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  AGENCY_NAME: z.string().trim().min(2, "must be at least 2 characters").default("Recovery Growth Partners"),
  AGENCY_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{7,20}$/, "must be a phone number of 7 to 20 digits, spaces, dots, dashes or brackets")
    .default("(800) 555-0199"),
  AGENCY_EMAIL: z.email("must be an e-mail address").default("hello@recoverygrowthpartners.com"),
  AGENCY_WEBSITE: httpUrl().optional(),
  /** The agency's time zone: where every report's day starts and ends, and how the back-office shows times. */
  AGENCY_TIME_ZONE: z.string().trim().default(DEFAULT_AGENCY_TIME_ZONE).refine(isZoneName, {
    message: "must be an IANA time zone name such as America/New_York, America/Los_Angeles or Europe/Berlin",
  }),
  SOCIAL_FACEBOOK_URL: httpUrl().default("https://www.facebook.com/"),
  SOCIAL_TWITTER_URL: httpUrl().default("https://twitter.com/"),
  SOCIAL_LINKEDIN_URL: httpUrl().default("https://www.linkedin.com/"),
  /** Signs form tokens (minimum fill time) and hashes visitor keys; see `resolveAppSecret`. */
  APP_SECRET: z.string().trim().min(32, "must be at least 32 characters (for example `openssl rand -hex 32`)").optional(),
  /** Where mail goes: an smtp:// or smtps:// URL. Unset: .eml files under DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .trim()
    .refine((value) => /^smtps?:\/\/\S+$/.test(value) && URL.canParse(value), {
      message: "must be an smtp:// or smtps:// URL, such as smtps://user:password@smtp.example.com:465",
    })
    .optional(),
  MAIL_FROM: optionalText,
  LEADS_TO: z.email("must be an e-mail address").optional(),
  LEAD_RATE_LIMIT: wholeNumber("10", 1, 1_000_000),
  /** The largest image the media library takes (bytes of the file); 10 MB by default, at most 50 MB. */
  MEDIA_MAX_BYTES: wholeNumber("10485760", 1024, 52_428_800),
  /** Requests per minute per address to each sign-in endpoint under /api/auth (better-auth's limiter, in the database). */
  AUTH_RATE_LIMIT: wholeNumber("10", 1, 1_000_000),
  LEAD_RATE_WINDOW_SECONDS: wholeNumber("3600", 1, 86_400),
  LEAD_MIN_FILL_SECONDS: wholeNumber("3", 0, 3600),
  MAIL_REQUEST_TIMEOUT_MS: wholeNumber("5000", 100, 60_000),
  MAIL_RETRY_LIMIT: wholeNumber("8", 0, 50),
  MAIL_RETRY_DELAY_SECONDS: wholeNumber("60", 1, 3600),
  /** Failed sign-in proofs one client address may make before growing delays start (auth/sign-in-throttle.ts). */
  SIGN_IN_FAILURES_PER_ADDRESS: wholeNumber("20", 1, 1_000_000),
  /** The spec's one fixed admin account: whoever signs in with this address is always super admin. */
  SUPER_ADMIN_EMAIL: z.email("must be an e-mail address").optional(),
  TRUST_PROXY: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  /**
   * false: this web process queues jobs but works none, and `npm run worker`
   * processes (one or many) do every job: the topology behind a load
   * balancer (docs/deploy.md). Default true: one process does everything.
   */
  JOBS_IN_WEB: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .default("true")
    .transform((value) => value === "true" || value === "1"),
  SHUTDOWN_TIMEOUT_MS: z
    .string()
    .trim()
    .default("10000")
    .refine((value) => /^\d+$/.test(value) && Number(value) <= 120_000, {
      message: "must be a whole number of milliseconds up to 120000",
    })
    .transform(Number),
  /** After SIGTERM, how long the listener keeps accepting while /readyz answers 503 (default 5000, 0 in development). */
  SHUTDOWN_DRAIN_MS: z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) <= 120_000, {
      message: "must be a whole number of milliseconds up to 120000",
    })
    .transform(Number)
    .optional(),
  /**
   * How long an idle keep-alive connection stays open (default 5000, Node's).
   * Behind a balancer that keeps connections to the instances, this must be
   * longer than the balancer's idle timeout (an AWS ALB's is 60 s: set 65000),
   * or it reuses a connection the instance is closing and a POST comes back 502.
   */
  KEEP_ALIVE_TIMEOUT_MS: z
    .string()
    .trim()
    .default("5000")
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1_000 && Number(value) <= 600_000, {
      message: "must be a whole number of milliseconds from 1000 to 600000",
    })
    .transform(Number),
  // ---- crawler (website crawler and analyzer fetches; app/.server/net) ----
  /** Lifts the SSRF guard's address and port rules: tests and local use only (fixture sites on loopback). */
  CRAWL_ALLOW_PRIVATE: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
  CRAWL_ALLOWED_PORTS: z
    .string()
    .trim()
    .default("80,443")
    .refine(
      (value) => value.split(",").every((port) => /^\d+$/.test(port.trim()) && Number(port) >= 1 && Number(port) <= 65535),
      { message: "must be a comma-separated list of ports from 1 to 65535, such as 80,443" },
    )
    .transform((value) => [...new Set(value.split(",").map((port) => Number(port.trim())))]),
  /** Default: RecoveryGrowthBot/1.0 (+<AGENCY_WEBSITE>/website-crawler). */
  CRAWL_USER_AGENT: z
    .string()
    .trim()
    .regex(/^[\x20-\x7e]{3,200}$/, "must be 3 to 200 printable ASCII characters")
    .optional(),
  CRAWL_TIMEOUT_MS: wholeNumber("15000", 500, 120_000),
  CRAWL_MAX_BYTES: wholeNumber("5242880", 1024, 104_857_600),
  CRAWL_MAX_REDIRECTS: wholeNumber("5", 0, 20),
  // ---- end crawler ----
  /**
   * The spec's access code (§2): a page whose URL carries `access_code` equal
   * to this shows the header's login options. Unset turns the feature off.
   */
  /* ---- AI provider and chat (issue 13; docs/chat.md) ---- */
  /** An OpenAI-compatible API (OpenAI, a gateway, Ollama's or vLLM's /v1). Unset with no AI_API_KEY: no provider. */
  AI_BASE_URL: httpUrl().optional(),
  /** Sent as the bearer token; never to the browser. A local server may need none. */
  AI_API_KEY: optionalText,
  AI_MODEL: z.string().trim().min(1, "must not be empty").max(200).default("gpt-4o-mini"),
  /** The longest one provider call may take, first byte to last (no retries: a failure answers the spec's text). */
  AI_TIMEOUT_MS: wholeNumber("20000", 500, 300_000),
  /** Chat messages one visitor may send per window, and the window. */
  CHAT_RATE_LIMIT: wholeNumber("30", 1, 1_000_000),
  CHAT_RATE_WINDOW_SECONDS: wholeNumber("600", 1, 86_400),
  /** Messages per minute in one conversation. */
  CHAT_CONVERSATION_RATE_LIMIT: wholeNumber("8", 1, 1_000_000),
  /** Visitor messages one conversation may hold. */
  CHAT_MAX_TURNS: wholeNumber("40", 1, 10_000),
  /** Provider tokens (prompt + completion) all chats may use per day (the agency's, AGENCY_TIME_ZONE); then answers come from the site's content. */
  CHAT_DAILY_TOKEN_BUDGET: wholeNumber("500000", 0, 1_000_000_000),
  /** Conversations untouched this many days are deleted by a daily job. */
  CHAT_RETENTION_DAYS: wholeNumber("90", 1, 3650),
  ACCESS_CODE: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9._~-]{12,128}$/,
      "must be 12 to 128 letters, digits, dots, tildes, hyphens or underscores (it goes in URLs)",
    )
    .optional(),
  /* Analytics (issue 14): raw events kept this many days (rollups stay), batches per visitor per minute, optional tag manager. */
  ANALYTICS_RETENTION_DAYS: wholeNumber("90", 1, 3650),
  ANALYTICS_RATE_LIMIT: wholeNumber("60", 1, 10_000),
  GTM_ID: z
    .string()
    .trim()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, "must be a Google Tag Manager container id such as GTM-ABC1234")
    .optional(),
  /* --- analyzer (issue 12 §5-§9; analyzer-flow) --- */
  /** Pages an anonymous visitor's analysis crawls, and a staff member's (admins run larger crawls). */
  ANALYZER_MAX_PAGES: wholeNumber("25", 1, 500),
  ANALYZER_STAFF_MAX_PAGES: wholeNumber("200", 1, 2000),
  /** Analyses one visitor may start per window (counted in the database, across instances). */
  ANALYZER_RATE_LIMIT: wholeNumber("5", 1, 1_000_000),
  ANALYZER_RATE_WINDOW_SECONDS: wholeNumber("3600", 1, 86_400),
  /** An analysis that runs longer is stopped and marked failed. */
  ANALYZER_TIME_LIMIT_SECONDS: wholeNumber("300", 10, 3600),
  /** Pages Lighthouse measures (home, slowest, heaviest, one per template: lab-pages.ts; 0 skips it), its form factors, and pages axe checks. */
  ANALYZER_LAB_PAGES: wholeNumber("3", 0, 6),
  ANALYZER_LAB_FORM_FACTORS: z
    .string()
    .trim()
    .default("mobile,desktop")
    .refine((value) => value.split(",").every((part) => part.trim() === "mobile" || part.trim() === "desktop"), {
      message: "must be mobile, desktop or mobile,desktop",
    })
    .transform((value) => [...new Set(value.split(",").map((part) => part.trim() as "mobile" | "desktop"))]),
  ANALYZER_AXE_PAGES: wholeNumber("5", 0, 5),
  /** Analyses one process runs at once (each crawls, then waits its turn for the one lab browser). */
  ANALYZER_CONCURRENCY: wholeNumber("2", 1, 8),
  /**
   * TEST ONLY: axe-core fails on every page, as when our lab cannot load it, so the "not measured" path
   * can be tested end to end (docs/analyzer.md). Refused in production: a live server must measure.
   */
  ANALYZER_AXE_FAIL: z
    .enum(["true", "false", "1", "0"], { error: "must be true or false" })
    .default("false")
    .transform((value) => value === "true" || value === "1"),
});

export type Env = z.input<typeof envSchema>;

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.output<typeof envSchema>) {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return Object.freeze({
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    // Development restarts by hand: no load balancer to drain.
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === "development" ? 0 : 5_000),
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    /** Unset on an embedded database: one is generated and kept under DATA_DIR (see app/.server/secret.ts). */
    appSecret: env.APP_SECRET,
    trustProxy: env.TRUST_PROXY,
    jobsInWeb: env.JOBS_IN_WEB,
    superAdminEmail: env.SUPER_ADMIN_EMAIL?.toLowerCase(),
    authRateLimit: env.AUTH_RATE_LIMIT,
    signInFailuresPerAddress: env.SIGN_IN_FAILURES_PER_ADDRESS,
    mail: Object.freeze({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${env.AGENCY_NAME} <${env.AGENCY_EMAIL}>`,
      leadsTo: env.LEADS_TO ?? env.AGENCY_EMAIL,
      outboxDir: path.join(path.resolve(env.DATA_DIR), "outbox"),
      requestTimeoutMs: env.MAIL_REQUEST_TIMEOUT_MS,
      retryLimit: env.MAIL_RETRY_LIMIT,
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    }),
    /** Compared in constant time (app/.server/analytics/agent-metrics/access-code.ts); undefined: the feature is off. */
    accessCode: env.ACCESS_CODE,
    ai: Object.freeze({
      /** A provider is configured when either variable is set (OpenAI's URL is the default base). */
      configured: Boolean(env.AI_BASE_URL || env.AI_API_KEY),
      baseUrl: env.AI_BASE_URL ?? "https://api.openai.com/v1",
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
    }),
    chat: Object.freeze({
      rateLimit: env.CHAT_RATE_LIMIT,
      rateWindowSeconds: env.CHAT_RATE_WINDOW_SECONDS,
      conversationRateLimit: env.CHAT_CONVERSATION_RATE_LIMIT,
      maxTurns: env.CHAT_MAX_TURNS,
      dailyTokenBudget: env.CHAT_DAILY_TOKEN_BUDGET,
      retentionDays: env.CHAT_RETENTION_DAYS,
    }),
    leads: Object.freeze({
      rateLimit: env.LEAD_RATE_LIMIT,
      rateWindowSeconds: env.LEAD_RATE_WINDOW_SECONDS,
      minFillSeconds: env.LEAD_MIN_FILL_SECONDS,
    }),
    /** The media library (app/.server/content/media): files under DATA_DIR/media (storage.ts). */
    media: Object.freeze({
      maxBytes: env.MEDIA_MAX_BYTES,
      dir: path.join(path.resolve(env.DATA_DIR), "media"),
    }),
    analytics: Object.freeze({
      retentionDays: env.ANALYTICS_RETENTION_DAYS,
      rateLimitPerMinute: env.ANALYTICS_RATE_LIMIT,
      /** Unset: no tag manager anywhere (DESIGN.md §4.7). */
      gtmId: env.GTM_ID,
    }),
    analyzer: Object.freeze({
      maxPages: env.ANALYZER_MAX_PAGES,
      staffMaxPages: env.ANALYZER_STAFF_MAX_PAGES,
      rateLimit: env.ANALYZER_RATE_LIMIT,
      rateWindowSeconds: env.ANALYZER_RATE_WINDOW_SECONDS,
      timeLimitSeconds: env.ANALYZER_TIME_LIMIT_SECONDS,
      labPages: env.ANALYZER_LAB_PAGES,
      labFormFactors: env.ANALYZER_LAB_FORM_FACTORS,
      axePages: env.ANALYZER_AXE_PAGES,
      concurrency: env.ANALYZER_CONCURRENCY,
      /** Test switch: axe-core made unable to run (never in production, parseConfig refuses it). */
      axeFail: env.ANALYZER_AXE_FAIL,
    }),
    /** Every fetch of a site we do not own goes through app/.server/net (crawlerPolicy). */
    crawler: Object.freeze({
      allowPrivate: env.CRAWL_ALLOW_PRIVATE,
      allowedPorts: Object.freeze(env.CRAWL_ALLOWED_PORTS),
      userAgent: env.CRAWL_USER_AGENT ?? `RecoveryGrowthBot/1.0 (+${env.AGENCY_WEBSITE ?? publicUrl}/website-crawler)`,
      timeoutMs: env.CRAWL_TIMEOUT_MS,
      maxBytes: env.CRAWL_MAX_BYTES,
      maxRedirects: env.CRAWL_MAX_REDIRECTS,
    }),
    /** IANA name (app/lib/agency-day.ts): every report's day, the back-office's times, the analyzer PDF's date. */
    agencyTimeZone: env.AGENCY_TIME_ZONE,
    agency: Object.freeze({
      name: env.AGENCY_NAME,
      phone: env.AGENCY_PHONE,
      email: env.AGENCY_EMAIL,
      website: env.AGENCY_WEBSITE ?? publicUrl,
      social: Object.freeze({
        facebook: env.SOCIAL_FACEBOOK_URL,
        twitter: env.SOCIAL_TWITTER_URL,
        linkedin: env.SOCIAL_LINKEDIN_URL,
      }),
    }),
  });
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** One line per problem: `Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")`. */
export function formatConfigError(error: z.ZodError, env: Record<string, string | undefined>) {
  return error.issues
    .map((issue) => {
      const key = String(issue.path[0] ?? "config");
      const got = env[key];
      const shown = got === undefined ? "" : ` (got ${JSON.stringify(got.length > 60 ? `${got.slice(0, 60)}…` : got)})`;
      return `Invalid configuration: ${key} ${issue.message}${shown}`;
    })
    .join("\n");
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as unset, so `PORT= npm start` means the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) throw new ConfigError(formatConfigError(result.error, present));
  // Instances that share PostgreSQL must share the secret too, or a form
  // rendered by one would look forged to another; with the embedded database
  // there is one instance and it keeps a generated secret under DATA_DIR.
  if (result.data.NODE_ENV === "production" && result.data.DATABASE_URL && !result.data.APP_SECRET) {
    throw new ConfigError(
      "Invalid configuration: APP_SECRET must be set in production when DATABASE_URL is (every instance needs the same one; for example `openssl rand -hex 32`)",
    );
  }
  if (result.data.NODE_ENV === "production" && result.data.ANALYZER_AXE_FAIL) {
    throw new ConfigError(
      "Invalid configuration: ANALYZER_AXE_FAIL is a test switch (axe-core made unable to run) and is refused in production",
    );
  }
  return toConfig(result.data);
}

/**
 * For entry points (the server, scripts): the configuration of `env`, or the
 * one-line-per-variable message on stderr and exit code 1. Parsed on every
 * call: whoever starts the app reads it once and passes it on.
 */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return parseConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The values the browser may see: the agency's public contact details. */
export function publicSiteConfig(config: Pick<Config, "publicUrl" | "agency">): SiteConfig {
  return { publicUrl: config.publicUrl, agency: config.agency };
}
