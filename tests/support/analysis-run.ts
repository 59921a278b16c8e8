import { insertRun } from "~/.server/audits/analyzer/flow/insert-run";
import type { Db } from "~/.server/db/client";
import { clientIngestions } from "~/.server/db/schema";
import { emptyClientData } from "~/lib/audits/analyzer";

/** A client ingestion for `url` and a queued analysis run of it, as POST /api/analyses leaves them. */
export async function queueAnalysis(db: Db, url: string, maxPages: number): Promise<{ analysisId: string; ingestionId: string }> {
  const host = new URL(url).host;
  const [ingestion] = await db
    .insert(clientIngestions)
    .values({
      clientId: host,
      websiteUrl: url,
      clientData: emptyClientData(host, url),
    })
    .returning();
  if (!ingestion) throw new Error("no ingestion");
  const analysisId = crypto.randomUUID();
  await insertRun(db, { analysisId, ingestionId: ingestion.id, url, maxPages, requestedBy: "test", now: new Date() });
  return { analysisId, ingestionId: ingestion.id };
}
