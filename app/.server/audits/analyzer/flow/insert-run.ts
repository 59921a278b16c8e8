import { analyses, crawls, type Db } from "../../../db";

/** The crawl and the analysis rows of one run of an ingestion; the caller queues the job in the same transaction. */
export async function insertRun(
  tx: Db,
  run: {
    analysisId: string;
    ingestionId: string;
    url: string;
    maxPages: number;
    requestedBy: string;
    email?: string | null;
    leadId?: string | null;
    scheduled?: boolean;
    now: Date;
  },
) {
  const { now } = run;
  const [crawl] = await tx
    .insert(crawls)
    .values({
      url: run.url,
      // With the port, as the engine compares it (URL.host): fixture sites differ only by port.
      host: new URL(run.url).host.toLowerCase(),
      // Images for the alt-text checks; external links are not fetched, so a slow third party cannot hold the run.
      options: { maxPages: run.maxPages, includeImages: true, followExternalLinks: false, crawlSitemapOnly: false },
      maxPages: run.maxPages,
      requestedBy: run.requestedBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: crawls.id });
  if (!crawl) throw new Error("crawl not stored");
  await tx.insert(analyses).values({
    id: run.analysisId,
    ingestionId: run.ingestionId,
    crawlId: crawl.id,
    url: run.url,
    email: run.email ?? null,
    leadId: run.leadId ?? null,
    requestedBy: run.requestedBy,
    scheduled: run.scheduled ?? false,
    createdAt: now,
    updatedAt: now,
  });
}
