import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AUTOMATION_TEXT, draftFromBriefForm } from "~/lib/content/automation";
import { automationFor, seedTestland, storeBrief, TEST_STATE } from "../../../../tests/support/automation-bed";
import { cityBrief } from "../../../../tests/support/content-briefs";
import { alice, openStudioBed, quietLogger, type StudioBed } from "../../../../tests/support/studio-bed";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import { contentResearch } from "../../db/schema";
import { pageAction } from "../../http/page-action";
import { requestContext } from "../../request-context";
import type { Services } from "../../services";
import { servicesContext } from "../../services-context";
import { DRAFT_FORM_MAX_BYTES, draftCommand } from "./route-actions";

/** The route's action, as app/routes/admin/content-research-draft.ts plugs it into the socket. */
const draftAction = pageAction(draftFromBriefForm, draftCommand, { maxBytes: DRAFT_FORM_MAX_BYTES });

/** POST /content-research/draft through its action, as the server calls it (staff signed in, services in context). */
describe.each(testDatabaseTargets)("the drafting route on $name", (target) => {
  let bed: StudioBed;
  let context: RouterContextProvider;

  beforeEach(async () => {
    bed = await openStudioBed(target, { actors: [alice] });
    const db = bed.database.db;
    await seedTestland(db, 2);
    const services = {
      ai: null,
      database: bed.database,
      studio: bed.studio,
      secret: "test-secret",
      contentAutomation: automationFor(() => db, bed.studio),
    } as unknown as Services;
    context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestContext, {
      requestId: "r1",
      nonce: "n",
      log: quietLogger(),
      clientIp: "203.0.113.9",
      staff: { ...alice, name: "Alice", twoFactorEnabled: false, sessionId: "s1" },
    });
  });
  afterEach(async () => {
    await bed.database.close();
  });

  const post = (fields: Record<string, string>) =>
    draftAction({
      request: new Request("http://localhost/content-research/draft", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      }),
      context,
      params: {},
    });
  const statusOf = (answer: unknown) =>
    answer instanceof Response ? answer.status : ((answer as { init?: { status?: number } }).init?.status ?? 200);
  const bodyOf = (answer: unknown) => (answer as { data: { message: string } }).data;

  it("drafts from a stored brief and answers 303 to the draft's editor; refuses a second while it is open", async () => {
    const db = bed.database.db;
    const briefId = await storeBrief(db, cityBrief({ state: TEST_STATE.name, city: "Ashford", service: "iop-marketing" }));
    const answer = await post({ briefId: String(briefId) });
    expect(answer).toBeInstanceOf(Response);
    const location = (answer as Response).headers.get("Location");
    expect((answer as Response).status).toBe(303);
    const recordId = Number(/^\/content-view\/(\d+)$/.exec(location ?? "")?.[1]);
    const [record] = await db.select().from(contentResearch).where(eq(contentResearch.id, recordId));
    expect(record).toMatchObject({ city: "Ashford", state: "Testland", serviceType: "iop-marketing", status: "draft" });

    const again = await post({ briefId: String(briefId), mode: "structured" });
    expect(statusOf(again)).toBe(409);
    expect(bodyOf(again).message).toBe(AUTOMATION_TEXT.draftOpen(recordId));
  });

  it("refuses a brief that does not exist, a brief id that is not one, and AI without a provider", async () => {
    const before = await bed.database.db.select({ id: contentResearch.id }).from(contentResearch);
    const missing = await post({ briefId: "987654321" });
    expect(statusOf(missing)).toBe(404);
    expect(bodyOf(missing).message).toBe(AUTOMATION_TEXT.noBrief);
    expect(statusOf(await post({ briefId: "abc" }))).toBe(400);
    const briefId = await storeBrief(
      bed.database.db,
      cityBrief({ state: TEST_STATE.name, city: "Brookvale", service: "iop-marketing" }),
    );
    const ai = await post({ briefId: String(briefId), mode: "ai" });
    expect(statusOf(ai)).toBe(400);
    expect(bodyOf(ai).message).toBe(AUTOMATION_TEXT.noProvider);
    expect(await bed.database.db.select({ id: contentResearch.id }).from(contentResearch)).toEqual(before);
  });
});
