import { outcome, perPage, plural, type Site } from "../site";
import type { CheckDefinition } from "../types";

/** Issue types the crawl reports (engine), matched loosely so a renamed type still lands in the right check. */
const matches = (site: Site, pattern: RegExp) => site.issues.filter((issue) => pattern.test(issue.type));

function duplicates(values: [string, string | null][]): string[] {
  const seen = new Map<string, string[]>();
  for (const [url, value] of values) {
    const key = value?.trim().toLowerCase();
    if (!key) continue;
    seen.set(key, [...(seen.get(key) ?? []), url]);
  }
  return [...seen.values()].filter((urls) => urls.length > 1).flat();
}

/** SEO: what search engines need to find, understand and trust the pages. Weights sum to 100. */
export const SEO_CHECKS: CheckDefinition<Site>[] = [
  {
    id: "seo-titles",
    title: "Every page has a title of sensible length",
    checks: "Each HTML page has a <title> of 10 to 60 characters.",
    weight: 12,
    why: "The title is the blue link in search results; missing or cut-off titles lose clicks from people searching for care.",
    severity: "high",
    advice: 'Write a unique title per page naming the service and the place, e.g. "Medical Detox in Austin, TX | Clinic Name".',
    impact: 3,
    effort: 1,
    run: (site) =>
      perPage(
        site.pages,
        site.pages.filter((p) => {
          const length = p.row.title?.trim().length ?? 0;
          return length < 10 || length > 60;
        }),
        (failed, total) => `${failed} of ${total} pages have a missing, too short or too long (over 60 characters) title.`,
      ),
  },
  {
    id: "seo-unique-titles",
    title: "Titles are unique",
    checks: "No two pages share the same title.",
    weight: 6,
    why: "Duplicate titles make pages compete with each other and tell search engines they are the same page.",
    severity: "medium",
    advice: "Give each page its own title that says what is different about it.",
    impact: 2,
    effort: 1,
    run: (site) => {
      if (site.pages.length < 2) return null;
      const urls = duplicates(site.pages.map((p) => [p.url, p.row.title]));
      return outcome(
        urls.length === 0,
        urls.length ? `${plural(urls.length, "page")} share a title with another page.` : "All titles are unique.",
        urls,
        1 - urls.length / site.pages.length,
      );
    },
  },
  {
    id: "seo-meta-descriptions",
    title: "Every page has a meta description",
    checks: "Each page has a meta description of 50 to 160 characters.",
    weight: 8,
    why: "The description is the snippet under the title in results: it is the page's pitch to someone deciding where to call.",
    severity: "medium",
    advice: "Write a 120 to 160 character description per page with the service, the place and a reason to call.",
    impact: 2,
    effort: 1,
    run: (site) =>
      perPage(
        site.pages,
        site.pages.filter((p) => {
          const length = p.meta.description?.trim().length ?? 0;
          return length < 50 || length > 160;
        }),
        (failed, total) => `${failed} of ${total} pages have a missing, too short or too long meta description.`,
      ),
  },
  {
    id: "seo-unique-descriptions",
    title: "Meta descriptions are unique",
    checks: "No two pages share the same meta description.",
    weight: 4,
    why: "Copied descriptions are ignored by search engines, which then pick a snippet of their own.",
    severity: "low",
    advice: "Rewrite shared descriptions so each one describes its own page.",
    impact: 1,
    effort: 1,
    run: (site) => {
      if (site.pages.length < 2) return null;
      const urls = duplicates(site.pages.map((p) => [p.url, p.meta.description]));
      return outcome(
        urls.length === 0,
        urls.length ? `${plural(urls.length, "page")} share a meta description.` : "All descriptions are unique.",
        urls,
        1 - urls.length / site.pages.length,
      );
    },
  },
  {
    id: "seo-h1",
    title: "One H1 per page",
    checks: "Each page has exactly one H1 heading.",
    weight: 8,
    why: "The H1 tells readers and search engines what the page is about; none or several blur it.",
    severity: "medium",
    advice: "Give each page a single H1 that matches its topic; turn extra H1s into H2s.",
    impact: 2,
    effort: 1,
    run: (site) =>
      perPage(
        site.pages,
        site.pages.filter((p) => p.meta.headings.filter((h) => h.level === 1).length !== 1),
        (failed, total) => `${failed} of ${total} pages have no H1 or more than one.`,
      ),
  },
  {
    id: "seo-broken-links",
    title: "No broken internal links",
    checks:
      "Internal links lead to pages that answer 2xx or 3xx (crawled pages with 4xx/5xx, and the crawl's broken-link issues).",
    weight: 12,
    why: "A broken link is a dead end for a family looking for help, and wastes the crawl budget search engines give the site.",
    severity: "high",
    advice: "Fix or remove the links to the pages listed, or redirect those addresses to the right page.",
    impact: 3,
    effort: 1,
    run: (site) => {
      const broken = new Set(
        site.rows.filter((r) => (r.statusCode ?? 0) >= 400 || (r.statusCode === null && r.error)).map((r) => r.url),
      );
      for (const issue of matches(site, /broken/i)) if (!/external/i.test(issue.type)) broken.add(issue.url);
      const urls = [...broken];
      return outcome(
        urls.length === 0,
        urls.length
          ? `${plural(urls.length, "internal address", "internal addresses")} answered with an error.`
          : "Every internal page answered.",
        urls,
        Math.max(0, 1 - urls.length / Math.max(site.rows.length, 1)),
      );
    },
  },
  {
    id: "seo-external-links",
    title: "No broken external links",
    checks: "External links checked by the crawl answer 2xx or 3xx.",
    weight: 4,
    why: "Links to dead resources (helplines, insurers, associations) look neglected.",
    severity: "low",
    advice: "Update or remove the external links listed.",
    impact: 1,
    effort: 1,
    run: (site) => {
      const checked = site.linkChecks;
      const broken = new Set(
        checked.filter((c) => (c.statusCode ?? 0) >= 400 || (c.statusCode === null && c.error)).map((c) => c.url),
      );
      for (const issue of matches(site, /external/i)) broken.add(issue.url);
      if (checked.length === 0 && broken.size === 0) return null;
      const urls = [...broken];
      return outcome(
        urls.length === 0,
        urls.length ? `${plural(urls.length, "external link")} failed.` : `All ${checked.length} external links answered.`,
        urls,
      );
    },
  },
  {
    id: "seo-redirects",
    title: "No redirect chains or loops",
    checks: "Internal addresses reach their page in at most one redirect, and never loop.",
    weight: 5,
    why: "Each hop slows the visit and leaks ranking signals; a loop makes the page unreachable.",
    severity: "medium",
    advice: "Point links and redirects straight at the final address.",
    impact: 2,
    effort: 1,
    run: (site) => {
      const urls = new Set(site.rows.filter((r) => r.redirectChain.length > 1).map((r) => r.url));
      for (const issue of matches(site, /redirect/i)) urls.add(issue.url);
      return outcome(
        urls.size === 0,
        urls.size
          ? `Reached through a chain or loop of redirects: ${plural(urls.size, "address", "addresses")}.`
          : "No redirect chains.",
        [...urls],
      );
    },
  },
  {
    id: "seo-indexable",
    title: "Pages can be indexed",
    checks:
      "Every HTML page carries no noindex (meta robots or X-Robots-Tag) and its canonical points at itself; a home page that cannot be indexed earns nothing.",
    weight: 12,
    why: "A stray noindex or a wrong canonical removes a page from search entirely.",
    severity: "critical",
    advice: "Remove noindex from pages meant to be found, and make each canonical point at the page's own address.",
    impact: 3,
    effort: 1,
    run: (site) => {
      const norm = (u: string) => u.replace(/\/+$/, "").replace(/^https?:\/\/(www\.)?/, "");
      const failing = site.pages.filter((p) => {
        const robots = `${p.meta.metaRobots ?? ""} ${p.meta.xRobotsTag ?? ""}`;
        const canonicalElsewhere = p.meta.canonical !== null && norm(p.meta.canonical) !== norm(p.url);
        return /noindex/i.test(robots) || canonicalElsewhere;
      });
      for (const issue of matches(site, /canonical|noindex/i)) {
        const page = site.pages.find((p) => p.url === issue.url);
        if (page && !failing.includes(page)) failing.push(page);
      }
      const homeBlocked = site.home !== null && failing.includes(site.home);
      const result = perPage(site.pages, failing, (failed, total) =>
        homeBlocked
          ? "The home page cannot be indexed (noindex or canonical elsewhere)."
          : `${failed} of ${total} pages are noindex or canonicalised to another address.`,
      );
      return result && homeBlocked ? { ...result, score: 0 } : result;
    },
  },
  {
    id: "seo-structured-data",
    title: "Structured data describes the business",
    checks:
      "A page of the site (usually the home page) has JSON-LD or microdata of an organisation type (MedicalBusiness, MedicalClinic, LocalBusiness, Organization...).",
    weight: 6,
    why: "Structured data feeds the map pack and the knowledge panel with the centre's name, address, phone and hours.",
    severity: "low",
    advice: "Add MedicalBusiness (or MedicalClinic) JSON-LD with name, address, telephone, opening hours and sameAs links.",
    impact: 2,
    effort: 2,
    run: (site) => {
      if (!site.home) return null;
      const types = site.pages.flatMap((p) => p.meta.structuredDataTypes);
      const found = types.some((t) =>
        /Organization|LocalBusiness|Medical|Clinic|Hospital|HealthAndBeautyBusiness|Physician/i.test(t),
      );
      return outcome(
        found,
        found ? `Found: ${[...new Set(types)].join(", ")}.` : "No organisation or local-business structured data found.",
        found ? [] : [site.home.url],
      );
    },
  },
  {
    id: "seo-https",
    title: "Secure pages without mixed content",
    checks: "The site is served over HTTPS and no page loads http: resources.",
    weight: 8,
    why: "Browsers mark insecure pages, and visitors will not enter health details on them.",
    severity: "high",
    advice: "Serve every page over HTTPS and change http: resource addresses to https:.",
    impact: 3,
    effort: 2,
    run: (site) => {
      if (site.pages.length === 0) return null;
      const insecure = site.pages.filter((p) => p.url.startsWith("http:"));
      const mixed = site.pages.filter((p) => p.meta.mixedContent.length > 0);
      const urls = [...new Set([...insecure, ...mixed].map((p) => p.url))];
      const parts = [];
      if (insecure.length) parts.push(`${plural(insecure.length, "page")} served over plain http`);
      if (mixed.length) parts.push(`${plural(mixed.length, "page")} with mixed content`);
      return outcome(
        urls.length === 0,
        parts.length ? `${parts.join("; ")}.` : "All pages are HTTPS without mixed content.",
        urls,
        1 - urls.length / site.pages.length,
      );
    },
  },
  {
    id: "seo-sitemap",
    title: "The sitemap lists good, linked pages",
    checks:
      "The crawl found no sitemap URLs that fail, are not indexable, or are linked from nowhere (orphans), and no linked pages blocked by robots.txt.",
    weight: 7,
    why: "The sitemap is how search engines discover new treatment and location pages quickly.",
    severity: "low",
    advice: "Keep only live, indexable, linked pages in the sitemap, and link every page you want found from the site.",
    impact: 2,
    effort: 2,
    run: (site) => {
      const found = matches(site, /sitemap|orphan|robots/i);
      const urls = [...new Set(found.map((i) => i.url))];
      return outcome(
        urls.length === 0,
        urls.length
          ? `${plural(urls.length, "address", "addresses")} with sitemap or robots.txt problems.`
          : "No sitemap or robots.txt problems found.",
        urls,
      );
    },
  },
  {
    id: "seo-thin-pages",
    title: "No near-empty indexable pages",
    checks: "Indexable content pages have at least 100 words.",
    weight: 8,
    why: "Near-empty pages are judged low quality and drag down how the whole site ranks.",
    severity: "medium",
    advice: "Add real content to the pages listed, or merge them into related pages and redirect.",
    impact: 2,
    effort: 2,
    run: (site) => {
      const content = site.pages.filter((p) => !p.isUtility);
      return perPage(
        content,
        content.filter((p) => p.meta.wordCount < 100),
        (failed, total) => `${failed} of ${total} content pages have under 100 words.`,
      );
    },
  },
];
