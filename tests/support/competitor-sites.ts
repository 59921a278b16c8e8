import { type LoopbackHttp, startLoopbackHttp } from "./loopback-http";

/**
 * Competitor pages for "IOP marketing in Austin, Texas", with an answer key,
 * for the brief's tests and bench. Every page's main text is built from
 * known parts, so its word count is exact:
 * - filler sentences: mostly stop words only (no term at all), and one
 *   sentence that is also on every page of our own site's background corpus
 *   here (backgroundTexts), so its words rank low in the vitest briefs;
 * - planted terms, each as a sentence of stop words and the term ("It is
 *   intensive outpatient."), with known uses per page;
 * - planted questions as H2s, <details><summary>, <dt> and FAQPage JSON-LD;
 * - one page of 9,000 words (the outlier), which also repeats a term that
 *   must then not appear in the brief ("detox").
 */

export const FILLER_SENTENCES = [
  "Clinics grow with steady search visibility.",
  "It is what it is.",
  "We do what we can for you.",
  "They have been there before.",
  "This is how it should be.",
  "You can do it with us.",
] as const;

/** Words of FILLER_SENTENCES[i]. */
const fillerWords = FILLER_SENTENCES.map((sentence) => sentence.split(/\s+/).length);

export interface PlantedTerm {
  term: string;
  /** Uses per normal page, by page index (0 = absent). */
  uses: number[];
}

/** In the expected order of importance. */
export const PLANTED_TERMS: PlantedTerm[] = [
  { term: "intensive outpatient", uses: [8, 8, 8, 8, 8] },
  { term: "insurance verification", uses: [5, 5, 5, 5, 5] },
  { term: "admissions", uses: [4, 4, 4, 4, 0] },
  { term: "telehealth", uses: [2, 0, 2, 0, 2] },
];

/** [question as written on each page that asks it (null: not asked), how it is marked up]. */
export const PLANTED_QUESTIONS: { forms: (string | null)[]; markup: ("h2" | "details" | "dt" | "jsonld")[] }[] = [
  {
    forms: ["How much does IOP cost?", "How much does an IOP cost?", "How much does IOP cost?", "How much does IOP cost?", null],
    markup: ["h2", "details", "jsonld", "h2", "h2"],
  },
  {
    forms: ["Does insurance cover IOP?", null, "Does insurance cover IOP?", null, "Does insurance cover IOP?"],
    markup: ["h2", "h2", "dt", "h2", "details"],
  },
  {
    forms: [null, "What is intensive outpatient marketing?", null, "What is intensive outpatient marketing?", null],
    markup: ["h2", "h2", "h2", "jsonld", "h2"],
  },
  { forms: [null, null, null, null, "How long does an IOP last?"], markup: ["h2", "h2", "h2", "h2", "h2"] },
];

/** Headings every normal page carries (the outline), in page order. */
export const SHARED_HEADINGS = ["Why local visibility matters", "Our approach"] as const;

/** Main-text words of the five normal pages, then the outlier. */
export const PAGE_WORDS = [1000, 1100, 1200, 1300, 1400, 9000] as const;

export const ANSWER_KEY = {
  terms: PLANTED_TERMS.map((each) => each.term),
  /** Left out with the outlier page: must not be a brief term. */
  outlierOnlyTerm: "detox",
  questions: [
    "How much does IOP cost?",
    "Does insurance cover IOP?",
    "What is intensive outpatient marketing?",
    "How long does an IOP last?",
  ],
  questionSources: [4, 3, 2, 1],
  /** Tukey fences over [1000, 1100, 1200, 1300, 1400, 9000]: Q1 1125, Q3 1375, upper fence 1750. */
  wordRange: { min: 1100, max: 1300, median: 1200 },
  outlierWords: 9000,
};

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * One competitor page. index 0-4: normal pages; 5: the outlier. Returns the
 * HTML; the main text's word count is PAGE_WORDS[index] exactly.
 */
export function competitorPage(index: number): string {
  const blocks: string[] = [];
  const jsonLd: string[] = [];
  let count = 0;
  const push = (html: string, text: string) => {
    blocks.push(html);
    count += words(text);
  };
  const paragraph = (text: string) => push(`<p>${escapeHtml(text)}</p>`, text);

  push(`<h1>IOP marketing in Austin, Texas</h1>`, "IOP marketing in Austin, Texas");
  push(`<h2>${SHARED_HEADINGS[0]}</h2>`, SHARED_HEADINGS[0]);
  if (index < 5) {
    for (const planted of PLANTED_TERMS) {
      const uses = planted.uses[index] ?? 0;
      if (uses > 0) paragraph(Array.from({ length: uses }, () => `It is ${planted.term}.`).join(" "));
    }
  } else {
    paragraph(Array.from({ length: 50 }, () => "It is detox.").join(" "));
  }
  for (const question of PLANTED_QUESTIONS) {
    const form = index < 5 ? question.forms[index] : null;
    if (!form) continue;
    const markup = question.markup[index];
    const answer = "It depends on the program.";
    if (markup === "h2") {
      push(`<h2>${escapeHtml(form)}</h2>`, form);
      paragraph(answer);
    } else if (markup === "details") {
      push(`<details><summary>${escapeHtml(form)}</summary><p>${answer}</p></details>`, `${form} ${answer}`);
    } else if (markup === "dt") {
      push(`<dl><dt>${escapeHtml(form)}</dt><dd>${answer}</dd></dl>`, `${form} ${answer}`);
    } else {
      // JSON-LD is not main text; the visible answer is.
      jsonLd.push(form);
      paragraph(answer);
    }
  }
  push(`<h2>${SHARED_HEADINGS[1]}</h2>`, SHARED_HEADINGS[1]);
  // Filler up to the exact length; the last sentence is cut to fit ("Clinics grow with.").
  const target = PAGE_WORDS[index] as number;
  const filler: string[] = [];
  for (let i = 0; count < target; i++) {
    const sentence = FILLER_SENTENCES[i % FILLER_SENTENCES.length] as string;
    const size = fillerWords[i % FILLER_SENTENCES.length] as number;
    if (count + size <= target) {
      filler.push(sentence);
      count += size;
    } else {
      const cut = sentence
        .replace(/\.$/, "")
        .split(" ")
        .slice(0, target - count);
      filler.push(`${cut.join(" ")}.`);
      count = target;
    }
    if (filler.length === 12) {
      blocks.push(`<p>${filler.join(" ")}</p>`);
      filler.length = 0;
    }
  }
  if (filler.length) blocks.push(`<p>${filler.join(" ")}</p>`);
  const ld = jsonLd.length
    ? `<script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: jsonLd.map((name) => ({
          "@type": "Question",
          name,
          acceptedAnswer: { "@type": "Answer", text: "It depends." },
        })),
      })}</script>`
    : "";
  return `<!doctype html><html lang="en"><head><title>IOP marketing Austin | Competitor ${index + 1}</title>${ld}</head>
<body><nav><a href="/">Home</a> <a href="/contact">Contact us today</a></nav><main>${blocks.join("\n")}</main>
<footer>Competitor ${index + 1} footer text</footer></body></html>`;
}

/** Our own site's published pages as the background corpus: the filler, in other orders. */
export function backgroundTexts(count = 20): string[] {
  return Array.from({ length: count }, (_, i) =>
    [...FILLER_SENTENCES.slice(i % FILLER_SENTENCES.length), ...FILLER_SENTENCES.slice(0, i % FILLER_SENTENCES.length)].join(" "),
  );
}

export interface CompetitorSites {
  /** The six page URLs (five normal pages, then the outlier), across three loopback sites. */
  urls: string[];
  /** A page the site's robots.txt disallows, and one that answers 404. */
  disallowedUrl: string;
  missingUrl: string;
  sites: LoopbackHttp[];
  hits(url: string): number;
  close(): Promise<void>;
}

/**
 * Three loopback sites (127.0.0.1, random ports): pages 0-1 on the first,
 * 2-3 on the second, 4-5 on the third. Each robots.txt disallows /private.
 * `extraPages` adds more normal pages (for the bench: index modulo 5).
 */
export async function startCompetitorSites(options: { extraPages?: number } = {}): Promise<CompetitorSites> {
  const total = 6 + (options.extraPages ?? 0);
  const pageOf = (n: number) => (n < 6 ? competitorPage(n) : competitorPage(n % 5));
  const sites: LoopbackHttp[] = [];
  for (let site = 0; site < 3; site++) {
    sites.push(
      await startLoopbackHttp((request, response) => {
        const path = request.url ?? "/";
        if (path === "/robots.txt") {
          response.writeHead(200, { "content-type": "text/plain" });
          response.end("User-agent: *\nDisallow: /private\n");
          return;
        }
        const match = /^\/iop-marketing-(\d+)$/.exec(path);
        const n = match ? Number(match[1]) : -1;
        if (n >= 0 && n < total && n % 3 === site) {
          response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          response.end(pageOf(n));
          return;
        }
        response.writeHead(404, { "content-type": "text/html" });
        response.end("<p>Not found</p>");
      }),
    );
  }
  const urlOf = (n: number) => `${(sites[n % 3] as LoopbackHttp).origin}/iop-marketing-${n}`;
  const urls = Array.from({ length: total }, (_, n) => urlOf(n));
  return {
    urls,
    disallowedUrl: `${(sites[0] as LoopbackHttp).origin}/private/iop`,
    missingUrl: `${(sites[1] as LoopbackHttp).origin}/gone`,
    sites,
    hits(url: string) {
      const parsed = new URL(url);
      const site = sites.find((each) => each.origin === parsed.origin);
      return site?.requests.filter((request) => request.path === parsed.pathname).length ?? 0;
    },
    close: async () => {
      await Promise.all(sites.map((site) => site.close()));
    },
  };
}
