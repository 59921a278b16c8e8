import { requireStaff } from "~/.server/auth/staff";
import { draftAction } from "~/.server/content/drafting/route-actions";
import { refusal } from "~/.server/http/app-error";
import type { Route } from "./+types/content-research-draft";

/** POST /content-research/draft: a draft from a stored brief (app/.server/content/drafting/route-actions.ts). */
export const action = ({ request, context }: Route.ActionArgs) => draftAction(request, context);

/** A GET (a typed address, a prefetch) drafts nothing: 405, as React Router would otherwise answer 400 with its own body. */
export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return refusal(405, "Use POST with a brief's id to make a draft.", { headers: { Allow: "POST" } });
}
