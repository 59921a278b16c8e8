/**
 * The one reading of a page's text (issue 21, finding 5): the crawler's
 * stored content and word count, the analyzer's word counts and reading
 * ease (read from those crawl rows), and the chat's passages (crawled pages
 * through their stored content, our own HTML through `textFromHtml`) all
 * come from `pageText`, so a word counted in one place is counted in all.
 *
 * It walks a parsed tree (domhandler nodes: what cheerio builds) once, iteratively (no stack overflow on a page nested 100,000
 * deep), and reads the text as a browser's `innerText` shows it: block
 * elements start and end a paragraph, table cells are kept apart, `<br>`
 * breaks a line, inline elements join ("foo<b>bar</b>" is one word), and
 * what is never shown (script, style, template, svg, hidden) is left out.
 *
 * Main content is the reader's part of the page: the `<main>` (or
 * role=main) elements; else the `<article>` elements; else the body
 * without its nav, header, footer and aside. When the chosen part has no
 * words, the next one is used, so a page with text never has empty content.
 *
 * No runtime imports: app/lib/html-text.ts (in the browser bundle) shares
 * the block list without pulling in a parser.
 */

/** Elements that start and end a block: their text never runs into the text around them. */
export const BLOCK_TAGS: ReadonlySet<string> = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "body",
  "caption",
  "center",
  "dd",
  "details",
  "dialog",
  "dir",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hgroup",
  "hr",
  "legend",
  "li",
  "main",
  "menu",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "tfoot",
  "thead",
  "tr",
  "ul",
]);

/** Table cells: apart from each other, on the row's line. */
const CELL_TAGS: ReadonlySet<string> = new Set(["td", "th"]);

/** Never shown as text: their content is code, markup or a fallback the browser does not render. */
export const SKIP_TAGS: ReadonlySet<string> = new Set([
  "head",
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "math",
  "iframe",
  "object",
  "canvas",
  "video",
  "audio",
  "select",
  "datalist",
]);

/** The site's frame around the content: left out of the main text when the page names no main part. */
export const CHROME_TAGS: ReadonlySet<string> = new Set(["nav", "header", "footer", "aside"]);

/** A word: letters, digits and apostrophes ("don't" is one word, "e-mail" two). */
const WORD = /[\p{L}\p{N}']+/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

export interface PageText {
  /** The reader's part of the page (see above), paragraphs apart ("\n\n"). */
  main: string;
  /** All the text shown in the body, navigation and footer included (compliance checks look anywhere). */
  body: string;
  /** Words of `main` (countWords). */
  wordCount: number;
}

export interface PageTextOptions {
  /** Characters kept of the main text (default 100,000). */
  mainLimit?: number;
  /** Characters kept of the body text (default 100,000). */
  bodyLimit?: number;
}

/** One output under construction; stops growing past its limit (a 5 MB page costs no 5 MB string). */
class Sink {
  private parts: string[] = [];
  private length = 0;
  constructor(private readonly limit: number) {}
  push(text: string) {
    if (this.length > this.limit) return;
    this.parts.push(text);
    this.length += text.length;
  }
  text(): string {
    return tidy(this.parts.join("")).slice(0, this.limit).trim();
  }
}

/** Collapses runs of spaces, trims every line, keeps at most one blank line between paragraphs. */
function tidy(raw: string): string {
  return raw
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The part of a domhandler node the walk reads (typed here so this module imports nothing). */
export interface TextTreeNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: readonly TextTreeNode[];
}

interface Element extends TextTreeNode {
  name: string;
  attribs: Record<string, string>;
}

function isElement(node: TextTreeNode): node is Element {
  return (node.type === "tag" || node.type === "script" || node.type === "style") && typeof node.name === "string";
}

function isHidden(el: Element): boolean {
  const { attribs } = el;
  if (attribs.hidden !== undefined) return true;
  const style = attribs.style;
  return style !== undefined && /display\s*:\s*none|visibility\s*:\s*hidden/i.test(style);
}

function isMain(el: Element): boolean {
  return el.name === "main" || el.attribs.role?.toLowerCase() === "main";
}

function isList(root: TextTreeNode | readonly TextTreeNode[]): root is readonly TextTreeNode[] {
  return Array.isArray(root);
}

/** What runs when an element is left (the walk's stack holds nodes and these). */
interface Exit {
  exit: Element;
}

/** The text of `root` (a document, or any element): the main part and the whole body, in one walk. */
export function pageText(root: TextTreeNode | readonly TextTreeNode[], options: PageTextOptions = {}): PageText {
  const mainLimit = options.mainLimit ?? 100_000;
  const bodyLimit = options.bodyLimit ?? 100_000;
  // Generous internal caps: whitespace is collapsed after, so raw text may be longer than what is kept.
  const body = new Sink(bodyLimit * 3);
  const frameless = new Sink(mainLimit * 3);
  const mains = new Sink(mainLimit * 3);
  const articles = new Sink(mainLimit * 3);
  let inChrome = 0;
  let inMain = 0;
  let inArticle = 0;

  const emit = (text: string) => {
    body.push(text);
    if (inChrome === 0) frameless.push(text);
    if (inMain > 0) mains.push(text);
    if (inArticle > 0) articles.push(text);
  };
  const separator = (name: string) => (CELL_TAGS.has(name) ? " " : name === "br" ? "\n" : BLOCK_TAGS.has(name) ? "\n\n" : "");

  const stack: (TextTreeNode | Exit)[] = isList(root) ? [...root].reverse() : [root];
  while (stack.length > 0) {
    const item = stack.pop() as TextTreeNode | Exit;
    if ("exit" in item) {
      const el = item.exit;
      // A <br> breaks its line once, on the way in.
      if (el.name !== "br") emit(separator(el.name));
      if (CHROME_TAGS.has(el.name)) inChrome--;
      if (isMain(el)) inMain--;
      if (el.name === "article") inArticle--;
      continue;
    }
    if (item.type === "text") {
      emit(item.data ?? "");
      continue;
    }
    if (isElement(item)) {
      const name = item.name;
      if (SKIP_TAGS.has(name) || isHidden(item)) continue;
      if (CHROME_TAGS.has(name)) inChrome++;
      if (isMain(item)) inMain++;
      if (name === "article") inArticle++;
      emit(separator(name));
      stack.push({ exit: item });
    } else if (item.type !== "root" && item.type !== "cdata") {
      // Comments and doctypes hold no shown text.
      continue;
    }
    const children = item.children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as TextTreeNode);
  }

  const bodyText = body.text().slice(0, bodyLimit);
  const candidates = [mains.text(), articles.text(), frameless.text()];
  const main = (candidates.find((text) => countWords(text) > 0) ?? bodyText).slice(0, mainLimit);
  return { main, body: bodyText, wordCount: countWords(main) };
}
