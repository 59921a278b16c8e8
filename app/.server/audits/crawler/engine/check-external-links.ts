import { and, eq, isNull, sql } from "drizzle-orm";
import { crawlLinkChecks } from "../../../db";
import type { CrawlDeps, CrawlLimits } from "./deps";

/**
 * followExternalLinks: the status of every external link, checked and never
 * crawled. HEAD first; GET (capped small) when a server refuses HEAD. Rows
 * without checked_at are pending, so a takeover continues where it stopped.
 */
export async function checkExternalLinks(
  deps: CrawlDeps,
  crawlId: string,
  limits: CrawlLimits,
  signal: AbortSignal,
): Promise<void> {
  const pending = await deps.db
    .select({ url: crawlLinkChecks.url })
    .from(crawlLinkChecks)
    .where(and(eq(crawlLinkChecks.crawlId, crawlId), isNull(crawlLinkChecks.checkedAt)));
  const policy = { ...deps.policy, timeoutMs: Math.min(deps.policy.timeoutMs, 10_000), maxBytes: 64 * 1024 };
  // Politeness towards other sites too: one request at a time per host.
  const busyHosts = new Set<string>();
  const queue = pending.map((row) => row.url);
  const worker = async () => {
    for (;;) {
      if (signal.aborted) return;
      const index = queue.findIndex((url) => !busyHosts.has(hostOf(url)));
      if (index < 0) {
        if (queue.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      const [url] = queue.splice(index, 1) as [string];
      const host = hostOf(url);
      busyHosts.add(host);
      let statusCode: number | null = null;
      let error: string | null = null;
      try {
        let response = await deps.fetch(url, policy, { method: "HEAD", signal });
        if ([403, 405, 501].includes(response.status)) response = await deps.fetch(url, policy, { method: "GET", signal });
        statusCode = response.status;
      } catch (failure) {
        if (signal.aborted) return;
        error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 300);
      } finally {
        busyHosts.delete(host);
      }
      await deps.db
        .update(crawlLinkChecks)
        .set({ statusCode, error, checkedAt: sql`now()` })
        .where(and(eq(crawlLinkChecks.crawlId, crawlId), eq(crawlLinkChecks.url, url)));
    }
  };
  await Promise.all(Array.from({ length: limits.externalConcurrency }, worker));
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
