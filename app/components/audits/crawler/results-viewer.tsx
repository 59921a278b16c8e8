import { useEffect, useRef, useState } from "react";
import { CRAWLER_TEXT, type CrawlPageJson, type CrawlPageSummaryJson } from "~/lib/audits/crawler-api";
import { cn } from "~/lib/cn";
import { crawlApi } from "./api-client";
import { Tabs } from "./tabs";

/**
 * The results viewer (spec §2): the crawled pages on the left, in crawl
 * order, and the selected page's Content and Metadata tabs. The list grows
 * while the crawl runs (nothing selected yet: Select a page to view its
 * details); when it has finished the first page is selected unless the
 * visitor already picked one.
 */
type Load<T> = { state: "loading" } | { state: "error" } | { state: "ready"; value: T };

export function ResultsViewer({ crawlId, version, finished }: { crawlId: string; version: number; finished: boolean }) {
  const [list, setList] = useState<Load<CrawlPageSummaryJson[]>>({ state: "loading" });
  const [selected, setSelected] = useState<number | null>(null);
  const picked = useRef(false);

  // Reloaded when `version` moves (a step of the crawl's progress) and once more at the end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger, not a value read inside.
  useEffect(() => {
    let current = true;
    crawlApi
      .pageList(crawlId)
      .then(({ pages }) => {
        if (!current) return;
        setList({ state: "ready", value: pages });
        if (finished && !picked.current && pages[0]) setSelected((seq) => seq ?? pages[0]?.seq ?? null);
      })
      .catch(() => {
        if (current) setList((previous) => (previous.state === "ready" ? previous : { state: "error" }));
      });
    return () => {
      current = false;
    };
  }, [crawlId, version, finished]);

  if (list.state === "loading")
    return (
      <p role="status" className="py-8 text-muted">
        {CRAWLER_TEXT.loading}
      </p>
    );
  if (list.state === "error")
    return (
      <p role="alert" className="py-8 font-medium text-red-700">
        {CRAWLER_TEXT.fetchError}
      </p>
    );
  if (list.value.length === 0) return finished ? <NoResults /> : <p className="py-8 text-muted">No pages recorded yet.</p>;

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <nav aria-label="Crawled pages" className="max-h-[36rem] self-start overflow-y-auto rounded-lg border border-slate-200">
        <ol className="divide-y divide-slate-200">
          {list.value.map((page) => {
            const active = page.seq === selected;
            return (
              <li key={page.seq}>
                <button
                  type="button"
                  aria-current={active ? "true" : undefined}
                  onClick={() => {
                    picked.current = true;
                    setSelected(page.seq);
                  }}
                  className={cn(
                    "block w-full px-4 py-3 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
                    active ? "bg-brand-50" : "hover:bg-slate-50",
                  )}
                >
                  <span className="block truncate font-medium text-ink">{page.title || page.url}</span>
                  <span className="block truncate text-sm text-muted">{page.url}</span>
                  <span className={cn("mt-1 inline-block text-xs font-semibold", statusColour(page.statusCode))}>
                    {page.statusCode ?? "No response"}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <section aria-label="Page details" className="min-w-0">
        {selected === null ? (
          <p className="py-8 text-muted">{CRAWLER_TEXT.selectPage}</p>
        ) : (
          <PageDetails key={selected} crawlId={crawlId} seq={selected} />
        )}
      </section>
    </div>
  );
}

function statusColour(status: number | null) {
  if (status === null || status >= 400) return "text-red-700";
  if (status >= 300) return "text-amber-800";
  return "text-green-800";
}

export function NoResults() {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-6 py-10 text-center">
      <h2 className="text-lg font-semibold text-ink">{CRAWLER_TEXT.noResults}</h2>
      <p className="mt-2 text-muted">{CRAWLER_TEXT.notFound}</p>
    </div>
  );
}

type DetailTab = "content" | "metadata";
const DETAIL_TABS = [
  { key: "content", label: "Content" },
  { key: "metadata", label: "Metadata" },
] as const;

function PageDetails({ crawlId, seq }: { crawlId: string; seq: number }) {
  const [page, setPage] = useState<Load<CrawlPageJson | null>>({ state: "loading" });
  const [tab, setTab] = useState<DetailTab>("content");
  useEffect(() => {
    let current = true;
    crawlApi
      .page(crawlId, seq)
      .then((value) => current && setPage({ state: "ready", value }))
      .catch(() => current && setPage({ state: "error" }));
    return () => {
      current = false;
    };
  }, [crawlId, seq]);

  if (page.state === "loading")
    return (
      <p role="status" className="py-8 text-muted">
        {CRAWLER_TEXT.loading}
      </p>
    );
  if (page.state === "error" || !page.value)
    return (
      <p role="alert" className="py-8 font-medium text-red-700">
        {CRAWLER_TEXT.fetchError}
      </p>
    );
  const value = page.value;
  return (
    <div>
      <h3 className="break-words text-lg font-semibold text-ink">{value.title || "(no title)"}</h3>
      <a
        href={value.url}
        rel="nofollow noopener noreferrer"
        target="_blank"
        className="break-all text-sm text-brand-700 underline"
      >
        {value.url}
      </a>
      <Tabs<DetailTab> label="Page details" items={DETAIL_TABS} selected={tab} onSelect={setTab} className="mt-4">
        {tab === "content" ? (
          <textarea
            readOnly
            aria-label="Page content"
            value={value.content?.trim() || "No text content was extracted from this page."}
            className="h-[28rem] w-full resize-y rounded-md border border-slate-200 bg-white p-4 text-sm leading-relaxed text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        ) : (
          <Metadata page={value} />
        )}
      </Tabs>
    </div>
  );
}

function Metadata({ page }: { page: CrawlPageJson }) {
  const facts: [string, string][] = [
    ["Status code", page.statusCode === null ? "No response" : String(page.statusCode)],
    ["Content type", page.contentType ?? "Unknown"],
    ["Crawl time", page.crawlTime === null ? "Unknown" : `${page.crawlTime} ms`],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-ink">{term}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <h4 className="text-sm font-semibold text-ink">Raw metadata</h4>
      <textarea
        readOnly
        aria-label="Raw metadata"
        value={JSON.stringify(page.metadata, null, 2)}
        className="h-[24rem] w-full resize-y rounded-md bg-slate-900 p-4 font-mono text-xs text-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
    </div>
  );
}
