import type { CrawlPageJson, CrawlPageSummaryJson } from "~/lib/audits/crawler-api";
import type { CompareCandidateJson, CompareJson, IssueGroupJson, IssueRowJson, PageRowJson } from "~/lib/audits/crawler-view";

/**
 * The page's calls to /api/crawls. A refusal carries the server's message
 * (`{"error": {"message"}}`), shown in the toast's description; a network
 * failure throws a plain Error.
 */
export class ApiRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { Accept: "application/json", ...init?.headers } });
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!response.ok) throw new ApiRefusal(body?.error?.message ?? `The server answered ${response.status}.`, response.status);
  return body as T;
}

const postJson = <T>(url: string, body?: unknown) =>
  call<T>(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body ?? {}) });

export const crawlApi = {
  start: (
    url: string,
    options: { maxPages: number; includeImages: boolean; followExternalLinks: boolean; crawlSitemapOnly: boolean },
  ) => postJson<{ crawlId: string }>("/api/crawls", { url, options }),
  pageList: (id: string) => call<{ pages: CrawlPageSummaryJson[] }>(`/api/crawls/${id}/pages?fields=summary`),
  page: async (id: string, seq: number) =>
    (await call<{ pages: CrawlPageJson[] }>(`/api/crawls/${id}/pages?seq=${seq}`)).pages[0] ?? null,
  pageTable: (id: string) => call<{ pages: PageRowJson[] }>(`/api/crawls/${id}/pages?fields=table`),
  issues: (id: string) => call<{ issues: IssueRowJson[]; groups: IssueGroupJson[] }>(`/api/crawls/${id}/issues`),
  compareCandidates: (id: string) => call<{ candidates: CompareCandidateJson[] }>(`/api/crawls/${id}/compare`),
  compare: (id: string, earlier: string) => call<CompareJson>(`/api/crawls/${id}/compare?with=${encodeURIComponent(earlier)}`),
  vectorize: (id: string) => postJson<{ vectorizedCount: number }>(`/api/crawls/${id}/vectorize`),
  cancel: (id: string) => postJson<{ status: string }>(`/api/crawls/${id}/cancel`),
};
