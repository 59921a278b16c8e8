import { LEADS_PER_PAGE, leadListSearch } from "~/lib/inbox/query";
import type { InboxDeps } from "../list/deps";
import { leadNeighbours, listQueryOf } from "./neighbours";

/** The lead page's way along its list: links to the previous and next lead and back to the list's page that holds it. */
export interface LeadListNavigation {
  previousHref: string | null;
  nextHref: string | null;
  backHref: string;
  /** "3 of 40", or null when the lead is not in the list (its filters no longer match it). */
  position: number | null;
  total: number | null;
}

export async function leadNavigation(
  deps: Pick<InboxDeps, "db" | "timeZone">,
  url: URL,
  leadId: string,
  /** Who "mine" (`owner=me`) is. */
  viewerId?: string | null,
): Promise<LeadListNavigation> {
  const list = listQueryOf(url);
  if (!list) return { previousHref: null, nextHref: null, backHref: "/admin", position: null, total: null };
  const search = leadListSearch(list.query, { page: 1 });
  const found = await leadNeighbours(deps.db, list.query, deps.timeZone, leadId, viewerId);
  if (!found) return { previousHref: null, nextHref: null, backHref: `/admin${search}`, position: null, total: null };
  const page = Math.ceil(found.position / LEADS_PER_PAGE);
  return {
    previousHref: found.previousId ? `/admin/leads/${found.previousId}${search}` : null,
    nextHref: found.nextId ? `/admin/leads/${found.nextId}${search}` : null,
    backHref: `/admin${leadListSearch(list.query, { page })}`,
    position: found.position,
    total: found.total,
  };
}
