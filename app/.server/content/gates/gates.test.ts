import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LocalFact } from "~/lib/content/brief";
import { fixturePage } from "../../../../tests/fixtures/schema-pages";
import { AUSTIN_FACT_SENTENCES, AUSTIN_FACTS, article } from "../../../../tests/support/gate-texts";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import type { DatabaseHandle } from "../../db/client";
import { contentDrafts, contentResearch, pageSchemas, siteSettings, states } from "../../db/schema";
import { type ContentGates, createContentGates, type GateRecord } from "./";

const AUSTIN: GateRecord = {
  id: null,
  contentType: "service_type_location",
  slug: "iop-marketing-texas-austin",
  serviceType: "iop-marketing",
  city: "Austin",
  state: "Texas",
  title: "IOP Marketing in Austin, Texas",
};

/** A clean Austin draft: 900 words of its own, the brief's facts used, nothing the linter flags. */
const cleanHtml = () => article(101, { words: 900, city: "Austin", state: "Texas", extra: AUSTIN_FACT_SENTENCES });

describe.each(testDatabaseTargets)("quality gates on $name", (target) => {
  let database: DatabaseHandle;
  let gates: ContentGates;
  let facts: LocalFact[] | null;
  const dallasHtml = article(202, { words: 900, city: "Dallas", state: "Texas", placeEvery: 2 });
  const blogHtml = article(303, { words: 800 });

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    facts = AUSTIN_FACTS;
    gates = createContentGates({ db: () => database.db, localFacts: async () => facts });
    await database.db.insert(states).values({ name: "Texas", abbreviation: "TX", slug: "texas" }).onConflictDoNothing();
    await database.db.insert(contentResearch).values([
      {
        contentType: "service_type_location",
        slug: "iop-marketing-tx-dallas",
        serviceType: "iop-marketing",
        city: "Dallas",
        state: "TX",
        status: "published",
        title: "IOP Marketing in Dallas, TX",
        content: dallasHtml,
      },
      {
        contentType: "blog_article",
        slug: "evening-groups-that-fill",
        status: "published",
        title: "Evening groups that fill",
        content: blogHtml,
      },
    ]);
    await database.db
      .insert(pageSchemas)
      .values({ path: fixturePage.path, type: fixturePage.type, status: "published", schema: fixturePage.schema });
  });
  afterEach(async () => {
    await database.close();
  });

  const verdict = async (html: string, gate: string, record: GateRecord = AUSTIN) => {
    const report = await gates.check({ record, title: record.title, html });
    const found = report.verdicts.find((item) => item.gate === gate);
    if (!found) throw new Error(`no ${gate} verdict`);
    return { report, verdict: found };
  };

  it("passes a clean draft on every gate, each with its figure and threshold", async () => {
    const report = await gates.check({ record: AUSTIN, title: AUSTIN.title, html: cleanHtml() });
    expect(report.verdicts.map((item) => [item.gate, item.passed])).toEqual([
      ["unique", true],
      ["substitution", true],
      ["word-count", true],
      ["local-facts", true],
      ["compliance", true],
    ]);
    expect(report.passed).toBe(true);
    const byGate = Object.fromEntries(report.verdicts.map((item) => [item.gate, item]));
    expect(byGate.unique?.threshold).toBe("at most 40% in common with any one page");
    expect(byGate["local-facts"]?.figure).toMatch(/^6 of 6 facts used/);
    expect(byGate["word-count"]?.figure).toMatch(/^\d{3},?\d* words$/);
  });

  it("blocks a near-duplicate of another page, naming the page and the share", async () => {
    // The blog article with a new first paragraph and the facts: most of it is still the blog's text.
    const copy = `<p>Austin, Texas families ask us about IOP marketing.</p><p>${AUSTIN_FACT_SENTENCES.join(" ")}</p>${blogHtml}`;
    const { report, verdict: unique } = await verdict(copy, "unique");
    expect(unique.passed).toBe(false);
    expect(unique.figure).toMatch(/^(9\d|100)% in common with \/blog\/evening-groups-that-fill$/);
    expect(report.passed).toBe(false);
  });

  it("fails the substitution test for another city's page with the names swapped", async () => {
    const swapped = dallasHtml.replaceAll("Dallas", "Austin");
    const { verdict: substitution } = await verdict(`${swapped}<p>${AUSTIN_FACT_SENTENCES.join(" ")}</p>`, "substitution");
    expect(substitution.passed).toBe(false);
    expect(substitution.figure).toMatch(/^(9\d|100)% in common with \/iop-marketing\/texas\/dallas once city names are swapped$/);
  });

  it("lets a city page of another service, and a blog article, pass the substitution test", async () => {
    const otherService = { ...AUSTIN, serviceType: "detox-marketing" };
    const swapped = dallasHtml.replaceAll("Dallas", "Austin");
    expect((await verdict(swapped, "substitution", otherService)).verdict).toMatchObject({
      passed: true,
      figure: "No other city's page of this service to compare with",
    });
    const blog = { ...AUSTIN, contentType: "blog_article", serviceType: null, city: null, state: null };
    expect((await verdict(cleanHtml(), "substitution", blog)).verdict.figure).toBe("Does not apply: not a city service article");
  });

  it("fails a draft that is too short", async () => {
    const short = article(404, { words: 250, city: "Austin", state: "Texas", extra: AUSTIN_FACT_SENTENCES });
    const { verdict: words } = await verdict(short, "word-count");
    expect(words.passed).toBe(false);
    expect(words.threshold).toBe("at least 600 words");
  });

  it("fails a draft that uses too few of the brief's facts, and says not measured without a brief", async () => {
    const noFacts = article(505, { words: 900 });
    // The title counts too: this one names no fact.
    const { verdict: used } = await verdict(noFacts, "local-facts", { ...AUSTIN, title: "Evening groups" });
    expect(used).toMatchObject({ passed: false, figure: "0 of 6 facts used", threshold: "at least 3 local facts" });
    facts = null;
    const { report, verdict: unmeasured } = await verdict(cleanHtml(), "local-facts");
    expect(unmeasured.passed).toBe(false);
    expect(unmeasured.notMeasured).toMatch(/no brief/);
    expect(report.passed).toBe(false);
  });

  it("fails a draft with a linter error, and lets a warning through", async () => {
    const promise = `${cleanHtml()}<p>We guarantee sobriety for every client.</p>`;
    const { verdict: compliance } = await verdict(promise, "compliance");
    expect(compliance).toMatchObject({ passed: false, figure: "1 error, 0 warnings (first: guarantee sobriety)" });
    const relapse = `${cleanHtml()}<p>Relapse is part of many stories.</p>`;
    expect((await verdict(relapse, "compliance")).verdict).toMatchObject({ passed: true, figure: "0 errors, 1 warning" });
  });

  it("reads the super admin's thresholds and held accreditations", async () => {
    const short = article(404, { words: 250, city: "Austin", state: "Texas", extra: AUSTIN_FACT_SENTENCES });
    await database.db.insert(siteSettings).values([
      { key: "content_gates.min_words", value: 200 },
      { key: "compliance.accreditation.carf", value: true },
    ]);
    expect((await verdict(short, "word-count")).verdict).toMatchObject({ passed: true, threshold: "at least 200 words" });
    const claim = `${cleanHtml()}<p>We are CARF accredited.</p>`;
    expect((await verdict(claim, "compliance")).verdict.passed).toBe(true);
  });

  it("compares with drafts in review, leaves the record's own texts out, and sees a changed page at the next check", async () => {
    const [austin] = await database.db
      .insert(contentResearch)
      .values({ ...AUSTIN, id: undefined, status: "published", content: cleanHtml() })
      .returning();
    if (!austin) throw new Error("no record");
    // Its own published text and its own draft are not "other pages".
    await database.db.insert(contentDrafts).values({
      subjectType: "content_research",
      subjectId: austin.id,
      schema: { title: AUSTIN.title, content: cleanHtml() },
      basedOnVersion: 0,
      status: "in_review",
    });
    const own = await verdict(cleanHtml(), "unique", { ...AUSTIN, id: austin.id });
    expect(own.verdict.passed).toBe(true);
    // Another record's draft in review with the same text is another page.
    const [other] = await database.db
      .insert(contentResearch)
      .values({ contentType: "blog_article", slug: "draft-only", status: "draft", title: "Draft only", content: "<p>x</p>" })
      .returning();
    if (!other) throw new Error("no record");
    await database.db.insert(contentDrafts).values({
      subjectType: "content_research",
      subjectId: other.id,
      schema: { title: "Draft only", content: cleanHtml() },
      basedOnVersion: 0,
      status: "in_review",
    });
    const clash = await verdict(cleanHtml(), "unique", { ...AUSTIN, id: austin.id });
    expect(clash.verdict.passed).toBe(false);
    expect(clash.verdict.figure).toMatch(/^(9\d|100)% in common with \/blog\/draft-only \(draft in review\)$/);
    // The draft is rewritten: the next check reads the new text (its updated_at changed).
    await database.db
      .update(contentDrafts)
      .set({ schema: { title: "Draft only", content: article(909, { words: 900 }) }, updatedAt: new Date(Date.now() + 1000) })
      .where(eq(contentDrafts.subjectId, other.id));
    expect((await verdict(cleanHtml(), "unique", { ...AUSTIN, id: austin.id })).verdict.passed).toBe(true);
  });
});
