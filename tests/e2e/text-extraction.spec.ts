import { expect, test } from "@playwright/test";
import { parsePage } from "~/.server/audits/crawler/engine/parse-page";
import { textFromHtml } from "~/lib/content/page-text.server";

/**
 * The one text extraction (app/lib/content/page-text.ts, issue 21 build 4) reads a
 * page as a reader sees it: the words of the crawler's stored main text are
 * the words, in order and apart, of the browser's `innerText` of <main>,
 * and its body text those of the body's `innerText`. The page nests blocks
 * in blocks, splits words with inline elements, and has lists, a table,
 * a definition list, a quote, preformatted text and what is never shown.
 */
const PAGE = `<!doctype html><html lang="en"><head><title>Fixture</title>
<style>.note { color: #333 }</style>
<script>window.counter = 1;</script>
</head><body>
<header><a href="/">Brand</a><nav aria-label="Main"><ul><li><a href="/">Home</a></li><li><a href="/about">About</a></li><li><a href="/contact">Contact</a></li></ul></nav></header>
<main>
  <section><div><div><h1>About us</h1><div>A marketing team for treatment centres.</div></div>
    <p>We write <strong>clear</strong> pages; <em>every</em> word counts. Un<b>broken</b> stays one word.<br>A new line after a break.</p></div>
  </section>
  <article>
    <h2>Our services</h2>
    <ul>
      <li>Search <a href="/seo">optimisation</a></li>
      <li>Paid media<ul><li>Search ads</li><li>Social ads</li></ul></li>
      <li><p>Content</p><p>that converts</p></li>
    </ul>
    <ol><li>Audit</li><li>Plan</li><li>Build</li></ol>
    <table>
      <caption>Plans and prices</caption>
      <thead><tr><th>Plan</th><th>Price</th><th>Pages</th></tr></thead>
      <tbody><tr><td>Starter</td><td>$500</td><td>10</td></tr><tr><td>Growth</td><td>$1,500</td><td><span>25</span></td></tr></tbody>
    </table>
    <dl><dt>Lead time</dt><dd>Two weeks</dd><dt>Support</dt><dd>Monday to Friday</dd></dl>
    <blockquote><p>They doubled our admissions.</p><footer>Clinical director</footer></blockquote>
    <figure><div>Chart</div><figcaption>Admissions by month</figcaption></figure>
    <pre>line one
   line two</pre>
    <div hidden>Never shown</div>
    <script>document.title = "still the fixture";</script>
    <noscript>Enable scripts</noscript>
    <template><p>Template text</p></template>
    <svg width="10" height="10"><text>svg words</text></svg>
    <p>Last<span>word</span>s here.</p>
  </article>
</main>
<aside><p>Related posts</p></aside>
<footer><p>Copyright Agency</p><p>Privacy</p></footer>
</body></html>`;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

test("the extracted text has the browser's words, in order and apart", async ({ page }) => {
  await page.setContent(PAGE);
  // The one deliberate difference: an SVG's text (chart and icon labels) is drawn, but it is not prose.
  await page.addStyleTag({ content: "svg { display: none }" });
  const mainInnerText = await page.locator("main").innerText();
  const bodyInnerText = await page.locator("body").innerText();

  const extracted = textFromHtml(PAGE);
  expect(words(extracted.main)).toEqual(words(mainInnerText));
  expect(words(extracted.body)).toEqual(words(bodyInnerText));
  // Not an empty agreement: the page's words are there, and the frame is not in the main text.
  expect(words(mainInnerText).length).toBeGreaterThan(60);
  expect(extracted.main).toContain("About us\n\nA marketing team");
  expect(extracted.main).not.toContain("Copyright");

  // The crawler stores exactly this text, and counts its words.
  const parsed = parsePage(PAGE, "https://agency.example/about", new Headers(), "agency.example");
  expect(parsed.content).toBe(extracted.main);
  expect(parsed.metadata.wordCount).toBe(extracted.wordCount);
});
