import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

function errorOf(env: Record<string, string>) {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error("expected a configuration error");
}

describe("parseConfig", () => {
  it("runs with no variables at all", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/[/\\]data$/);
    expect(config.agency.website).toBe("http://localhost:3000");
    expect(config.isProduction).toBe(true);
  });

  it("reads every documented variable", () => {
    const config = parseConfig({
      PORT: "8080",
      PUBLIC_URL: "https://www.agency.example/",
      DATABASE_URL: "postgres://u:p@db.internal:5432/agency",
      DATA_DIR: "/var/lib/agency",
      AGENCY_PHONE: "+1 (212) 555-0100",
      AGENCY_EMAIL: "team@agency.example",
      NODE_ENV: "development",
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe("https://www.agency.example");
    expect(config.databaseUrl).toBe("postgres://u:p@db.internal:5432/agency");
    expect(config.dataDir).toBe("/var/lib/agency");
    expect(config.agency.phone).toBe("+1 (212) 555-0100");
    expect(config.agency.website).toBe("https://www.agency.example");
    expect(config.isProduction).toBe(false);
  });

  it("reads ANALYZER_AXE_FAIL, a test switch: off by default, refused in production", () => {
    expect(parseConfig({}).analyzer.axeFail).toBe(false);
    expect(parseConfig({ NODE_ENV: "test", ANALYZER_AXE_FAIL: "1" }).analyzer.axeFail).toBe(true);
    expect(errorOf({ ANALYZER_AXE_FAIL: "true" })).toMatch(/ANALYZER_AXE_FAIL is a test switch .* refused in production/);
    expect(errorOf({ NODE_ENV: "test", ANALYZER_AXE_FAIL: "yes" })).toMatch(/ANALYZER_AXE_FAIL must be true or false/);
  });

  it("reads ACCESS_CODE (off when unset) and refuses one too short or not fit for a URL", () => {
    expect(parseConfig({}).accessCode).toBeUndefined();
    expect(parseConfig({ ACCESS_CODE: "staff-door-2026" }).accessCode).toBe("staff-door-2026");
    expect(errorOf({ ACCESS_CODE: "short" })).toMatch(/^Invalid configuration: ACCESS_CODE must be 12 to 128/);
    expect(errorOf({ ACCESS_CODE: "has spaces in it&x=1" })).toMatch(/ACCESS_CODE/);
  });

  it("reads AGENCY_TIME_ZONE (New York by default) and refuses anything but an IANA zone name", () => {
    expect(parseConfig({}).agencyTimeZone).toBe("America/New_York");
    expect(parseConfig({ AGENCY_TIME_ZONE: " Europe/Berlin " }).agencyTimeZone).toBe("Europe/Berlin");
    expect(parseConfig({ AGENCY_TIME_ZONE: "America/Los_Angeles" }).agencyTimeZone).toBe("America/Los_Angeles");
    expect(parseConfig({ AGENCY_TIME_ZONE: "UTC" }).agencyTimeZone).toBe("UTC");
    expect(errorOf({ AGENCY_TIME_ZONE: "Mars/Olympus_Mons" })).toBe(
      'Invalid configuration: AGENCY_TIME_ZONE must be an IANA time zone name such as America/New_York, America/Los_Angeles or Europe/Berlin (got "Mars/Olympus_Mons")',
    );
    // Intl takes an offset, but PostgreSQL reads "+01:00" with the POSIX sign: refused, so SQL and pages agree.
    expect(errorOf({ AGENCY_TIME_ZONE: "+01:00" })).toMatch(
      /^Invalid configuration: AGENCY_TIME_ZONE must be an IANA time zone name/,
    );
    // The name goes into SQL as a literal: nothing that could close the quote gets through.
    expect(errorOf({ AGENCY_TIME_ZONE: "UTC'; drop table leads; --" })).toMatch(/^Invalid configuration: AGENCY_TIME_ZONE /);
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it.each([
    [{ PORT: "abc" }, 'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: "70000" }, "PORT must be a whole number from 1 to 65535"],
    [{ PORT: "3000.5" }, "PORT must be"],
    [{ PUBLIC_URL: "agency.example" }, "PUBLIC_URL must be an absolute http(s) URL"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL must be a postgres:// or postgresql:// connection URL"],
    [{ AGENCY_EMAIL: "not-an-email" }, "AGENCY_EMAIL must be an e-mail address"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of"],
  ])("rejects %o with one line naming the variable", (env, expected) => {
    const message = errorOf(env);
    expect(message).toContain(expected);
    expect(message.split("\n")).toHaveLength(1);
  });

  it("keeps idle connections 5 seconds by default, and checks KEEP_ALIVE_TIMEOUT_MS", () => {
    expect(parseConfig({}).keepAliveTimeoutMs).toBe(5000);
    expect(parseConfig({ KEEP_ALIVE_TIMEOUT_MS: "65000" }).keepAliveTimeoutMs).toBe(65000);
    expect(errorOf({ KEEP_ALIVE_TIMEOUT_MS: "500" })).toBe(
      'Invalid configuration: KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 600000 (got "500")',
    );
  });

  it("drains for 5 seconds after SIGTERM by default, not at all in development, and checks SHUTDOWN_DRAIN_MS", () => {
    expect(parseConfig({}).shutdownDrainMs).toBe(5000);
    expect(parseConfig({ NODE_ENV: "development" }).shutdownDrainMs).toBe(0);
    expect(parseConfig({ SHUTDOWN_DRAIN_MS: "250" }).shutdownDrainMs).toBe(250);
    expect(errorOf({ SHUTDOWN_DRAIN_MS: "soon" })).toBe(
      'Invalid configuration: SHUTDOWN_DRAIN_MS must be a whole number of milliseconds up to 120000 (got "soon")',
    );
    expect(errorOf({ SHUTDOWN_DRAIN_MS: "200000" })).toMatch(/^Invalid configuration: SHUTDOWN_DRAIN_MS /);
  });

  it("reports each bad variable on its own line", () => {
    expect(errorOf({ PORT: "abc", AGENCY_EMAIL: "x" }).split("\n")).toHaveLength(2);
  });

  it("refuses to run production on PostgreSQL without a shared APP_SECRET, and reads the lead settings", () => {
    expect(errorOf({ DATABASE_URL: "postgres://u@db/agency" })).toMatch(
      /^Invalid configuration: APP_SECRET must be set in production/,
    );
    expect(errorOf({ APP_SECRET: "short" })).toMatch(/^Invalid configuration: APP_SECRET must be at least 32 characters/);
    expect(errorOf({ SMTP_URL: "http://mail" })).toMatch(/^Invalid configuration: SMTP_URL must be an smtp/);
    const config = parseConfig({ DATABASE_URL: "postgres://u@db/agency", APP_SECRET: "s".repeat(32), LEAD_RATE_LIMIT: "25" });
    expect(config.leads.rateLimit).toBe(25);
    expect(config.mail.leadsTo).toBe("hello@recoverygrowthpartners.com");
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it("reads the crawler block: private addresses off, ports 80 and 443, a user agent naming the product and a contact URL", () => {
    const crawler = parseConfig({ AGENCY_WEBSITE: "https://www.agency.example" }).crawler;
    expect(crawler.allowPrivate).toBe(false);
    expect(crawler.allowedPorts).toEqual([80, 443]);
    expect(crawler.userAgent).toBe("RecoveryGrowthBot/1.0 (+https://www.agency.example/website-crawler)");
    expect(crawler.maxRedirects).toBe(5);
    const custom = parseConfig({
      CRAWL_ALLOW_PRIVATE: "true",
      CRAWL_ALLOWED_PORTS: "80, 443,8080",
      CRAWL_USER_AGENT: "TestBot/2.0",
      CRAWL_TIMEOUT_MS: "2000",
      CRAWL_MAX_BYTES: "4096",
    }).crawler;
    expect(custom).toMatchObject({ allowPrivate: true, allowedPorts: [80, 443, 8080], userAgent: "TestBot/2.0" });
    expect(custom).toMatchObject({ timeoutMs: 2000, maxBytes: 4096 });
    expect(errorOf({ CRAWL_ALLOWED_PORTS: "80,http" })).toMatch(/^Invalid configuration: CRAWL_ALLOWED_PORTS must be/);
    expect(errorOf({ CRAWL_ALLOWED_PORTS: "0" })).toMatch(/CRAWL_ALLOWED_PORTS/);
    expect(errorOf({ CRAWL_ALLOW_PRIVATE: "yes" })).toBe(
      'Invalid configuration: CRAWL_ALLOW_PRIVATE must be true or false (got "yes")',
    );
  });
});
