import { requireStaff } from "~/.server/auth/staff";
import { DRAFT_FORM_MAX_BYTES, draftCommand } from "~/.server/content/drafting/route-actions";
import { refusal } from "~/.server/http/app-error";
import { pageAction } from "~/.server/http/page-action";
import { staffRequest } from "~/.server/services-context";
import { draftFromBriefForm } from "~/lib/content/automation";
import type { Route } from "./+types/content-research-draft";

/** POST /content-research/draft: a draft from a stored brief (app/.server/content/drafting/route-actions.ts). */
export const action = pageAction(draftFromBriefForm, draftCommand, {
  maxBytes: DRAFT_FORM_MAX_BYTES,
  guard: ({ context }) => void staffRequest(context),
});

/** A GET (a typed address, a prefetch) drafts nothing: 405, as React Router would otherwise answer 400 with its own body. */
export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return refusal(405, "Use POST with a brief's id to make a draft.", { headers: { Allow: "POST" } });
}
