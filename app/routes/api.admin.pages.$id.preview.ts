import { apiRoute } from "~/.server/http/api-handler";
import { answerPreview } from "~/.server/studio/preview-request";

/**
 * The editor's live preview (issue 22 item 3): POST the unsaved draft, get
 * the page as the public site would render it (app/.server/studio/preview.ts).
 * Admin only, by the guard's /api/admin rule and again in answerPreview.
 */
const api = apiRoute({ POST: answerPreview });

export const loader = api;
export const action = api;
