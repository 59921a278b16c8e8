import { describe, expect, it } from "vitest";
import { migratedDatabase, testDatabaseTargets } from "../../../../tests/support/test-databases";
import { replacePassages, searchPassages, splitIntoPassages } from "./passages";

describe("splitIntoPassages", () => {
  it("keeps sentences whole and passages near the target size", () => {
    const sentence = "Our agency builds websites for treatment centres that families trust.";
    const text = Array.from({ length: 60 }, () => sentence).join(" ");
    const passages = splitIntoPassages(text, 50);
    expect(passages.length).toBeGreaterThan(5);
    for (const passage of passages) {
      expect(passage.endsWith(".")).toBe(true);
      expect(passage.split(" ").length).toBeLessThanOrEqual(220);
    }
    expect(passages.join(" ")).toBe(text);
  });

  it("cuts a single endless sentence by words", () => {
    const passages = splitIntoPassages(Array.from({ length: 500 }, (_, i) => `w${i}`).join(" "));
    expect(passages.length).toBe(3);
    expect(passages[0]?.split(" ").length).toBe(220);
  });
});

for (const target of testDatabaseTargets) {
  describe(`passages on ${target.name}`, () => {
    const database = migratedDatabase(target);

    it("finds the best passage for a question, and replaces a source's passages", async () => {
      const source = { sourceType: "faq" as const, sourceId: "seo-time", url: "/faq#seo-time", title: "SEO" };
      await replacePassages(database.db, source, [
        "Search engine optimization usually shows results within three to six months.",
        "We also manage pay-per-click advertising campaigns.",
      ]);
      await replacePassages(database.db, { sourceType: "service", sourceId: "ppc", url: "/services#ppc", title: "PPC" }, [
        "Pay-per-click ads bring admissions calls quickly.",
      ]);
      const found = await searchPassages(database.db, "How long does SEO take to show results?");
      expect(found[0]?.url).toBe("/faq#seo-time");
      expect(found[0]?.body).toContain("three to six months");

      // Question words that match nothing as a whole still find passages word by word.
      const any = await searchPassages(database.db, "admissions zebra");
      expect(any.map((passage) => passage.sourceId)).toEqual(["ppc"]);

      expect(await replacePassages(database.db, source, ["Only this now."])).toBe(1);
      expect(await searchPassages(database.db, "three months", { sourceTypes: ["faq"] })).toEqual([]);
      // Syntax in a visitor's words is read as words, never as an error.
      await expect(searchPassages(database.db, `"unclosed -or & | ! :*`)).resolves.toBeInstanceOf(Array);
    });

    it("ranks passages holding more of the question's words first, and reads any words without error", async () => {
      await replacePassages(database.db, { sourceType: "faq", sourceId: "detox", url: "/faq#detox", title: "Detox" }, [
        "Detox programs fill beds with paid search campaigns that answer calls around the clock.",
      ]);
      await replacePassages(database.db, { sourceType: "page", sourceId: "search", url: "/seo", title: "SEO" }, [
        "Organic search brings families to a program's pages.",
      ]);
      const found = await searchPassages(database.db, "How do detox centers use paid search?");
      expect(found.map((passage) => passage.sourceId)).toEqual(["detox", "search"]);
      expect(found[0]?.rank).toBeGreaterThan(found[1]?.rank ?? 0);
      // Only stop words: nothing to look for, and no error.
      expect(await searchPassages(database.db, "how do you do it?")).toEqual([]);
      // Quotes, backslashes and URLs in a question are words, never syntax.
      for (const question of [`O'Brien's "detox" \\ back\\slash`, "see https://example.com/a?b=1&c=2 detox", "e-mail me"]) {
        await expect(searchPassages(database.db, question), question).resolves.toBeInstanceOf(Array);
      }
      expect((await searchPassages(database.db, `O'Brien's "detox"`))[0]?.sourceId).toBe("detox");
    });
  });
}
