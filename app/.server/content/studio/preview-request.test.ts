import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fixturePage } from "../../../../tests/fixtures/schema-pages";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import { action } from "../../../routes/api.admin.pages.$id.preview";
import type { Staff } from "../../auth/staff";
import { parseConfig } from "../../config";
import { createContentBus } from "../../content-bus";
import type { DatabaseHandle } from "../../db/client";
import { users } from "../../db/schema";
import { createLogger, type Logger } from "../../log";
import { requestContext } from "../../request-context";
import { createContentServices, type Services } from "../../services";
import { servicesContext } from "../../services-context";
import { createStudio } from "./";
import { PREVIEW_MAX_BYTES } from "./preview-request";

/** POST /api/admin/pages/:id/preview through the socket, on a real database. */
const staff: Staff = { id: "u-ed", email: "ed@agency.test", name: "Ed", role: "admin", twoFactorEnabled: false, sessionId: "s" };

describe.each(testDatabaseTargets)("the preview API on $name", (target) => {
  let database: DatabaseHandle;
  let context: RouterContextProvider;
  let pageId: number;

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as unknown as Logger;
    const bus = createContentBus(log);
    const content = createContentServices({ database, log, bus });
    const studio = createStudio({ db: () => database.db, bus, log, timeZone: "America/New_York" });
    await database.db.insert(users).values({ id: staff.id, name: staff.name, email: staff.email, role: "admin" });
    const page = await content.pages.publishPage({
      path: fixturePage.path,
      type: "service",
      schema: fixturePage.schema,
      publishedBy: "seed",
    });
    pageId = page.id;
    context = new RouterContextProvider();
    context.set(requestContext, { requestId: "r", nonce: "n", log: createLogger("silent"), clientIp: "127.0.0.1", staff });
    const config = parseConfig({ AGENCY_NAME: "Preview Agency" });
    context.set(servicesContext, { ...content, studio, config } as unknown as Services);
  });
  afterEach(async () => {
    await database.close();
  });

  const post = (id: string, body: BodyInit, type = "application/json") =>
    action({
      request: new Request(`http://site.test/api/admin/pages/${id}/preview`, {
        method: "POST",
        body,
        headers: { "Content-Type": type },
      }),
      params: { id },
      context,
    });
  const errorOf = async (response: Response) => ((await response.json()) as { error: { message: string } }).error.message;

  it("answers the draft as an HTML document no cache keeps, and saves nothing", async () => {
    const schema = structuredClone(fixturePage.schema);
    (schema.sections[0] as { title?: string }).title = "Words only the editor has seen";
    const response = await post(String(pageId), JSON.stringify({ schema }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("content-security-policy")).not.toContain("script-src");
    const html = await response.text();
    expect(html).toContain("Words only the editor has seen");
    expect(html).not.toContain("<script");
    const services = context.get(servicesContext);
    expect((await services.pages.byPath(fixturePage.path))?.schema.sections[0]?.title).not.toBe("Words only the editor has seen");
    expect((await services.studio.getDraft(pageId)).revision).toBeNull();
  });

  it("refuses what no editor sends with a 4xx and a clear message", async () => {
    const bad = await post(String(pageId), "{ not json");
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe("The request body is not valid JSON.");
    const noSchema = await post(String(pageId), JSON.stringify({ sections: [] }));
    expect(noSchema.status).toBe(400);
    expect(await errorOf(noSchema)).toBe("Send the draft as { schema }.");
    const big = await post(String(pageId), JSON.stringify({ schema: { pad: "x".repeat(PREVIEW_MAX_BYTES) } }));
    expect(big.status).toBe(413);
    const form = await post(String(pageId), "schema=x", "application/x-www-form-urlencoded");
    expect(form.status).toBe(415);
    const unknown = await post("999999", JSON.stringify({ schema: fixturePage.schema }));
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toBe("No such page.");
    expect((await post("abc", JSON.stringify({ schema: {} }))).status).toBe(404);
    expect((await post("99999999999", JSON.stringify({ schema: {} }))).status).toBe(404);
  });

  it("asks for a signed-in admin again, whatever the guard decided", async () => {
    context.set(requestContext, { requestId: "r", nonce: "n", log: createLogger("silent"), clientIp: "127.0.0.1", staff: null });
    expect((await post(String(pageId), JSON.stringify({ schema: fixturePage.schema }))).status).toBe(401);
  });
});
