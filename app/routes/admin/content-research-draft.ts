import { draftAction } from "~/.server/content-drafting/route-actions";
import type { Route } from "./+types/content-research-draft";

/** POST /content-research/draft: a draft from a stored brief (app/.server/content-drafting/route-actions.ts). */
export const action = ({ request, context }: Route.ActionArgs) => draftAction(request, context);
