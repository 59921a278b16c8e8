import { eq } from "drizzle-orm";
import { lintCompliance } from "~/lib/compliance-lint";
import type { BriefTarget } from "~/lib/content-brief";
import { scoreContent } from "~/lib/content-score";
import { briefTargetKey, buildOwnBrief, latestBrief } from "../content-research";
import type { Db } from "../db/client";
import { contentBriefs } from "../db/schema";
import type { ContentTools } from "./context";

/**
 * The other content tools of issue 24 as automation and drafting call them:
 * briefs from /content-research (the latest stored one for a target, or one
 * built now from our own data when none was researched), the content score,
 * the compliance linter and the quality gates.
 */
export function contentTools(gates: ContentTools["gates"]): ContentTools {
  const latest = async (db: Db, target: BriefTarget) => {
    const found = await latestBrief(db, briefTargetKey(target));
    if (!found) return null;
    const { id, version: _version, ...brief } = found;
    return { briefId: id, brief };
  };
  return {
    async briefById(db, briefId) {
      const [row] = await db
        .select({ brief: contentBriefs.brief })
        .from(contentBriefs)
        .where(eq(contentBriefs.id, briefId))
        .limit(1);
      return row?.brief && row.brief.format === 1 ? row.brief : null;
    },
    latestBrief: latest,
    async briefFor(db, target) {
      return (await latest(db, target)) ?? { briefId: null, brief: await buildOwnBrief(db, target) };
    },
    score: (draft, brief) => scoreContent(brief, draft),
    lint: (draft) => lintCompliance(draft),
    gates,
  };
}
