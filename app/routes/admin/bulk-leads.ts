import { refusal } from "~/.server/http/app-error";
import { pageAction } from "~/.server/http/page-action";
import { bulkPageAction } from "~/.server/inbox/work/pages";
import { staffRequest } from "~/.server/services-context";
import { bulkPageSchema } from "~/lib/inbox/page-forms";
import type { Route } from "./+types/bulk-leads";

/**
 * POST /admin/bulk-leads: the inbox's bulk actions on the selected rows
 * (app/.server/inbox/work/pages.ts): a redirect back to the list, the CSV of
 * the selection, or a page that says why nothing was changed.
 */
export const action = pageAction(bulkPageSchema, (input, { context }) => bulkPageAction(staffRequest(context), input), {
  guard: ({ context }) => void staffRequest(context),
});

/** A GET (a typed address, a prefetch) changes nothing: 405. */
export function loader({ context }: Route.LoaderArgs) {
  staffRequest(context);
  return refusal(405, "Use the inbox's selection to act on leads.", { headers: { Allow: "POST" } });
}
