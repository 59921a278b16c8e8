import { eq } from "drizzle-orm";
import { isPagePath, normalizePagePath } from "~/lib/content/page-path";
import { isReservedPath, STUDIO_TEXT } from "~/lib/content/studio";
import { type Db, pageSchemas } from "../../db";
import { AppError } from "../../http";
import type { RedirectStore } from "../../seo";
import { type StudioDeps, type StudioRequest, savingPage } from "./context";
import { audit, readPageRow } from "./drafts";

/**
 * Moving a page to another path (issue 22 item 9). The path is checked like
 * a new page's (valid, not a fixed route of the code, free), the page row is
 * updated, and when the page is live the old path gets a 301 to the new one
 * through the redirects store, in the same transaction: either the page moved
 * and its old address leads to it, or nothing changed. A page that was never
 * published (or is archived) had no public address to keep, so it gets no
 * redirect. After the commit both paths go on the content bus (read caches,
 * sitemap, rendered pages) and the redirects topic (every instance reloads
 * its redirect table).
 */
export interface MoveDeps extends StudioDeps {
  redirects: Pick<RedirectStore, "pathChanged">;
}

export interface MoveResult {
  pageId: number;
  from: string;
  to: string;
  /** Whether the old path now answers 301 to the new one. */
  redirected: boolean;
}

const refuse = (code: "BAD_REQUEST" | "CONFLICT", message: string) => new AppError(code, message, { fields: { path: message } });

export async function movePage(
  deps: MoveDeps,
  request: StudioRequest,
  input: { pageId: number; path: string },
): Promise<MoveResult> {
  const raw = input.path.trim();
  const path = normalizePagePath(raw);
  if (!raw.startsWith("/") || !isPagePath(path)) throw refuse("BAD_REQUEST", STUDIO_TEXT.pathInvalid);
  if (isReservedPath(path)) throw refuse("BAD_REQUEST", STUDIO_TEXT.pathReserved);

  const moved = await savingPage(deps, "path change", () =>
    deps.db().transaction(async (tx) => {
      const page = await readPageRow(tx, input.pageId, true);
      if (page.path === path) return { pageId: page.id, from: page.path, to: path, redirected: false, unchanged: true };
      const [taken] = await tx.select({ id: pageSchemas.id }).from(pageSchemas).where(eq(pageSchemas.path, path)).limit(1);
      if (taken) throw refuse("CONFLICT", STUDIO_TEXT.pathTaken);
      await tx
        .update(pageSchemas)
        .set({ path, updatedAt: deps.now?.() ?? new Date() })
        .where(eq(pageSchemas.id, page.id));
      const redirected = page.status === "published";
      if (redirected) {
        const result = await deps.redirects.pathChanged(
          page.path,
          path,
          { id: request.actor.id, email: request.actor.email },
          { db: tx as unknown as Db, clientIp: request.clientIp },
        );
        // Refused (a redirect rule the plan cannot meet): throwing rolls the move back with it.
        if (!result.ok) throw new AppError(result.status === 409 ? "CONFLICT" : "BAD_REQUEST", result.message);
      }
      await audit(tx, deps, request, "page.move", page.id, { path: page.path }, { path, redirected });
      return { pageId: page.id, from: page.path, to: path, redirected, unchanged: false };
    }),
  ).catch((error: unknown) => {
    // Two moves to one free path at once: the unique key refuses the second.
    if (error instanceof AppError && /page_schemas_path_key|duplicate key/.test(String(error.cause ?? ""))) {
      throw refuse("CONFLICT", STUDIO_TEXT.pathTaken);
    }
    throw error;
  });
  if (!moved.unchanged) {
    deps.bus.publish({ topic: "pages", paths: [moved.from, moved.to] });
    if (moved.redirected) deps.bus.publish({ topic: "redirects" });
  }
  return { pageId: moved.pageId, from: moved.from, to: moved.to, redirected: moved.redirected };
}
