import { and, eq, inArray, sql } from "drizzle-orm";
import { crawlFrontier, crawlLinkChecks, crawlPages, crawls, type Db } from "../../../db";
import type { NewFrontierRow } from "./frontier";
import { setLinked } from "./frontier";
import { LeaseLostError } from "./lease";

/**
 * Writes recorded pages to the database, several per transaction: while one
 * transaction runs, the pages finished meanwhile wait and go together in the
 * next. Each page's row, its frontier row turning `done`, the URLs it found
 * and the progress commit together, so a kill leaves a page either recorded
 * or still `fetching` (then recorded as interrupted, never fetched again).
 * The first statement checks the lease: a worker that lost it writes nothing.
 */

export interface PageWrite {
  page: typeof crawlPages.$inferInsert;
  newRows: NewFrontierRow[];
  newlyLinked: string[];
  externalRows: (typeof crawlLinkChecks.$inferInsert)[];
}

export class PageWriter {
  private pending: { write: PageWrite; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private flushing = false;

  constructor(
    private readonly db: Db,
    private readonly crawlId: string,
    private readonly owner: string,
    /** crawl_pages rows already committed (the progress written with each batch). */
    private committed: number,
    private readonly pagesFound: () => number,
  ) {}

  /** Resolves once the page is committed; rejects with LeaseLostError if another worker holds the crawl. */
  write(write: PageWrite): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ write, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush() {
    this.flushing = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0);
        try {
          await this.commit(batch.map((entry) => entry.write));
          for (const entry of batch) entry.resolve();
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async commit(writes: PageWrite[]) {
    const { crawlId } = this;
    const done = this.committed + writes.length;
    await this.db.transaction(async (tx) => {
      const held = await tx
        .update(crawls)
        .set({ pagesDone: done, pagesFound: this.pagesFound(), updatedAt: sql`now()` })
        .where(and(eq(crawls.id, crawlId), eq(crawls.leaseOwner, this.owner)))
        .returning({ id: crawls.id });
      if (held.length === 0) throw new LeaseLostError(`crawl ${crawlId}: lease lost`);
      await tx
        .insert(crawlPages)
        .values(writes.map((write) => write.page))
        .onConflictDoNothing();
      await tx
        .update(crawlFrontier)
        .set({ state: "done" })
        .where(
          and(
            eq(crawlFrontier.crawlId, crawlId),
            inArray(
              crawlFrontier.url,
              writes.map((write) => write.page.url),
            ),
          ),
        );
      const newRows = writes.flatMap((write) => write.newRows);
      if (newRows.length > 0) await tx.insert(crawlFrontier).values(newRows).onConflictDoNothing();
      await setLinked(
        tx as never,
        crawlId,
        writes.flatMap((write) => write.newlyLinked),
      );
      const externalRows = writes.flatMap((write) => write.externalRows);
      if (externalRows.length > 0) await tx.insert(crawlLinkChecks).values(externalRows).onConflictDoNothing();
    });
    this.committed = done;
  }
}
