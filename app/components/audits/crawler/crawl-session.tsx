import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { CRAWLER_TEXT, type CrawlStatusJson, isFinalCrawlStatus } from "~/lib/audits/crawler-api";
import { CRAWL_VIEW_TEXT } from "~/lib/audits/crawler-view";
import { ApiRefusal, crawlApi } from "./api-client";
import { CompareView } from "./compare-view";
import { CrawlProgress } from "./crawl-progress";
import { IssuesView } from "./issues-view";
import { PagesTable } from "./pages-table";
import { ResultsViewer } from "./results-viewer";
import { Tabs } from "./tabs";
import { crawlerToast } from "./toasts";
import { useCrawlStatus } from "./use-crawl-status";

/**
 * One crawl on the page: its live status (crawling, completed, failed,
 * canceled), the progress bar, the page table, the grouped issues, the
 * comparison with an earlier crawl, each page's text, Vectorize Content
 * (staff only: the server refuses everyone else too), and the crawl's
 * shareable address. `?view=` opens a tab, so a filtered table can be shared.
 */
const VIEWS = [
  { key: "pages", label: "Pages" },
  { key: "issues", label: "Issues" },
  { key: "compare", label: "Compare" },
  { key: "viewer", label: "Page viewer" },
] as const;
type View = (typeof VIEWS)[number]["key"];
const isView = (value: string | null): value is View => VIEWS.some((item) => item.key === value);

export function CrawlSession({ initial, canVectorize }: { initial: CrawlStatusJson; canVectorize: boolean }) {
  const status = useCrawlStatus(initial);
  const finished = isFinalCrawlStatus(status.status);
  const [params] = useSearchParams();
  const asked = params.get("view");
  const [view, setView] = useState<View>(isView(asked) ? asked : "pages");
  const announced = useRef(isFinalCrawlStatus(initial.status));

  // The end of a crawl watched live gets a toast; a finished crawl opened later does not.
  useEffect(() => {
    if (!finished || announced.current) return;
    announced.current = true;
    if (status.status === "completed") crawlerToast.success(CRAWLER_TEXT.crawlCompleted);
    else if (status.status === "failed")
      crawlerToast.error(CRAWLER_TEXT.toastCrawlError, status.error ?? CRAWLER_TEXT.crawlFailed);
  }, [finished, status.status, status.error]);

  // About twenty list reloads over a crawl, whatever its size.
  const step = Math.max(1, Math.ceil(status.maxPages / 20));
  const version = Math.floor(status.pagesDone / step);

  return (
    <section aria-labelledby="crawl-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="crawl-title" className="text-xl font-semibold text-ink">
            Crawl of <span className="break-all">{status.url}</span>
          </h2>
          <StatusLine status={status} />
          <p className="mt-1 text-sm text-muted">
            Shareable address:{" "}
            <a href={`/website-crawler/${status.id}`} className="break-all text-brand-700 underline">
              /website-crawler/{status.id}
            </a>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {finished ? (
            canVectorize ? (
              <VectorizeButton crawlId={status.id} disabled={status.pagesDone === 0} />
            ) : null
          ) : (
            <CancelButton status={status} />
          )}
        </div>
      </div>
      {finished ? null : <CrawlProgress status={status} />}
      <Tabs<View> label="Crawl results" items={VIEWS} selected={view} onSelect={setView}>
        {view === "pages" ? (
          <PagesTable crawlId={status.id} version={finished ? -1 : version} />
        ) : view === "issues" ? (
          <IssuesView crawlId={status.id} finished={finished} />
        ) : view === "compare" ? (
          finished ? (
            <CompareView crawlId={status.id} />
          ) : (
            <p className="py-6 text-muted">{CRAWL_VIEW_TEXT.compareNotFinished}</p>
          )
        ) : (
          <ResultsViewer crawlId={status.id} version={version} finished={finished} />
        )}
      </Tabs>
    </section>
  );
}

function StatusLine({ status }: { status: CrawlStatusJson }) {
  const text =
    status.status === "completed"
      ? `${CRAWLER_TEXT.crawlCompleted}: ${status.pagesDone} ${status.pagesDone === 1 ? "page" : "pages"}.`
      : status.status === "failed"
        ? `${CRAWLER_TEXT.crawlFailed}${status.error ? `: ${status.error}` : "."}`
        : status.status === "canceled"
          ? `Crawl canceled after ${status.pagesDone} ${status.pagesDone === 1 ? "page" : "pages"}.`
          : status.status === "queued"
            ? "Queued: the crawl starts in a moment."
            : "Crawling...";
  return (
    <p role="status" className={status.status === "failed" ? "mt-1 font-medium text-red-700" : "mt-1 text-ink"}>
      {text}
    </p>
  );
}

function CancelButton({ status }: { status: CrawlStatusJson }) {
  const [busy, setBusy] = useState(false);
  async function cancel() {
    setBusy(true);
    try {
      await crawlApi.cancel(status.id);
    } catch (error) {
      crawlerToast.error("The crawl could not be canceled", error instanceof Error ? error.message : undefined);
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={cancel} disabled={busy || status.cancelRequested}>
      Cancel crawl
    </Button>
  );
}

/** Spec §8: Vectorizing website content; then vectorized successfully (pages processed), Failed to vectorize content, or Content vectorization error. */
function VectorizeButton({ crawlId, disabled }: { crawlId: string; disabled: boolean }) {
  const [busy, setBusy] = useState(false);
  async function vectorize() {
    setBusy(true);
    crawlerToast.info(CRAWLER_TEXT.toastVectorizing);
    try {
      const { vectorizedCount } = await crawlApi.vectorize(crawlId);
      crawlerToast.success(
        CRAWLER_TEXT.toastVectorized,
        `${vectorizedCount} ${vectorizedCount === 1 ? "page" : "pages"} processed`,
      );
    } catch (error) {
      if (error instanceof ApiRefusal) crawlerToast.error(CRAWLER_TEXT.toastVectorizeFailed, error.message);
      else crawlerToast.error(CRAWLER_TEXT.toastVectorizeError);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="sm" onClick={vectorize} disabled={busy || disabled}>
      {busy ? "Vectorizing..." : "Vectorize Content"}
    </Button>
  );
}
