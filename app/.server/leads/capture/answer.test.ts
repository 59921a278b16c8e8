import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_TEXT } from "~/lib/leads/lead-form-result";
import { callRoute } from "../../../../tests/support/call-route";
import { freePort } from "../../../../tests/support/free-port";
import { leadDepsFor } from "../../../../tests/support/lead-deps";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import { action as contactAction } from "../../../routes/contact";
import { parseConfig } from "../../config";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { isDatabaseUnavailable } from "../../db/unavailable";
import type { JobSystem } from "../../jobs";
import { createLogger } from "../../log";
import { createMailer } from "../../mail/transport";
import { answerLeadApi } from "./answer";
import type { LeadServices } from "./deps";

/**
 * PostgreSQL restarting (or down) while a visitor sends the form: nothing can
 * be stored, and the answer must say so with a 503, a Retry-After and a text
 * the form shows, never the 500 of an unexpected failure. The database here
 * is a real PostgreSQL client pointed at a loopback port nobody listens on.
 */
const log = createLogger("silent");
const fields = {
  name: "Dana Reyes",
  email: "dana@example.com",
  phone: "555-123-4567",
  facility: "Harbor Recovery",
  message: "We need more admissions calls.",
  privacyPolicy: true,
};

describe("a lead while the database is unreachable", () => {
  let database: DatabaseHandle;
  let services: LeadServices;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/gone` });
    const config = parseConfig({ NODE_ENV: "test", SMTP_URL: "" });
    const secret = "answer-test-secret-answer-test-secret";
    const leads = leadDepsFor({
      config,
      database,
      // Never reached: nothing is queued when nothing could be stored.
      jobs: undefined as unknown as JobSystem,
      mailer: createMailer(config.mail, log),
      secret,
      log,
    });
    services = { leads, secret };
  });
  afterAll(async () => {
    await database.close();
  });

  it("answers the JSON API with 503, Retry-After and the unavailable text", async () => {
    const request = new Request("http://localhost/api/leads", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(fields),
    });
    const response = await answerLeadApi(request, services, undefined);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ error: { code: "UNAVAILABLE", message: LEAD_TEXT.unavailable, fields: {} } });
  });

  it("answers the form's post with 503 and the text the form shows inline", async () => {
    const body = new URLSearchParams({ ...fields, privacyPolicy: "on", idempotencyKey: crypto.randomUUID() });
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
    // Through the route's action (pageAction), as the page's post and the island's JSON both are.
    const info = { requestId: "test", nonce: "n", log, clientIp: "203.0.113.9" };
    const answer = await callRoute(contactAction, request, { services, info });
    if (answer instanceof Response) throw new Error("the form is answered with data, not a Response");
    expect(answer.init?.status).toBe(503);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("5");
    expect(answer.data).toEqual({ ok: false, message: LEAD_TEXT.unavailable });
  });
});

describe.each(testDatabaseTargets)("isDatabaseUnavailable on $name", (target) => {
  it("does not take a query the database refused for an outage", async () => {
    const database = await target.open();
    try {
      const error = await database.db.execute("select * from no_such_table" as never).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(false);
    } finally {
      await database.close();
    }
  });
});
