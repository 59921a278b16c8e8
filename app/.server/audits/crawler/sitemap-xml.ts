/**
 * A small, strict reader for sitemap XML (sitemaps.org): it checks that the
 * document is well-formed (balanced tags, quoted attributes, known entities)
 * so a broken sitemap is reported as broken instead of half-read, and it
 * never expands a DTD (no external entities, no entity bombs: a DOCTYPE with
 * declarations is refused). Plain-text sitemaps (one URL a line) are read too.
 */

export interface ParsedSitemap {
  kind: "urlset" | "sitemapindex" | "text";
  /** The <loc> of each <url> (urlset) or <sitemap> (index), trimmed, in order. */
  locs: string[];
}

export class SitemapSyntaxError extends Error {
  override name = "SitemapSyntaxError";
}

const NAME = /[A-Za-z_][\w.:-]*/y;
const SPACE = /\s*/y;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*("[^"<]*"|'[^'<]*')/y;

/** The match of a sticky pattern at `index` (no copies of a large document). */
function matchAt(pattern: RegExp, text: string, index: number) {
  pattern.lastIndex = index;
  return pattern.exec(text);
}
const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function decode(text: string, at: () => string): string {
  return text.replace(/&([^;&\s]{0,12});?/g, (match, name: string) => {
    if (!match.endsWith(";")) throw new SitemapSyntaxError(`a bare "&" ${at()} (write &amp;)`);
    if (name in ENTITIES) return ENTITIES[name] as string;
    const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
    if (code !== undefined) {
      const value = name.startsWith("#x") || name.startsWith("#X") ? Number.parseInt(code, 16) : Number(code);
      if (value > 0 && value <= 0x10ffff) return String.fromCodePoint(value);
    }
    throw new SitemapSyntaxError(`unknown entity &${name}; ${at()}`);
  });
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

export function parseSitemap(source: string): ParsedSitemap {
  const text = source.replace(/^\uFEFF/, "");
  const start = text.trimStart();
  if (!start.startsWith("<")) {
    // A text sitemap: every non-empty line must be a URL.
    const lines = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) throw new SitemapSyntaxError("the sitemap is empty");
    if (!lines.every((line) => /^https?:\/\/\S+$/i.test(line))) {
      throw new SitemapSyntaxError("not XML, and not a text sitemap of one URL a line");
    }
    return { kind: "text", locs: lines };
  }

  let i = 0;
  const lineAt = (index: number) => text.slice(0, index).split("\n").length;
  const at = () => `at line ${lineAt(i)}`;
  const fail = (message: string): never => {
    throw new SitemapSyntaxError(`${message} at line ${lineAt(i)}`);
  };
  const stack: string[] = [];
  let root: string | null = null;
  let rootClosed = false;
  const locs: string[] = [];
  let loc: string | null = null;

  while (i < text.length) {
    const lt = text.indexOf("<", i);
    const chunk = text.slice(i, lt === -1 ? text.length : lt);
    if (chunk.trim()) {
      if (stack.length === 0) fail("text outside the root element");
      if (loc !== null) loc += decode(chunk, at);
      else decode(chunk, at);
    }
    if (lt === -1) break;
    i = lt;
    if (text.startsWith("<?", i)) {
      const end = text.indexOf("?>", i);
      if (end === -1) fail("an unclosed <?");
      i = end + 2;
    } else if (text.startsWith("<!--", i)) {
      const end = text.indexOf("-->", i + 4);
      if (end === -1) fail("an unclosed comment");
      i = end + 3;
    } else if (text.startsWith("<![CDATA[", i)) {
      const end = text.indexOf("]]>", i);
      if (end === -1 || stack.length === 0) fail("a misplaced or unclosed CDATA section");
      if (loc !== null) loc += text.slice(i + 9, end);
      i = end + 3;
    } else if (text.startsWith("<!", i)) {
      const end = text.indexOf(">", i);
      if (end === -1 || root !== null) fail("a misplaced <!DOCTYPE");
      if (text.slice(i, end).includes("[")) fail("a DOCTYPE with declarations (not read, for safety)");
      i = end + 1;
    } else if (text.startsWith("</", i)) {
      const name = matchAt(NAME, text, i + 2)?.[0];
      if (!name) return fail("a malformed end tag");
      const end = text.indexOf(">", i);
      if (end === -1 || text.slice(i + 2 + name.length, end).trim()) fail(`a malformed </${name}>`);
      const open = stack.pop();
      if (open !== name) fail(open ? `</${name}> closes <${open}>` : `</${name}> closes nothing`);
      if (localName(name) === "loc" && loc !== null) {
        const parent = localName(stack.at(-1) ?? "");
        if (parent === "url" || parent === "sitemap") locs.push(loc.trim());
        loc = null;
      }
      if (stack.length === 0) rootClosed = true;
      i = end + 1;
    } else {
      const name = matchAt(NAME, text, i + 1)?.[0];
      if (!name) return fail("a malformed tag");
      if (rootClosed || (root !== null && stack.length === 0)) fail("a second root element");
      i += 1 + name.length;
      // Attributes: name="value" or name='value'.
      for (;;) {
        const space = matchAt(SPACE, text, i)?.[0].length ?? 0;
        i += space;
        if (text.startsWith("/>", i) || text.startsWith(">", i)) break;
        const attribute = matchAt(ATTRIBUTE, text, i);
        if (!attribute || space === 0) fail(`a malformed attribute in <${name}>`);
        decode(attribute?.[2] ?? "", at);
        i += attribute?.[0].length ?? 0;
      }
      root ??= name;
      if (text.startsWith("/>", i)) {
        i += 2;
        if (stack.length === 0) rootClosed = true;
      } else {
        i += 1;
        stack.push(name);
        if (localName(name) === "loc") loc = "";
      }
    }
  }
  if (stack.length > 0) fail(`<${stack.at(-1)}> is never closed (the file ends early)`);
  if (root === null) fail("no root element");
  const kind = localName(root as string);
  if (kind !== "urlset" && kind !== "sitemapindex") {
    throw new SitemapSyntaxError(`the root element is <${root}>, not <urlset> or <sitemapindex>`);
  }
  return { kind, locs };
}
