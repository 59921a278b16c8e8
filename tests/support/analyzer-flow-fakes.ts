import { eq } from "drizzle-orm";
import type { AnalysisDeps, AuditResult } from "~/.server/audits/analyzer/flow/deps";
import type { Db } from "~/.server/db/client";
import { analyses, crawlPages, crawls } from "~/.server/db/schema";

/**
 * Stand-ins for the crawl, lab, audits and summary in the flow's tests: they
 * write what the real parts write (crawl pages, the crawls row's progress)
 * and record the analysis row as each stage sees it.
 */
export interface Observed {
  stage: string;
  progress: number;
  status: string;
  step: string;
}

export function fakeParts(
  db: Db,
  options: { pages?: number; crawl?: AnalysisDeps["crawl"]; audit?: AnalysisDeps["audit"]; lab?: AnalysisDeps["lab"] } = {},
) {
  const observed: Observed[] = [];
  let analysisId = "";
  const look = async (stage: string) => {
    if (!analysisId) return;
    const [row] = await db.select().from(analyses).where(eq(analyses.id, analysisId));
    if (row) observed.push({ stage, progress: row.progress, status: row.status, step: row.currentStep });
  };
  const pageCount = options.pages ?? 4;
  const crawl: AnalysisDeps["crawl"] = async (crawlId) => {
    const [row] = await db.select().from(crawls).where(eq(crawls.id, crawlId));
    if (!row) throw new Error("no crawl");
    await db.update(crawls).set({ status: "crawling" }).where(eq(crawls.id, crawlId));
    for (let seq = 1; seq <= pageCount; seq++) {
      const url = seq === 1 ? row.url : new URL(`/page-${seq}`, row.url).href;
      await db.insert(crawlPages).values({
        crawlId,
        seq,
        url,
        finalUrl: url,
        statusCode: 200,
        contentType: "text/html; charset=utf-8",
        depth: seq === 1 ? 0 : 1,
        title: `Page ${seq}`,
        content: "Residential treatment and detox for adults in Florida. ".repeat(20),
      });
      await db.update(crawls).set({ pagesDone: seq }).where(eq(crawls.id, crawlId));
      await look("crawl");
    }
    await db.update(crawls).set({ status: "completed", finishedAt: new Date() }).where(eq(crawls.id, crawlId));
  };
  const audit: AnalysisDeps["audit"] = async (input): Promise<AuditResult> => {
    await look("audit");
    return {
      scores: { seo: 71, performance: 64, accessibility: 88, content: 55, compliance: 40, overall: 63 },
      findings: [
        {
          category: "seo",
          checkId: "seo.titles",
          passed: false,
          weight: 10,
          severity: "high",
          title: "Every page has a unique title",
          details: "2 pages share a title.",
          advice: "Write a unique title per page.",
          impact: 3,
          effort: 1,
          urls: input.pages.slice(0, 2).map((page) => page.url),
        },
        {
          category: "compliance",
          checkId: "compliance.988",
          passed: true,
          weight: 8,
          severity: "info",
          title: "Crisis resources (988) shown",
          details: "Found on every page.",
          impact: 2,
          effort: 1,
          urls: [],
        },
      ],
      measurements: { lcpMobileMs: 3100, lcpDesktopMs: 1400 },
      clientData: { services: ["Detox", "Residential treatment"], locations: ["Florida"] },
    };
  };
  const parts = {
    crawl: options.crawl ?? crawl,
    vectorize: async () => {
      await look("vectorize");
      return 12;
    },
    lab:
      options.lab ??
      (async (_request, hooks) => {
        await look("lab-start");
        hooks.onQueuePosition(1);
        hooks.onQueuePosition(0);
        hooks.onProgress(0.5);
        hooks.onProgress(0.25);
        hooks.onProgress(1);
        return { runs: [], axe: [], skippedReason: null };
      }),
    audit: options.audit ?? audit,
    summarize: async () => {
      await look("summary");
      return { text: "The site needs unique titles.", source: "findings" as const };
    },
  } satisfies Partial<AnalysisDeps>;
  return {
    parts,
    observed,
    watch(id: string) {
      analysisId = id;
    },
  };
}
