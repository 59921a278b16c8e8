import { and, eq } from "drizzle-orm";
import { briefTargetKey } from "~/lib/content/research";
import { KEYWORD_TEXTS } from "~/lib/seo/keywords";
import { slugify } from "~/lib/slug";
import { recordAudit } from "../../auth";
import { contentResearch, type Db } from "../../db";
import { refusal } from "../outcome";
import { type ClusterRow, clustersOf } from "./keyword-reads";
import type { KeywordResearchDeps, WriteContext, WriteResult } from "./keyword-sets";
import { loadOurPages } from "./our-pages";

/** Sends a gap cluster to content research as a draft item (audited); a second time answers 409. */
export async function createResearch(
  deps: KeywordResearchDeps,
  ctx: WriteContext,
  setId: number,
  clusterId: string,
): Promise<WriteResult> {
  const db = deps.db();
  const clusters = await clustersOf(db, setId);
  if (!clusters) return refusal(404, KEYWORD_TEXTS.noSet);
  const cluster = clusters.find((each) => each.id === clusterId);
  if (!cluster) return refusal(404, KEYWORD_TEXTS.noCluster);
  if (!cluster.gap) return refusal(409, KEYWORD_TEXTS.notMapped);
  const draft = await draftOf(db, cluster);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: contentResearch.id, title: contentResearch.title })
      .from(contentResearch)
      .where(and(eq(contentResearch.contentType, "research"), eq(contentResearch.slug, draft.slug)));
    if (existing) return refusal(409, KEYWORD_TEXTS.researchExists(existing.title));
    const [row] = await tx
      .insert(contentResearch)
      .values({ ...draft, author: ctx.actor?.email ?? null })
      .returning({ id: contentResearch.id });
    await recordAudit(
      tx as unknown as Db,
      {
        actor: ctx.actor,
        action: "keywords.create-research",
        subjectType: "content_research",
        subjectId: row?.id,
        after: { setId, cluster: cluster.id, slug: draft.slug, keywords: cluster.size },
        clientIp: ctx.clientIp,
      },
      deps.secret,
    );
    return { ok: true as const, researchId: row?.id, message: `Created the content research item "${draft.title}" (a draft).` };
  });
}

/** The draft research item of a gap: its keywords, the closest page of ours, and the place its city service page names. */
async function draftOf(db: Db, cluster: ClusterRow) {
  const pages = cluster.page ? (await loadOurPages(db)).find((page) => page.path === cluster.page?.path) : undefined;
  const place = pages?.cityService;
  const slug = `keyword-gap-${slugify(cluster.head)}`.slice(0, 120);
  const title = cluster.head.replace(/^./, (char) => char.toUpperCase());
  const list = cluster.keywords.map((keyword) => `<li>${keyword.replace(/[<>&"]/g, "")}</li>`).join("");
  return {
    contentType: "research",
    slug,
    status: "draft",
    title,
    content: `<p>A keyword cluster no indexable page of ours targets${cluster.page ? ` (closest page: ${cluster.page.path}, ${cluster.page.reason ?? "indexable"})` : ""}.</p><ul>${list}</ul>`,
    excerpt: `${cluster.size} keyword${cluster.size === 1 ? "" : "s"}; intent ${cluster.intents.join(", ")}.`,
    seoTitle: title.slice(0, 60),
    city: place?.city ?? null,
    state: place?.state ?? null,
    serviceType: place?.service ?? null,
    service: place?.service ?? null,
    // Issue 24 item 1: its editor's score panel offers New research for the cluster's head as a topic.
    briefKey: briefTargetKey({ kind: "topic", topic: cluster.head }),
  };
}
