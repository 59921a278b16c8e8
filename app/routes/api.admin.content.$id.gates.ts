import { gatesResponse } from "~/.server/content/gates/route";
import { apiRoute } from "~/.server/http/api-handler";

/** The quality gates of an article's draft (issue 24 item 5): GET, admin only; see app/.server/content/gates/route.ts. */
const api = apiRoute({ GET: gatesResponse });

export const loader = api;
export const action = api;
