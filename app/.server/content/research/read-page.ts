import { load } from "cheerio";
import { isQuestion } from "~/lib/content/terms";
import { parsePage } from "../../audits";

/**
 * What a brief reads of one competitor page. The title, main text, word
 * count and headings come from the crawler's own parser (parse-page.ts, the
 * same extraction the crawl reports and the analyzer show), so a page has the
 * same word count here as in a crawl. The questions are read here: question
 * headings (H2-H4 ending in "?" or opening with a question word), FAQ blocks
 * (<details><summary>, <dt> of a definition list) and FAQPage JSON-LD
 * (mainEntity[].name).
 */
export interface BriefPage {
  url: string;
  title: string | null;
  /** The main text (paragraphs apart). */
  text: string;
  words: number;
  headings: { level: number; text: string }[];
  questions: string[];
}

const QUESTION_LIMIT = 200;

export function readBriefPage(html: string, url: string, headers: Headers = new Headers()): BriefPage {
  const parsed = parsePage(html, url, headers, new URL(url).host);
  const $ = load(html);
  const clean = (value: string) => value.replace(/\s+/g, " ").trim();
  const questions: string[] = [];
  const add = (value: string) => {
    const text = clean(value);
    if (text.length >= 8 && text.length <= 300 && questions.length < QUESTION_LIMIT) questions.push(text);
  };
  for (const heading of parsed.metadata.headings)
    if (heading.level >= 2 && heading.level <= 4 && isQuestion(heading.text)) add(heading.text);
  $("details > summary").each((_, el) => add($(el).text()));
  $("dl > dt").each((_, el) => {
    const text = clean($(el).text());
    if (isQuestion(text)) add(text);
  });
  $('script[type="application/ld+json" i]').each((_, el) => {
    for (const name of faqNames($(el).text())) add(name);
  });
  return {
    url,
    title: parsed.title,
    text: parsed.content,
    words: parsed.metadata.wordCount,
    headings: parsed.metadata.headings,
    questions: [...new Set(questions)],
  };
}

/** The questions of FAQPage items in a JSON-LD block (a graph, an array or one object). */
function faqNames(json: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return [];
  }
  const out: string[] = [];
  const visit = (node: unknown, depth: number) => {
    if (depth > 6 || !node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const item of node.slice(0, 200)) visit(item, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    const type = record["@type"];
    const types = Array.isArray(type) ? type : [type];
    if (types.includes("FAQPage")) {
      const entities = Array.isArray(record.mainEntity) ? record.mainEntity : [record.mainEntity];
      for (const entity of entities.slice(0, 200)) {
        const name = (entity as Record<string, unknown> | null)?.name;
        if (typeof name === "string") out.push(name);
      }
    }
    if (record["@graph"]) visit(record["@graph"], depth + 1);
  };
  visit(data, 0);
  return out;
}
