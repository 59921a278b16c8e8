import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AUTOMATION_TEXT } from "~/lib/content/automation";
import type { ResearchDraft } from "~/lib/content/studio-research";
import { cityBrief } from "../../../../tests/support/content-briefs";
import { type FakeAiProvider, startFakeAiProvider } from "../../../../tests/support/fake-ai-provider";
import { alice, as, openStudioBed, quietLogger, refusal, type StudioBed } from "../../../../tests/support/studio-bed";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import { createAiProvider } from "../../ai";
import { auditLog, contentDraftingLog, contentResearch } from "../../db/schema";
import { draftFromBrief } from "./draft";
import { storeDraft } from "./store";
import { markUnsourced } from "./unsourced";

const austin = cityBrief({
  state: "Texas",
  city: "Austin",
  service: "iop-marketing",
  population: 974447,
  nearby: ["San Antonio"],
});
const names = { state: "Texas", city: "Austin", stateSlug: "texas", citySlug: "austin" };

describe("markUnsourced", () => {
  it("marks digits, percentages, money and written-out numbers the sources do not hold, and only in text", () => {
    const sources = ["Austin has a population of 974,447.", "Five programs we serve"];
    const { html, marked } = markUnsourced(
      '<p>Austin (974,447 people) has <a href="/x?id=42">five</a> programs; 73% relapse, twenty-five beds, $1,200 a day &#39;2&#39;.</p>',
      sources,
    );
    // The 39 of the character reference &#39; is not a number of the text; the 2 between the quotes is.
    expect(marked).toEqual(["73%", "twenty-five", "$1,200", "2"]);
    expect(html).toBe(
      '<p>Austin (974,447 people) has <a href="/x?id=42">five</a> programs; <mark data-unsourced="number">73%</mark> relapse, ' +
        '<mark data-unsourced="number">twenty-five</mark> beds, <mark data-unsourced="number">$1,200</mark> a day &#39;<mark data-unsourced="number">2</mark>&#39;.</p>',
    );
    // Text already marked is left alone; "one" is not read as a number.
    expect(markUnsourced('<p><mark data-unsourced="number">9</mark> and one more</p>', []).marked).toEqual([]);
  });
});

describe("draftFromBrief", () => {
  let fake: FakeAiProvider;
  beforeAll(async () => {
    fake = await startFakeAiProvider();
  });
  afterAll(async () => {
    await fake.stop();
  });
  const provider = (timeoutMs = 5_000) =>
    createAiProvider(
      { configured: true, baseUrl: fake.baseUrl, apiKey: "k", model: "gpt-4o-mini", timeoutMs },
      { info: () => {} },
    );

  it("with the fake provider: an outline call, one call per section, the invented statistic marked, tokens counted", async () => {
    const before = fake.requests.length;
    fake.reply({
      text: '```json\n{"sections":[{"heading":"IOP care in Austin","points":["who it serves"]},{"heading":"Paying for IOP","points":[]}]}\n```',
    });
    fake.reply({ text: "<p>Austin has about 974,447 residents. Studies show 87% of IOP patients stay sober.</p>" });
    fake.reply({ text: "<h2>Paying for IOP</h2><p>Most plans pay; <script>x()</script>call us.</p>" });
    const drafted = await draftFromBrief({ ai: provider(), log: quietLogger() }, austin, "ai", names);

    expect(fake.requests.length - before).toBe(3);
    const prompts = fake.requests.slice(before).map((request) => request.body.messages?.at(-1)?.content ?? "");
    expect(prompts[0]).toContain("intensive outpatient");
    expect(prompts[0]).toContain("Austin has about 974,447 residents");
    expect(prompts[1]).toContain('"IOP care in Austin"');
    expect(prompts[2]).toContain('"Paying for IOP"');

    expect(drafted.method).toBe("ai");
    expect(drafted.marked).toEqual(["87%"]);
    expect(drafted.draft.content).toContain('<mark data-unsourced="number">87%</mark>');
    expect(drafted.draft.content).toContain("974,447 residents");
    expect(drafted.draft.content).not.toContain("974,447</mark>");
    expect(drafted.draft.content).not.toContain("script");
    expect(drafted.draft.content.match(/<h2>Paying for IOP<\/h2>/g)).toHaveLength(1);
    expect(drafted.draft.title).toBe("IOP Marketing in Austin, Texas");
    // The fake counts characters / 4 for each side of each call.
    expect(drafted.promptTokens).toBeGreaterThan(100);
    expect(drafted.completionTokens).toBeGreaterThan(20);
  });

  it("without a provider: a structured draft, labelled, with the facts we hold and placeholders", async () => {
    const drafted = await draftFromBrief({ ai: null, log: quietLogger() }, austin, "structured", names);
    expect(drafted.method).toBe("structured");
    expect(drafted.label).toBe(AUTOMATION_TEXT.structuredLabel);
    expect(drafted.draft.content).toMatch(/^<p><strong>Structured draft made without an AI provider\.<\/strong>/);
    expect(drafted.draft.content).toContain("<p>This page is for programs in Austin, Texas.</p>");
    expect(drafted.draft.content).toContain("<p>Austin has about 974,447 residents.</p>");
    expect(drafted.draft.content).toContain("<h2>What an IOP offers</h2>");
    expect(drafted.draft.content).toContain("<h3>How long does an IOP last?</h3>");
    expect(drafted.draft.content).toContain("<li>San Antonio, Texas is 40 miles from Austin.</li>");
    expect(drafted.draft.content).toContain("<em>[Writer:");
    expect(drafted.draft.content).not.toContain("<mark");
    expect(drafted.promptTokens + drafted.completionTokens).toBe(0);
  });

  it("falls back to a labelled structured draft when the provider fails mid-draft, and logs it", async () => {
    const log = quietLogger();
    fake.reply({ text: '{"sections":[{"heading":"One"},{"heading":"Two"}]}' });
    fake.reply({ text: "<p>First section.</p>" });
    fake.reply({ fail: 503 });
    const drafted = await draftFromBrief({ ai: provider(), log }, austin, "ai", names);
    expect(drafted.method).toBe("fallback");
    expect(drafted.label).toBe(AUTOMATION_TEXT.fallbackLabel("http"));
    expect(drafted.draft.content).toContain("Structured draft: the AI provider failed (http).");
    expect(drafted.promptTokens).toBeGreaterThan(0);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.stringContaining("503") }), expect.any(String));
  });
});

describe.each(testDatabaseTargets)("storeDraft on $name", (target) => {
  let bed: StudioBed;
  beforeEach(async () => {
    bed = await openStudioBed(target, { actors: [alice] });
  });
  afterEach(async () => {
    await bed.database.close();
  });

  it("makes a draft record with a studio draft (audited, not published), and refuses a second while it is open", async () => {
    const db = bed.database.db;
    const deps = { db: () => db, studio: bed.studio };
    const drafted = await draftFromBrief({ ai: null, log: quietLogger() }, austin, "structured", names);
    const stored = await storeDraft(deps, as(alice), austin.target, names, drafted, 7);
    expect(stored).toMatchObject({ revision: 1, created: true });

    const [record] = await db.select().from(contentResearch).where(eq(contentResearch.id, stored.recordId));
    expect(record).toMatchObject({
      contentType: "service_type_location",
      slug: "iop-marketing/texas/austin",
      state: "Texas",
      city: "Austin",
      serviceType: "iop-marketing",
      status: "draft",
      publishedAt: null,
    });
    const draft = await bed.studio.research.getDraft(stored.recordId);
    expect(draft).toMatchObject({ status: "draft", revision: 1, authorEmail: alice.email });
    expect((draft.schema as ResearchDraft).content).toContain("Structured draft made without an AI provider");
    const actions = (await db.select().from(auditLog)).map((row) => row.action).sort();
    expect(actions).toEqual(["research.create", "research.draft.save"]);
    expect(await db.select().from(contentDraftingLog)).toMatchObject([
      { recordId: stored.recordId, method: "structured", briefId: 7, draftRevision: 1 },
    ]);
    expect(bed.changes).toEqual([]);

    const again = await refusal(storeDraft(deps, as(alice), austin.target, names, drafted, 7));
    expect(again.status).toBe(409);
    expect(again.message).toBe(AUTOMATION_TEXT.draftOpen(stored.recordId));
    expect((await bed.studio.research.getDraft(stored.recordId)).revision).toBe(1);
  });

  it("drafts a new revision of a published record that has no open draft, leaving the live text alone", async () => {
    const db = bed.database.db;
    const [live] = await db
      .insert(contentResearch)
      .values({
        contentType: "service_type_location",
        slug: "legacy-slug",
        serviceType: "iop-marketing",
        state: "TX",
        city: "Austin",
        status: "published",
        title: "Live",
        content: "<p>Live text</p>",
        publishedAt: new Date(),
      })
      .returning();
    const drafted = await draftFromBrief({ ai: null, log: quietLogger() }, austin, "structured", names);
    const stored = await storeDraft({ db: () => db, studio: bed.studio }, as(alice), austin.target, names, drafted, null);
    expect(stored).toEqual({ recordId: live!.id, revision: 1, created: false });
    const [after] = await db.select().from(contentResearch).where(eq(contentResearch.id, live!.id));
    expect(after).toMatchObject({ status: "published", content: "<p>Live text</p>", title: "Live" });
  });
});
