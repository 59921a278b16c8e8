import type { CrawlStatusJson } from "~/lib/audits/crawler-api";

/**
 * Real progress instead of the old fixed 45%: pages recorded of the maximum.
 * A crawl that finishes below its cap (a small site) fills the bar at the end.
 */
export function crawlPercent(status: Pick<CrawlStatusJson, "status" | "pagesDone" | "maxPages">): number {
  if (status.status === "completed") return 100;
  if (status.maxPages <= 0) return 0;
  return Math.min(100, Math.floor((status.pagesDone / status.maxPages) * 100));
}

export function CrawlProgress({ status }: { status: CrawlStatusJson }) {
  const percent = crawlPercent(status);
  const text =
    status.status === "queued"
      ? "Waiting for a crawler to start..."
      : `Crawled ${status.pagesDone} of ${status.maxPages} pages${status.pagesFound > status.pagesDone ? ` (${status.pagesFound} addresses found)` : ""}`;
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <span id="crawl-progress-label" className="font-medium text-ink">
          {status.cancelRequested ? "Canceling..." : text}
        </span>
        <span className="tabular-nums text-muted">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="crawl-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
