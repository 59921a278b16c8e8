import { and, eq, inArray, sql } from "drizzle-orm";
import { crawlPages } from "../../../db";
import type { CrawlDeps } from "./deps";
import type { FetchPolicy } from "./fetch-types";
import type { HostGate } from "./host-gate";
import { normalizeUrl } from "./url";

/**
 * Every canonical target checked (issue 21, finding 8): a canonical link
 * that names a URL the crawl did not fetch (no link reaches it, or the cap,
 * robots or a trap left it out) is asked for once, after the crawl, so a
 * canonical to a 404 or to a redirect is reported whether or not the crawl
 * met the target. The request goes through the same SSRF guard (deps.fetch),
 * robots.txt and host gate (politeness) as the crawl's pages, redirects not
 * followed. Its answer is stored on the pages that name it
 * (metadata.canonicalCheck), not as a page: maxPages counts crawled pages
 * only, and these checks come on top, at most `maxCanonicalChecks` a crawl.
 * Pages without their check after a takeover are checked again.
 */

export interface CanonicalCheck {
  /** The target's status; null when it gave no answer (see error). */
  status: number | null;
  /** Where a redirect points. */
  location?: string | null;
  error?: string | null;
}

export function canonicalCheckOf(metadata: unknown): CanonicalCheck | null {
  return (metadata as { canonicalCheck?: CanonicalCheck } | null)?.canonicalCheck ?? null;
}

export interface CanonicalCheckContext {
  deps: CrawlDeps;
  crawlId: string;
  /** The crawl's page policy (redirects not followed). */
  policy: FetchPolicy;
  gate: HostGate;
  allowed(url: string): Promise<boolean>;
  limit: number;
  signal: AbortSignal;
}

export async function checkCanonicals(context: CanonicalCheckContext): Promise<number> {
  const { deps, crawlId, gate, signal } = context;
  const rows = await deps.db
    .select({
      url: crawlPages.url,
      canonical: sql<string | null>`${crawlPages.metadata}->>'canonical'`,
      checked: sql<boolean>`(${crawlPages.metadata}->'canonicalCheck') is not null`,
    })
    .from(crawlPages)
    .where(eq(crawlPages.crawlId, crawlId));
  const fetched = new Set(rows.map((row) => row.url));
  const targets = new Map<string, string[]>();
  for (const row of rows) {
    const canonical = row.canonical ? normalizeUrl(row.canonical) : null;
    if (!canonical || fetched.has(canonical) || row.checked) continue;
    targets.set(canonical, [...(targets.get(canonical) ?? []), row.url]);
  }
  const policy = { ...context.policy, maxBytes: Math.min(context.policy.maxBytes, 64 * 1024) };
  let checked = 0;
  for (const [target, sources] of [...targets].slice(0, context.limit)) {
    if (signal.aborted) break;
    if (!(await context.allowed(target))) continue;
    const host = new URL(target).host;
    for (let wait = gate.waitFor(host); wait > 0; wait = gate.waitFor(host)) {
      await sleep(Number.isFinite(wait) ? wait : 20, signal);
      if (signal.aborted) return checked;
    }
    const release = gate.acquire(host);
    let check: CanonicalCheck;
    try {
      const response = await deps.fetch(target, policy, {
        method: "GET",
        followRedirects: false,
        signal,
        headers: { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8" },
      });
      const location = response.headers.get("location");
      check = { status: response.status, location: location ? (normalizeUrl(location, target) ?? location) : null };
    } catch (error) {
      if (signal.aborted) break;
      check = { status: null, error: (error instanceof Error ? error.message : String(error)).slice(0, 300) };
    } finally {
      release();
    }
    await deps.db
      .update(crawlPages)
      .set({ metadata: sql`${crawlPages.metadata} || ${JSON.stringify({ canonicalCheck: check })}::jsonb` })
      .where(and(eq(crawlPages.crawlId, crawlId), inArray(crawlPages.url, sources)));
    checked++;
  }
  return checked;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}
