import { AppError } from "../../http";
import type { StudioDeps } from "./context";
import { readDraftRow, type StudioSubject, type SubjectShapes } from "./subject";

/**
 * The quality gates before a gated subject's draft is approved, published
 * or scheduled (issue 24 item 5). They run on the draft as read, before the
 * step's transaction: the gates read other pages of the site, and on PGlite
 * a read outside a transaction waits for it to end. The step then checks
 * the revision again under its lock, so a draft saved in between is refused
 * as stale rather than approved ungated. A draft whose revision is already
 * stale, or that does not exist, is left to the step, which answers with
 * its conflict or not-found. A scheduled publish is gated again when it runs
 * (schedule.ts): the rest of the site may have changed since.
 */
export async function assertGatesPass<T extends SubjectShapes>(
  deps: StudioDeps,
  subject: StudioSubject<T>,
  id: number,
  expectedRevision: number,
  action: "approved" | "published" | "scheduled",
): Promise<void> {
  if (!subject.gated) return;
  const draft = await readDraftRow(deps.db(), subject.type, id);
  if (!draft || draft.revision !== expectedRevision) return;
  // Approving a draft not in review, or scheduling a scheduled one, is refused by the step for what it is.
  if (action === "approved" && draft.status !== "in_review") return;
  if (action === "scheduled" && draft.status === "scheduled") return;
  if (!deps.gates) {
    throw new AppError(
      "UNAVAILABLE",
      `This ${subject.noun} cannot be ${action}: its quality gates are not measured on this server.`,
    );
  }
  await deps.gates.assertDraftPasses(id, draft.schema, action);
}
