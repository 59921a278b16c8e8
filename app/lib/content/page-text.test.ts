import { describe, expect, it } from "vitest";
import { parsePage } from "~/.server/audits/crawler/engine/parse-page";
import { countWords, pageText, type TextTreeNode } from "./page-text";
import { textFromHtml } from "./page-text.server";

const page = (body: string) => `<!doctype html><html><head><title>T</title><style>p{}</style></head><body>${body}</body></html>`;

describe("pageText", () => {
  it("keeps block elements apart, so words never run together (issue 21, finding 5)", () => {
    const text = textFromHtml(
      page(
        "<header><nav><ul><li><a href='/'>Home</a></li><li><a href='/about'>About</a></li></ul></nav></header>" +
          "<main><div><h1>About us</h1><div>A marketing team</div></div><p>One<br>two</p>" +
          "<table><tr><th>Plan</th><th>Price</th></tr><tr><td>Basic</td><td>$10</td></tr></table>" +
          "<ul><li>first</li><li>second</li></ul><dl><dt>Term</dt><dd>Meaning</dd></dl></main>" +
          "<footer><p>Call us</p></footer>",
      ),
    );
    expect(text.main).toBe(
      "About us\n\nA marketing team\n\nOne\ntwo\n\nPlan Price\n\nBasic $10\n\nfirst\n\nsecond\n\nTerm\n\nMeaning",
    );
    expect(text.body.split(/\s+/)).toEqual(
      "Home About About us A marketing team One two Plan Price Basic $10 first second Term Meaning Call us".split(" "),
    );
    expect(text.wordCount).toBe(countWords(text.main));
    expect(text.wordCount).toBe(15);
  });

  it("joins inline elements as a browser does", () => {
    expect(textFromHtml(page("<p>foo<b>bar</b> <i>baz</i>qux</p>")).main).toBe("foobar bazqux");
  });

  it("leaves out what is never shown", () => {
    const text = textFromHtml(
      page(
        "<p>seen</p><script>var hidden = 1</script><noscript>no script</noscript><template><p>later</p></template>" +
          "<svg><text>chart</text></svg><div hidden>secret</div><div style='display: none'>gone</div><!-- note --><p>too</p>",
      ),
    );
    expect(text.body).toBe("seen\n\ntoo");
    expect(text.main).toBe("seen\n\ntoo");
  });

  it("finds the main part: main, else role=main, else article, else the body without its frame", () => {
    const frame = "<header>Brand</header><nav>Menu</nav><aside>Ads</aside><footer>Legal</footer>";
    expect(textFromHtml(page(`${frame}<main>Main words</main><article>Card</article>`)).main).toBe("Main words");
    expect(textFromHtml(page(`${frame}<div role="main">Role words</div><p>Other</p>`)).main).toBe("Role words");
    expect(textFromHtml(page(`${frame}<article>First</article><p>Other</p><article>Second</article>`)).main).toBe(
      "First\n\nSecond",
    );
    expect(textFromHtml(page(`${frame}<div>Body words</div>`)).main).toBe("Body words");
    // An article's own header is content, not site chrome.
    expect(textFromHtml(page(`${frame}<article><header><h1>Title</h1></header><p>Text</p></article>`)).main).toBe(
      "Title\n\nText",
    );
  });

  it("falls back to the next part when the chosen one has no words", () => {
    expect(textFromHtml(page("<nav>Menu</nav><main> <img alt='x'> </main><p>Body words</p>")).main).toBe("Body words");
    expect(textFromHtml(page("<nav>Menu only</nav>")).main).toBe("Menu only");
    expect(textFromHtml(page("")).main).toBe("");
  });

  it("walks a page nested 100,000 deep without overflowing the stack", () => {
    // Built by hand: parse5 itself takes seconds on such a page; the walk must not be what breaks.
    let node: TextTreeNode = { type: "text", data: "deep" };
    for (let i = 0; i < 100_000; i++) node = { type: "tag", name: "div", attribs: {}, children: [node] };
    expect(pageText(node).main).toBe("deep");
  });

  it("caps what it keeps", () => {
    const text = textFromHtml(page(`<p>${"word ".repeat(50_000)}</p>`), { mainLimit: 1_000, bodyLimit: 500 });
    expect(text.main.length).toBeLessThanOrEqual(1_000);
    expect(text.body.length).toBeLessThanOrEqual(500);
  });
});

describe("the crawler reads pages with the same extraction", () => {
  it("stores the main text and its word count as pageText gives them", () => {
    const html = page(
      "<nav><a href='/'>Home</a><a href='/about'>About</a></nav><main><h1>About us</h1><p>A marketing team</p></main>",
    );
    const parsed = parsePage(html, "https://site.example/about", new Headers(), "site.example");
    const text = textFromHtml(html);
    expect(parsed.content).toBe(text.main);
    expect(parsed.content).not.toMatch(/usA/);
    expect(parsed.metadata.wordCount).toBe(text.wordCount);
    expect(parsed.metadata.wordCount).toBe(5);
    expect(parsed.metadata.bodyText).toBe(text.body.slice(0, 20_000));
  });

  it("reads a heading broken by <br> as two words", () => {
    const parsed = parsePage(page("<h1>About<br>us</h1>"), "https://site.example/", new Headers(), "site.example");
    expect(parsed.metadata.headings).toEqual([{ level: 1, text: "About us" }]);
  });
});
