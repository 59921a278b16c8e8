import { and, asc, count, desc, eq, or } from "drizzle-orm";
import { SAVED_VIEWS_PER_USER, type SavedViewItem } from "~/lib/inbox/live";
import { leadListQuerySchema, leadListSearch } from "~/lib/inbox/query";
import { type Actor, recordAudit } from "../../auth";
import { type Db, isUniqueViolation, savedViews, users } from "../../db";
import { type InboxDeps, type InboxResult, refuse } from "../list/deps";

/**
 * Saved views of the inbox: a name for a set of filters. A view belongs to
 * the staff member who saved it; a shared one is listed for all staff, but
 * only its owner deletes it. The query is parsed with the inbox's own schema
 * and stored as the inbox writes it (no page), so a view can never hold a
 * filter the list would refuse.
 */
export async function listSavedViews(db: Db, userId: string): Promise<SavedViewItem[]> {
  const rows = await db
    .select({
      id: savedViews.id,
      name: savedViews.name,
      query: savedViews.query,
      shared: savedViews.shared,
      ownerId: savedViews.ownerId,
      ownerEmail: users.email,
    })
    .from(savedViews)
    .leftJoin(users, eq(users.id, savedViews.ownerId))
    .where(or(eq(savedViews.ownerId, userId), eq(savedViews.shared, true)))
    .orderBy(desc(eq(savedViews.ownerId, userId)), asc(savedViews.name), asc(savedViews.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    search: row.query ? `?${row.query}` : "",
    shared: row.shared,
    mine: row.ownerId === userId,
    ownerEmail: row.ownerEmail,
  }));
}

/** The filters of a query string as a view keeps them, or null when the inbox would refuse them. */
export function normalizeViewQuery(query: string): string | null {
  const params = Object.fromEntries(new URLSearchParams(query.replace(/^\?/, "")));
  const parsed = leadListQuerySchema.safeParse(params);
  if (!parsed.success) return null;
  return leadListSearch(parsed.data, { page: 1 }).replace(/^\?/, "");
}

export async function saveView(
  deps: Pick<InboxDeps, "db" | "secret" | "clientIp">,
  actor: Actor & { id: string },
  input: { name: string; query: string; shared: boolean },
): Promise<InboxResult<{ view: { id: string; name: string } }>> {
  const query = normalizeViewQuery(input.query);
  if (query === null) return refuse(400, "These filters cannot be saved: the inbox would refuse them.");
  try {
    return await deps.db.transaction(async (tx) => {
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(savedViews).where(eq(savedViews.ownerId, actor.id));
      if (n >= SAVED_VIEWS_PER_USER)
        return refuse(409, `You have ${SAVED_VIEWS_PER_USER} saved views, the most one person can keep. Delete one first.`);
      const [view] = await tx
        .insert(savedViews)
        .values({ ownerId: actor.id, name: input.name, query, shared: input.shared })
        .returning({ id: savedViews.id, name: savedViews.name });
      if (!view) throw new Error("saved view not stored");
      await recordAudit(
        tx,
        {
          actor,
          clientIp: deps.clientIp,
          action: "saved_view.create",
          subjectType: "saved_view",
          subjectId: view.id,
          after: { name: input.name, query, shared: input.shared },
        },
        deps.secret,
      );
      return { ok: true as const, view };
    });
  } catch (error) {
    if (isUniqueViolation(error, "saved_views_owner_name_key"))
      return refuse(409, `You already have a view named "${input.name}". Choose another name.`);
    throw error;
  }
}

/** Deletes one of the actor's own views; another's view (shared or not) is "not found", as an unknown id is. */
export async function deleteView(
  deps: Pick<InboxDeps, "db" | "secret" | "clientIp">,
  actor: Actor & { id: string },
  viewId: string,
): Promise<InboxResult<{ name: string }>> {
  return deps.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(savedViews)
      .where(and(eq(savedViews.id, viewId), eq(savedViews.ownerId, actor.id)))
      .returning({ name: savedViews.name, query: savedViews.query, shared: savedViews.shared });
    if (!gone) return refuse(404, "This view does not exist (it may have been deleted).");
    await recordAudit(
      tx,
      {
        actor,
        clientIp: deps.clientIp,
        action: "saved_view.delete",
        subjectType: "saved_view",
        subjectId: viewId,
        before: gone,
      },
      deps.secret,
    );
    return { ok: true as const, name: gone.name };
  });
}
