import { gzipSync } from "node:zlib";
import { type PageSpec, renderPage } from "./pages";
import { plainProse, prose } from "./text";

/** What the server answers for one path (with query). */
export interface Route {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Answer after this many milliseconds. */
  delayMs?: number;
  /** Called per request: for answers that change (a flaky page) or are generated (the query trap). */
  dynamic?: (hit: number, search: URLSearchParams) => Route;
}

export type RouteTable = Map<string, Route>;

export interface ExpectedIssue {
  type: string;
  /** Path of the issue's url. */
  path: string;
  /** Paths that must be among its sources. */
  sources?: string[];
}

export interface SiteDefinition {
  routes: RouteTable;
  /** Problems planted on purpose (the answer key): each must be among the crawl's issues. */
  expectedIssues: ExpectedIssue[];
  /** Paths robots.txt disallows: they must never be requested. */
  disallowed: string[];
  /** Paths of in-scope pages a full crawl records (HTML and files). */
  pages: string[];
}

const html = (spec: PageSpec): Route => ({ headers: { "content-type": "text/html; charset=utf-8" }, body: renderPage(spec) });
const redirect = (status: number, location: string): Route => ({ status, headers: { location } });
const xml = (body: string, gzip = false): Route => ({
  headers: { "content-type": gzip ? "application/gzip" : "application/xml" },
  body: gzip ? gzipSync(body) : body,
});

export function urlset(origin: string, paths: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((path) => `<url><loc>${origin}${path}</loc></url>`)
    .join("")}</urlset>`;
}

function sitemapIndex(origin: string, children: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${children
    .map((path) => `<sitemap><loc>${origin}${path}</loc></sitemap>`)
    .join("")}</sitemapindex>`;
}

function robots(lines: string[], origin: string, sitemap: string): Route {
  return { headers: { "content-type": "text/plain" }, body: `${[...lines, `Sitemap: ${origin}${sitemap}`].join("\n")}\n` };
}

/* --------------------------------------------------------------------------
 * Good: a treatment centre that does things right (analyzer: high scores).
 * ------------------------------------------------------------------------ */

/* Shaped like our own site's template: a menu heading in the header before the H1 (the mobile
 * menu's "Menu"), footer columns with their own headings, crisis lines and tap-to-call in
 * the footer of every page. None of these headings is the page's outline. */
const GOOD_HEADER = `<h2>Menu</h2><p><a href="tel:+15552013344">Call (555) 201-3344</a></p>`;
const GOOD_FOOTER = `
<h2>Get help now</h2>
<p><img src="/images/legitscript-seal.png" alt="LegitScript certified" width="80" height="80"> LegitScript Certified.
Accredited by CARF and The Joint Commission.</p>
<p>Call us: <a href="tel:+15552013344">(555) 201-3344</a>. If you are in crisis, call or text <a href="tel:988">988</a>, the Suicide &amp; Crisis Lifeline.
SAMHSA National Helpline: <a href="tel:18006624357">1-800-662-4357</a>.</p>
<h3>Follow us</h3>
<p><a href="/privacy-policy">Privacy Policy</a> · <a href="/insurance">Verify your insurance</a></p>`;

export function goodSite(origin: string, crawlDelaySeconds: number): SiteDefinition {
  // Content reviewed this week: the freshness check passes whenever the test runs.
  const reviewed = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const nav = [
    { href: "/", text: "Home" },
    { href: "/about", text: "About us" },
    { href: "/admissions", text: "Admissions" },
    { href: "/insurance", text: "Verify insurance" },
    { href: "/programs/detox", text: "Medical detox" },
    { href: "/programs/residential", text: "Residential treatment" },
    { href: "/programs/outpatient", text: "Outpatient program" },
    { href: "/blog", text: "Blog" },
    { href: "/blog/what-to-expect", text: "What to expect" },
    { href: "/locations", text: "Locations" },
    { href: "/contact", text: "Contact" },
    { href: "/privacy-policy", text: "Privacy Policy" },
  ];
  const page = (path: string, title: string, h1: string, seed: number, extra = "", words = 320): [string, Route] => [
    path,
    html({
      title,
      description: `${h1} at Harbor Point Recovery: licensed, accredited addiction treatment with a caring clinical team.`,
      h1: [h1],
      seed,
      words,
      links: nav,
      header: GOOD_HEADER,
      html: `<p>By Dr. Maya Chen. Medically reviewed by Dr. Jane Smith, MD.</p>
${extra}
<img src="/images/campus-${seed}.jpg" alt="The campus garden at Harbor Point" width="640" height="400">`,
      head: `<script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalClinic","name":"Harbor Point Recovery"}</script>
<meta property="article:modified_time" content="${reviewed}">`,
      footer: GOOD_FOOTER,
    }),
  ];
  /** A program or article page: plain prose under an H2/H3 outline. */
  const prosePage = (path: string, title: string, h1: string, seed: number): [string, Route] =>
    page(
      path,
      title,
      h1,
      seed,
      `<h2>Who it is for</h2>${plainProse(seed, 150)}<h3>Your first day</h3>${plainProse(seed + 1, 80)}<h2>What comes next</h2>${plainProse(seed + 2, 120)}`,
      0,
    );
  /** Cards of links with a title and a line each: how our home page and indexes are built. */
  const cards = (items: [string, string, string][], level = 2) =>
    `<ul>${items.map(([href, name, line]) => `<li><h${level}><a href="${href}">${name}</a></h${level}><p>${line}</p></li>`).join("")}</ul>`;
  const programCards = cards(
    [
      ["/programs/detox", "Medical Detox", "Safe withdrawal with round-the-clock care"],
      ["/programs/residential", "Residential Treatment", "Thirty to ninety days in a calm home"],
      ["/programs/outpatient", "Outpatient Program", "Evening groups around work and family"],
      ["/admissions", "Admissions", "Same-day assessments"],
    ],
    3,
  );
  const routes: RouteTable = new Map([
    page(
      "/",
      "Harbor Point Recovery | Addiction Treatment",
      "Addiction treatment that works",
      101,
      `<h2>Our programs</h2>${programCards}<h2>From the blog</h2>${cards([["/blog/what-to-expect", "What To Expect In Treatment", "A day in residential care, hour by hour"]], 3)}`,
      320,
    ),
    prosePage("/about", "About Harbor Point Recovery", "About our centre", 102),
    prosePage("/admissions", "Admissions | Harbor Point Recovery", "Admissions", 103),
    prosePage("/insurance", "Verify Your Insurance | Harbor Point", "Verify your insurance", 104),
    prosePage("/programs/detox", "Medical Detox | Harbor Point Recovery", "Medical detox", 105),
    prosePage("/programs/residential", "Residential Treatment | Harbor Point", "Residential treatment", 106),
    prosePage("/programs/outpatient", "Outpatient Program | Harbor Point", "Outpatient program", 107),
    prosePage("/blog/what-to-expect", "What to Expect in Treatment | Harbor Point", "What to expect in treatment", 108),
    page(
      "/blog",
      "Blog | Harbor Point Recovery",
      "Blog",
      111,
      plainProse(111, 200) +
        cards([
          ["/blog/what-to-expect", "What To Expect In Treatment", "A day in residential care, hour by hour"],
          ["/programs/detox", "Is Medical Detox Right For You", "Signs, risks and what detox feels like"],
          ["/insurance", "Paying For Rehab", "How insurance covers treatment and what it costs"],
        ]),
      0,
    ),
    page(
      "/locations",
      "Locations | Harbor Point Recovery",
      "Our locations",
      112,
      plainProse(112, 200) +
        cards([
          ["/contact", "Harbor Point Austin", "12 Elm Street, Austin, TX"],
          ["/contact", "Harbor Point Dallas", "40 Main Street, Dallas, TX"],
          ["/contact", "Harbor Point Houston", "7 Bay Road, Houston, TX"],
        ]),
      0,
    ),
    page(
      "/contact",
      "Contact Harbor Point Recovery",
      "Contact us",
      109,
      `<h2>Send us a message</h2><form method="post" action="/contact"><label>Name <input name="name"></label><label>Email <input type="email" name="email"></label><label>Phone <input type="tel" name="phone"></label><button>Send</button></form>`,
      240,
    ),
    page("/privacy-policy", "Privacy Policy | Harbor Point Recovery", "Privacy policy", 110),
    ["/robots.txt", robots(["User-agent: *", "Allow: /", `Crawl-delay: ${crawlDelaySeconds}`], origin, "/sitemap.xml")],
    [
      "/sitemap.xml",
      xml(
        urlset(
          origin,
          nav.map((link) => link.href),
        ),
      ),
    ],
  ]);
  return { routes, expectedIssues: [], disallowed: [], pages: nav.map((link) => link.href) };
}

/* --------------------------------------------------------------------------
 * Bad: every crawl problem planted once, and a treatment centre that gets
 * compliance wrong (trackers on form and treatment pages, missing alts,
 * unlinked phone numbers, no crisis resources, no privacy policy).
 * ------------------------------------------------------------------------ */

const META_PIXEL = `<script>!function(f,b,e,v,n,t,s){n=f.fbq=function(){};}(window,document,'script');fbq('init','123');fbq('track','PageView');</script>
<script async src="https://connect.facebook.net/en_US/fbevents.js"></script>`;
const TIKTOK_PIXEL = `<script>!function(w,d,t){w.ttq=w.ttq||[];ttq.load('ABC');ttq.page();}(window,document,'ttq');</script>`;

export function badSite(origin: string, crawlDelaySeconds: number, externalOrigin: string): SiteDefinition {
  const links = [
    ["/about", "About"],
    ["/programs/detox", "Detox"],
    ["/contact", "Contact"],
    ["/old-page", "Old page"],
    ["/loop-a", "Loop"],
    ["/missing", "Missing page"],
    ["/server-error", "Server error"],
    ["/flaky", "Flaky"],
    ["/private/secret", "Private"],
    ["/calendar?page=1", "Calendar"],
    ["/slow", "Slow page"],
    ["/big", "Big page"],
    ["/locations", "Locations"],
    ["/legal/privacy", "Legal"],
    ["/files/brochure.pdf", "Brochure (PDF)"],
    ["/no-title", "No title"],
    ["/dup-a", "Duplicate A"],
    ["/dup-b", "Duplicate B"],
    ["/long-title", "Long title"],
    ["/no-description", "No description"],
    ["/no-h1", "No H1"],
    ["/two-h1", "Two H1"],
    ["/near-dup-1", "Near duplicate 1"],
    ["/near-dup-2", "Near duplicate 2"],
    ["/noindex-page", "Noindex"],
    ["/x-robots", "X-Robots"],
    ["/canonical-other", "Canonical elsewhere"],
    ["/canonical-broken", "Canonical broken"],
    ["/page#section", "Fragment link"],
    [`${externalOrigin}/external/gone`, "Partner (gone)"],
    [`${externalOrigin}/external/ok`, "Partner"],
  ].map(([href, text]) => ({ href: href as string, text: text as string }));
  let seed = 200;
  const ok = (title: string, extra: Partial<PageSpec> = {}): Route =>
    html({
      title,
      description: `${title}: addiction treatment information from Seaside Recovery.`,
      h1: [title],
      seed: seed++,
      words: 300,
      links: [{ href: "/", text: "Home" }],
      footer: "<p>Call (555) 201-3344 today.</p>",
      ...extra,
    });
  const nearDupText = prose(999, 320);
  const routes: RouteTable = new Map<string, Route>([
    ["/", ok("Seaside Recovery | Rehab", { links: [{ href: "/", text: "Home" }, ...links], head: TIKTOK_PIXEL })],
    ["/page", ok("Page with a section")],
    // A skipped level in the content: H2 then H4.
    [
      "/about",
      ok("About Seaside Recovery", {
        words: 0,
        html: `<h2>Our story</h2>${prose(198, 160)}<h4>Our founder</h4>${prose(199, 160)}`,
      }),
    ],
    [
      "/programs/detox",
      ok("Detox Program", {
        head: META_PIXEL,
        html: '<img src="/images/detox.jpg"><img src="/images/staff.jpg" alt="">',
      }),
    ],
    [
      "/contact",
      html({
        title: "Contact Seaside Recovery",
        description: "Contact us.",
        h1: ["Contact"],
        head: META_PIXEL,
        html: `<p>Call (555) 201-3344.</p><form method="post"><input name="name"><input type="email" name="email"><input name="phone"><button>Send</button></form>`,
        links: [{ href: "/", text: "Home" }],
      }),
    ],
    ["/old-page", redirect(301, "/interim")],
    ["/interim", redirect(301, "/about")],
    ["/loop-a", redirect(302, "/loop-b")],
    ["/loop-b", redirect(302, "/loop-a")],
    ["/server-error", { status: 500, headers: { "content-type": "text/html" }, body: "<h1>Internal error</h1>" }],
    [
      "/flaky",
      {
        dynamic: (hit) =>
          hit === 1
            ? { status: 503, headers: { "retry-after": "0", "content-type": "text/plain" }, body: "busy" }
            : ok("Flaky page"),
      },
    ],
    ["/private/secret", ok("Secret")],
    [
      "/calendar",
      {
        dynamic: (_hit, search) => {
          const n = Number(search.get("page") ?? "1");
          return ok(`Calendar page ${n}`, { links: [{ href: `/calendar?page=${n + 1}`, text: "Next month" }] });
        },
      },
    ],
    // Over the analyzer's 2 s for a slow page (and the crawler's 1 s), once: the test stays fast.
    ["/slow", { ...ok("Slow page"), delayMs: 2_500 }],
    // About 640 KB of HTML and a 2.6 MB photo: over 3 MB with its images.
    [
      "/big",
      ok("Big page", {
        html: `<img src="/images/hero-full-size.jpg" alt="Our building"><p>${"Lots of words here. ".repeat(32_000)}</p>`,
      }),
    ],
    ["/images/hero-full-size.jpg", { headers: { "content-type": "image/jpeg" }, body: Buffer.alloc(2_600_000, 1) }],
    // A location directory: a list of links, not prose.
    [
      "/locations",
      ok("Our Locations", {
        words: 0,
        html: `<ul>${["Dallas", "Houston", "Austin", "El Paso"].map((city) => `<li><a href="/about">Seaside Recovery ${city}</a></li>`).join("")}</ul>`,
      }),
    ],
    // The only crisis lines and the only tap-to-call number of the site, where no one in need looks.
    [
      "/legal/privacy",
      ok("Privacy Notice", {
        footer: "",
        html: `<p>Questions about this notice? Call <a href="tel:+15552013344">(555) 201-3344</a>.
If you are in crisis, call or text 988. SAMHSA National Helpline: 1-800-662-4357.</p>`,
      }),
    ],
    [
      "/files/brochure.pdf",
      { headers: { "content-type": "application/pdf" }, body: Buffer.from("%PDF-1.4\n% fixture\n%%EOF\n") },
    ],
    ["/images/detox.jpg", { headers: { "content-type": "image/jpeg" }, body: Buffer.alloc(2048, 1) }],
    ["/images/staff.jpg", { headers: { "content-type": "image/jpeg" }, body: Buffer.alloc(1024, 1) }],
    ["/no-title", ok("", { title: null })],
    ["/dup-a", ok("Same title", { description: "The same description on two pages." })],
    ["/dup-b", ok("Same title", { description: "The same description on two pages." })],
    [
      "/long-title",
      ok("A title that goes on and on about addiction treatment services in the city far too long", {
        description: "A description that is far too long. ".repeat(6),
      }),
    ],
    ["/no-description", ok("No description here", { description: null })],
    ["/no-h1", ok("No heading page", { h1: [] })],
    ["/two-h1", ok("Two headings page", { h1: ["First heading", "Second heading"] })],
    ["/near-dup-1", ok("Near duplicate one", { words: 0, html: nearDupText })],
    ["/near-dup-2", ok("Near duplicate two", { words: 0, html: nearDupText.replace("recovery", "healing") })],
    ["/noindex-page", ok("Noindex page", { robots: "noindex, follow" })],
    ["/x-robots", { ...ok("X-Robots page"), headers: { "content-type": "text/html", "x-robots-tag": "noindex" } }],
    ["/canonical-other", ok("Canonical elsewhere", { canonical: `${origin}/about` })],
    ["/canonical-broken", ok("Canonical broken", { canonical: `${origin}/missing` })],
    ["/orphan", ok("Orphan page")],
    [
      "/robots.txt",
      robots(["User-agent: *", "Disallow: /private/", `Crawl-delay: ${crawlDelaySeconds}`], origin, "/sitemap_index.xml"),
    ],
    ["/sitemap_index.xml", xml(sitemapIndex(origin, ["/sitemap-pages.xml.gz", "/sitemap-extra.xml"]))],
    ["/sitemap-pages.xml.gz", xml(urlset(origin, ["/", "/about", "/programs/detox", "/noindex-page"]), true)],
    ["/sitemap-extra.xml", xml(urlset(origin, ["/orphan", "/gone"]))],
  ]);
  const pages = [
    "/",
    "/page",
    ...links.map((link) => link.href).filter((href) => href.startsWith("/") && !href.includes("#") && href !== "/private/secret"),
    "/interim",
    "/loop-b",
    "/orphan",
    "/gone",
  ];
  const expectedIssues: ExpectedIssue[] = [
    { type: "broken_internal_link", path: "/missing", sources: ["/"] },
    { type: "broken_internal_link", path: "/server-error", sources: ["/"] },
    { type: "broken_external_link", path: `${externalOrigin}/external/gone`, sources: ["/"] },
    { type: "redirect_chain", path: "/old-page" },
    { type: "redirect_loop", path: "/loop-a" },
    { type: "missing_title", path: "/no-title" },
    { type: "duplicate_title", path: "/dup-a", sources: ["/dup-a", "/dup-b"] },
    { type: "title_too_long", path: "/long-title" },
    { type: "missing_description", path: "/no-description" },
    { type: "duplicate_description", path: "/dup-a", sources: ["/dup-a", "/dup-b"] },
    { type: "description_too_long", path: "/long-title" },
    { type: "missing_h1", path: "/no-h1" },
    { type: "multiple_h1", path: "/two-h1" },
    { type: "thin_content", path: "/contact" },
    { type: "near_duplicate", path: "/near-dup-1", sources: ["/near-dup-1", "/near-dup-2"] },
    { type: "noindex", path: "/noindex-page" },
    { type: "noindex", path: "/x-robots" },
    { type: "canonical_elsewhere", path: "/canonical-other" },
    { type: "canonical_not_200", path: "/canonical-broken" },
    { type: "sitemap_not_200", path: "/gone" },
    { type: "sitemap_not_indexable", path: "/noindex-page" },
    { type: "sitemap_orphan", path: "/orphan" },
    { type: "blocked_by_robots_linked", path: "/private/secret", sources: ["/"] },
    { type: "slow_response", path: "/slow" },
    { type: "oversized_page", path: "/big" },
    { type: "image_missing_alt", path: "/programs/detox" },
    // mixed_content needs an https page: parse-page.test.ts covers it (parsing, then findIssues).
  ];
  return { routes, expectedIssues, disallowed: ["/private/secret"], pages };
}

/* --------------------------------------------------------------------------
 * Large: N distinct pages in a chain of links (the cap test and the bench).
 * ------------------------------------------------------------------------ */

export function largeSite(origin: string, count: number, crawlDelaySeconds: number): SiteDefinition {
  const routes: RouteTable = new Map();
  const pathOf = (i: number) => (i === 0 ? "/" : `/p/${i}`);
  for (let i = 0; i < count; i++) {
    const links = [1, 2, 3, 4, 5]
      .map((step) => i + step)
      .filter((j) => j < count)
      .map((j) => ({ href: pathOf(j), text: `Page ${j}` }));
    routes.set(
      pathOf(i),
      html({
        title: `Page ${i} | Large fixture`,
        description: `Page ${i} of the large fixture site.`,
        h1: [`Page ${i}`],
        seed: 5000 + i,
        words: 250,
        links: [{ href: "/", text: "Home" }, ...links],
      }),
    );
  }
  const delay = crawlDelaySeconds > 0 ? [`Crawl-delay: ${crawlDelaySeconds}`] : [];
  routes.set("/robots.txt", robots(["User-agent: *", "Allow: /", ...delay], origin, "/sitemap.xml"));
  routes.set("/sitemap.xml", { status: 404, body: "not found" });
  return {
    routes,
    expectedIssues: [],
    disallowed: [],
    pages: Array.from({ length: count }, (_, i) => pathOf(i)),
  };
}
