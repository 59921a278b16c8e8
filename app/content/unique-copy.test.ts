import { describe, expect, it } from "vitest";
import { cityServiceArticleSlug } from "~/.server/content/city-services/seed";
import { wordsOf } from "../../tests/support/linkable-paths";
import { blogArticles } from "./blog-articles";
import { cityServiceArticles } from "./city-service-articles";
import { seedPages } from "./pages";

/**
 * No page is another with a word swapped: across every seeded page, blog
 * article and local city article, no run of twelve words appears in two
 * places. A swapped word breaks only the runs that contain it; the rest still
 * match. Texts are compared sentence-block by sentence-block, so a run never
 * spans two unrelated texts.
 */
const RUN = 12;

const words = wordsOf;
const blocks = (html: string) => html.split(/<\/p>|<\/li>|<\/h[23]>/);

function allCopy(): { source: string; text: string }[] {
  const copy: { source: string; text: string }[] = [];
  for (const page of seedPages)
    for (const section of page.schema.sections)
      for (const text of [section.subtitle, section.content, ...(section.items ?? []).map((item) => item.description)])
        if (text) for (const block of blocks(text)) copy.push({ source: page.path, text: block });
  for (const article of blogArticles)
    for (const block of blocks(`${article.excerpt}</p>${article.content}`))
      copy.push({ source: `/blog/${article.slug}`, text: block });
  for (const article of cityServiceArticles)
    for (const block of blocks(`${article.excerpt}</p>${article.content}`))
      copy.push({ source: `/${cityServiceArticleSlug(article)}`, text: block });
  return copy;
}

describe("the site's copy", () => {
  it(`shares no run of ${RUN} words between two pages, articles or city pages`, () => {
    const owner = new Map<string, string>();
    for (const { source, text } of allCopy()) {
      const list = words(text);
      for (let i = 0; i + RUN <= list.length; i++) {
        const run = list.slice(i, i + RUN).join(" ");
        const other = owner.get(run);
        expect(other === undefined || other === source, `${source} repeats copy from ${other}: "${run}"`).toBe(true);
        owner.set(run, source);
      }
    }
  });

  it("the check catches a sentence copied with one word swapped", () => {
    const sentence = "we measure cost per admission by level of care and payer so budget follows census";
    const swapped = sentence.replace("census", "beds");
    const runs = (text: string) =>
      new Set(words(text).flatMap((_, i, list) => (i + RUN <= list.length ? [list.slice(i, i + RUN).join(" ")] : [])));
    const shared = [...runs(sentence)].filter((run) => runs(swapped).has(run));
    expect(shared.length).toBeGreaterThan(0);
  });
});
