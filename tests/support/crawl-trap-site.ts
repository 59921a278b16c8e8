import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback site for the crawler's "no lost pages" rules (issue 21,
 * finding 7 and 8; app/.server/audits/crawler/engine/crawl-traps.test.ts):
 *
 * - /blog?page=1..12: a real pagination series, every page with posts of its
 *   own (words, not only numbers, differ), each linking to the next;
 * - /calendar?date=YYYY-MM-DD: an infinite calendar, every day the same empty
 *   template apart from its date, linking to the next day and the next month
 *   forever (and back a day);
 * - /canonical/missing names a canonical that answers 404 and that no link reaches;
 * - /canonical/redirect names a canonical that redirects (301 to /canonical/good);
 * - /canonical/good names a canonical, /canonical/target, that answers 200 and no link reaches.
 *
 *   const site = await startCrawlTrapSite();
 *   site.url, site.origin, site.hits("/blog?page=12"), site.requests, site.close()
 */

export const BLOG_PAGES = 12;

const TOPICS = [
  "admissions",
  "insurance",
  "detox",
  "aftercare",
  "family",
  "nutrition",
  "sleep",
  "relapse",
  "mindfulness",
  "therapy",
  "outpatient",
  "residential",
  "alumni",
  "veterans",
  "adolescents",
  "trauma",
  "anxiety",
  "depression",
  "medication",
  "yoga",
  "art",
  "music",
  "exercise",
  "journaling",
  "meditation",
  "support",
  "groups",
  "counselling",
  "recovery",
  "wellness",
  "housing",
  "employment",
  "education",
  "parenting",
  "grief",
  "stress",
  "boundaries",
  "communication",
  "forgiveness",
  "hope",
  "gratitude",
  "resilience",
  "cravings",
  "triggers",
  "coping",
  "routine",
  "community",
  "faith",
  "volunteering",
  "hobbies",
  "finances",
  "legal",
  "transport",
  "childcare",
  "pets",
  "gardening",
  "cooking",
  "reading",
  "travel",
  "friendship",
];

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function html(title: string, body: string, head = ""): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="${title}.">${head}</head><body>
<header><nav><a href="/">Home</a> <a href="/blog?page=1">Blog</a> <a href="/calendar?date=2026-11-27">Events</a></nav></header>
<main><h1>${title}</h1>${body}</main><footer><p>Harbor Point Recovery</p></footer></body></html>`;
}

function blogPage(n: number): string {
  const posts = TOPICS.slice((n - 1) * 5, n * 5)
    .map(
      (topic) =>
        `<article><h2>A guide to ${topic}</h2><p>What our clinicians say about ${topic} in early recovery, and how ${topic} shapes the first months at home.</p></article>`,
    )
    .join("");
  const next = n < BLOG_PAGES ? `<a href="/blog?page=${n + 1}">Older posts</a>` : "";
  const previous = n > 1 ? `<a href="/blog?page=${n - 1}">Newer posts</a>` : "";
  return html(`Blog, page ${n}`, `${posts}<nav aria-label="Pages">${previous} ${next}</nav>`);
}

function calendarPage(date: Date): string {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const nextDay = new Date(date.getTime() + 86_400_000);
  const previousDay = new Date(date.getTime() - 86_400_000);
  const nextMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()));
  const label = `${DAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  return html(
    `Events on ${label}`,
    `<p>No events are scheduled for ${label}. Check another day or call our admissions team.</p>
<p><a href="/calendar?date=${iso(previousDay)}">Previous day</a> <a href="/calendar?date=${iso(nextDay)}">Next day</a> <a href="/calendar?date=${iso(nextMonth)}">Next month</a></p>`,
  );
}

const HOME = html(
  "Harbor Point Recovery",
  `<p>Welcome. Read the <a href="/blog?page=1">blog</a>, see the <a href="/calendar?date=2026-11-27">events calendar</a>, and our pages
<a href="/canonical/missing">one</a>, <a href="/canonical/redirect">two</a> and <a href="/canonical/good">three</a>.</p>`,
);

const canonical = (path: string) => `<link rel="canonical" href="${path}">`;

type Answer = { status: number; headers?: Record<string, string>; body: string };

function answer(path: string, search: URLSearchParams): Answer {
  const page = (body: string): Answer => ({ status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body });
  switch (path) {
    case "/robots.txt":
      return { status: 200, headers: { "content-type": "text/plain" }, body: "User-agent: *\nAllow: /\n" };
    case "/":
      return page(HOME);
    case "/blog": {
      const n = Number(search.get("page") ?? "1");
      return Number.isInteger(n) && n >= 1 && n <= BLOG_PAGES ? page(blogPage(n)) : { status: 404, body: "Not found" };
    }
    case "/calendar": {
      const date = new Date(`${search.get("date") ?? ""}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? { status: 404, body: "Not found" } : page(calendarPage(date));
    }
    case "/canonical/missing":
      return page(
        html("Canonical to a missing page", "<p>This page names a canonical that does not exist.</p>", canonical("/gone")),
      );
    case "/canonical/redirect":
      return page(html("Canonical to a redirect", "<p>This page names a canonical that redirects.</p>", canonical("/moved")));
    case "/canonical/good":
      return page(
        html("Canonical to a good page", "<p>This page names a canonical that answers.</p>", canonical("/canonical/target")),
      );
    case "/canonical/target":
      return page(html("The canonical target", "<p>The page search engines should index.</p>"));
    case "/moved":
      return { status: 301, headers: { location: "/canonical/good" }, body: "" };
    default:
      return { status: 404, headers: { "content-type": "text/html" }, body: "<h1>Not found</h1>" };
  }
}

export interface CrawlTrapSite {
  url: string;
  origin: string;
  requests: string[];
  hits(pathWithQuery: string): number;
  close(): Promise<void>;
}

export async function startCrawlTrapSite(): Promise<CrawlTrapSite> {
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fixture");
    requests.push(`${url.pathname}${url.search}`);
    const { status, headers, body } = answer(url.pathname, url.searchParams);
    res.writeHead(status, {
      "content-type": "text/html; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      ...headers,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/`,
    origin,
    requests,
    hits: (path) => requests.filter((seen) => seen === path).length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
